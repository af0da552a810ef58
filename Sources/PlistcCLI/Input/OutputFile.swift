/// Writing an output file (`-o`), or checking that it is up to date (`--check`).
enum OutputFile {
    /// Whether `-o` names standard output (`-o -`).
    static func isStandardOutput(_ path: String) -> Bool { path == "-" }

    /// A usage error when the output `path` is one of `inputs` (the same file, whatever paths
    /// name them), which writing would destroy; checked before anything is written.
    static func refuseOverwriting(_ inputs: [String], with path: String, option: String = "-o") throws(UsageError) {
        guard !isStandardOutput(path), !FileSystem.namesProcessStream(path),
            let output = FileSystem.Identity(path), FileSystem.kind(of: path) == .file
        else { return }
        for input in inputs where FileSystem.Identity(input) == output {
            throw UsageError(
                "\(option) \(path) is \(input == path ? "the input" : "the same file as the input \(input)") itself, which writing would destroy: name another file"
            )
        }
    }

    /// Writes `text` to `path` unless it is already there (a regular file whose contents are
    /// `text` is left untouched, its time included); with `check`, compares instead and
    /// reports a stale or missing file (status 1). Nothing is read beyond one byte more than
    /// `text`, and a device or FIFO is written through, never read (`FileSystem.writeOutput`).
    static func deliver(_ text: String, to path: String, check: Bool, console: Console) -> ExitStatus {
        let limit = text.utf8.count + 1
        let shownPath = TextReporter.printable(path)
        if check {
            guard FileSystem.kind(of: path) != .missing,
                let existing = try? FileSystem.readAvailable(path, limit: limit)
            else {
                console.printError(
                    "\(shownPath): error: stale: the file does not exist; run plistc build without --check to write it")
                return .findings
            }
            let current = String(decoding: existing, as: UTF8.self)
            guard current != text else { return .clean }
            // Only one byte more than the new text is read: a longer file is stale, and how
            // many of its lines differ is not counted.
            let summary =
                existing.count == limit
                ? "the file is longer than the new output, \(difference(current, text, counting: false))"
                : difference(current, text)
            console.printError(
                "\(shownPath): error: stale: \(summary); run plistc build without --check to update it")
            return .findings
        }
        if FileSystem.kind(of: path) == .file, !FileSystem.namesProcessStream(path),
            let existing = try? FileSystem.read(path, limit: limit), existing.elementsEqual(text.utf8)
        {
            return .clean
        }
        do throws(IOFailure) {
            try FileSystem.writeOutput(text, to: path)
            return .clean
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
    }

    /// A short summary of how two texts differ: how many lines (unless not `counting`), and
    /// the first.
    static func difference(_ old: String, _ new: String, counting: Bool = true) -> String {
        let oldLines = old.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let newLines = new.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let changed = (0..<max(oldLines.count, newLines.count)).filter { index in
            index >= oldLines.count || index >= newLines.count || oldLines[index] != newLines[index]
        }
        let first = changed.first.map { $0 + 1 } ?? 1
        guard counting else { return "and differs from line \(first) on" }
        return "\(changed.count) \(changed.count == 1 ? "line differs" : "lines differ"), the first at line \(first)"
    }
}
