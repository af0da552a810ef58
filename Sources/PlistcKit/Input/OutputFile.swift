import PlistcIO

/// Writing an output file (`-o`), or checking that it is up to date (`--check`).
package enum OutputFile {
    /// Whether `-o` names standard output (`-o -`).
    package static func isStandardOutput(_ path: String) -> Bool { path == "-" }

    /// The files a run reads, known by identity (`FileSystem.Identity`: the same file whatever
    /// paths name it, links, hard links and `/dev/fd/N` included), which no output may be:
    /// writing one would destroy it. Checked before anything is written; each file is looked at
    /// once, however many outputs are checked.
    package struct ReadFiles {
        private var identities: [FileSystem.Identity: FileRead] = [:]

        /// `files` (inputs, unless they say what else they are), and the file standard input
        /// reads when `readsStandardInput`.
        package init(_ files: [FileRead], readsStandardInput: Bool = false) {
            for file in files {
                if let identity = FileSystem.Identity(file.path), identities[identity] == nil {
                    identities[identity] = file
                }
            }
            if readsStandardInput, let identity = FileSystem.Identity(descriptor: 0) {
                identities[identity] = identities[identity] ?? FileRead("-")
            }
        }

        /// A usage error when the output `path` is a regular file the run reads.
        package func refuse(_ path: String, option: String = "-o") throws(UsageError) {
            guard !isStandardOutput(path), FileSystem.kind(of: path) == .file, let output = FileSystem.Identity(path),
                let read = identities[output]
            else { return }
            // The same path, however spelt, is not repeated.
            let samePath = read.path == path || PathNormal.absolute(read.path) == PathNormal.absolute(path)
            let what =
                read.path == "-"
                ? "the file standard input reads"
                : read.role == FileRead.input
                    ? (samePath ? "the input" : "the same file as \(read.path)")
                    : read.role + (samePath ? "" : " (\(read.path))")
            throw UsageError("\(option) \(path) is \(what), which writing would destroy: name another file")
        }
    }

    /// A file a run reads, and what it is to the run, as a refusal names it.
    package struct FileRead: Sendable {
        package let path: String
        package let role: String

        package static let input = "the input"

        package init(_ path: String, role: String = input) {
            (self.path, self.role) = (path, role)
        }

        /// A file of `--sources`, named for what it is.
        package static func source(_ path: String) -> FileRead {
            FileRead(
                path,
                role: path.hasSuffix(".swift") ? "a Swift file this run checks" : "a storyboard or XIB this run checks")
        }
    }

    /// Writes `text` to `path` unless it is already there (a regular file whose contents are
    /// `text` is left untouched, its time included); with `check`, compares instead and
    /// reports a stale or missing file (status 1). Nothing is read beyond one byte more than
    /// `text`, and a device or FIFO is written through, never read (`FileSystem.writeOutput`).
    package static func deliver(_ text: String, to path: String, check: Bool, host: SessionHost) -> RunOutcome {
        let limit = text.utf8.count + 1
        let shownPath = path
        if check {
            guard FileSystem.kind(of: path) != .missing,
                let existing = try? FileSystem.readAvailable(path, limit: limit)
            else {
                host.messageLine(
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
            host.messageLine("\(shownPath): error: stale: \(summary); run plistc build without --check to update it")
            return .findings
        }
        if FileSystem.kind(of: path) == .file,
            let existing = try? FileSystem.read(path, limit: limit), existing.elementsEqual(text.utf8)
        {
            return .clean
        }
        return write(text, to: path, host: host)
    }

    /// Writes `text` to `path` (`FileSystem.writeOutput`: atomically over a file, through a
    /// device or FIFO); `usageOrIO`, with the failure said, when it cannot be written.
    package static func write(_ text: String, to path: String, host: SessionHost) -> RunOutcome {
        do throws(IOFailure) {
            try FileSystem.writeOutput(text, to: path)
            return .clean
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
    }

    /// A short summary of how two texts differ: how many lines (unless not `counting`), and
    /// the first.
    package static func difference(_ old: String, _ new: String, counting: Bool = true) -> String {
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
