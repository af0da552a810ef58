/// Writing an output file, or checking that it is up to date (`--check`).
enum OutputFile {
    /// Writes `text` to `path` atomically unless it is already there; with `check`, compares
    /// instead and reports a stale or missing file (status 1).
    static func deliver(_ text: String, to path: String, check: Bool, console: Console) -> ExitStatus {
        let existing = try? FileSystem.read(path, limit: Int.max / 2)
        let current = existing.map { String(decoding: $0, as: UTF8.self) }
        if check {
            guard let current else {
                console.printError(
                    "\(path): error: stale: the file does not exist; run plistc build without --check to write it")
                return .findings
            }
            guard current != text else { return .clean }
            console.printError(
                "\(path): error: stale: \(difference(current, text)); run plistc build without --check to update it")
            return .findings
        }
        guard current != text else { return .clean }
        do throws(IOFailure) {
            try FileSystem.writeAtomically(text, to: path)
            return .clean
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
    }

    /// A short summary of how two texts differ: how many lines, and the first.
    static func difference(_ old: String, _ new: String) -> String {
        let oldLines = old.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let newLines = new.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let changed = (0..<max(oldLines.count, newLines.count)).filter { index in
            index >= oldLines.count || index >= newLines.count || oldLines[index] != newLines[index]
        }
        let first = changed.first.map { $0 + 1 } ?? 1
        return "\(changed.count) \(changed.count == 1 ? "line differs" : "lines differ"), the first at line \(first)"
    }
}
