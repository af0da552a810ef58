/// What `plistc diff` asks git: whether a revision exists, a file's contents at a revision,
/// and the files changed since one. git runs as a child process (`ChildProcess`), never
/// through a shell; every path it prints is relative to the top of the work tree.
package enum Git {
    /// A file that differs between a revision and the work tree: its path on each side, `nil`
    /// on the side where it does not exist (added or deleted).
    package struct ChangedFile: Equatable, Sendable {
        package let oldPath: String?
        package let newPath: String?
        /// Whether either side is a submodule (a gitlink, mode 160000), not a file.
        package var isSubmodule = false
    }

    /// The most bytes of a list of changed files read.
    package static let listLimit = 64 << 20

    /// Throws unless git knows `revision` (as a commit or tree) here.
    package static func verify(_ revision: String) throws(IOFailure) {
        let result = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{tree}"], limit: 4096)
        guard result.status == 0 else {
            throw IOFailure(
                path: revision,
                reason:
                    "is not a revision git knows here: check its spelling, fetch it (git fetch origin main; a shallow clone needs fetch-depth: 0), and run plistc inside the repository"
            )
        }
    }

    /// The contents of `path` at `revision` (`git show REV:PATH`: a path from the top of the
    /// work tree, or `./`-relative; an empty revision is the index), at most `limit` bytes;
    /// `nil` when the revision has no such file. The revision must have been verified.
    package static func contents(of path: String, at revision: String, limit: Int) throws(IOFailure) -> [UInt8]? {
        let object = "\(revision):\(path)"
        if revision.isEmpty { _ = try pathToTop() }
        let type = try run(["cat-file", "-t", object], limit: 64)
        guard type.status == 0 else {
            try refuseMisplaced(path, at: revision)
            return nil
        }
        guard type.output == Array("blob\n".utf8) else {
            throw IOFailure(path: object, reason: "is not a file at that revision (a folder?): name a .plist file")
        }
        let blob = try run(["cat-file", "blob", object], limit: limit)
        guard blob.status == 0 || blob.output.count >= limit else {
            throw IOFailure(path: object, reason: "git cat-file could not read it")
        }
        return blob.output
    }

    /// A path of the index without the stage it may start with (`0:` to `3:`, as in `:0:PATH`).
    package static func withoutStage(_ path: String) -> String {
        let utf8 = Array(path.utf8.prefix(2))
        guard utf8.count == 2, (0x30...0x33).contains(utf8[0]), utf8[1] == 0x3A else { return path }
        return String(path.dropFirst(2))
    }

    /// Throws when `path`, read from the top of the work tree, is not at `revision` but the same
    /// path from the current folder is: the user meant `./PATH`, and `git show` says so too.
    private static func refuseMisplaced(_ path: String, at revision: String) throws(IOFailure) {
        let inTree = revision.isEmpty ? withoutStage(path) : path
        guard !inTree.hasPrefix("./"), !inTree.hasPrefix("../"), !inTree.hasPrefix("/") else { return }
        let stage = String(path.dropLast(inTree.count))
        let relative = "\(revision):\(stage)./\(inTree)"
        guard try run(["cat-file", "-e", relative], limit: 64).status == 0 else { return }
        let prefix = try run(["rev-parse", "--show-prefix"], limit: 4096).output
        let fromTop = String(decoding: prefix, as: UTF8.self).prefix { $0 != "\n" } + inTree
        let place = revision.isEmpty ? "the index" : revision
        throw IOFailure(
            path: "\(revision):\(path)",
            reason:
                "is not in \(place): a path after the colon starts at the top of the work tree, as in git show, and this folder's \(inTree) is in \(place): write \(relative) or \(revision):\(stage)\(fromTop)"
        )
    }

    /// The commit where `reference` and `HEAD` part (what a pull request is compared with);
    /// `reference` itself when they share none (a shallow clone).
    package static func mergeBase(_ reference: String) throws(IOFailure) -> String? {
        let result = try run(["merge-base", reference, "HEAD"], limit: 4096)
        guard result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self)
        return String(text.prefix { $0 != "\n" })
    }

    /// The way from the current folder up to the top of the work tree (`../../`, or empty).
    package static func pathToTop() throws(IOFailure) -> String {
        let result = try run(["rev-parse", "--show-cdup"], limit: 4096)
        guard result.status == 0 else {
            throw IOFailure(
                path: ".",
                reason: "is not in a git repository: REV:PATH, :PATH and --git-base read from one; run plistc inside it"
            )
        }
        return String(String(decoding: result.output, as: UTF8.self).prefix { $0 != "\n" })
    }

    /// The files that differ between `base` and the work tree, renames paired, limited to
    /// `pathspecs` when there are any. Comparing the work tree runs no filter, text
    /// conversion or external diff (`Git+Safety`).
    package static func changedFiles(since base: String, pathspecs: [String]) throws(IOFailure) -> [ChangedFile] {
        let arguments = ["diff", "--raw", "-z", "-M", "--no-ext-diff", "--no-textconv", base, "--"] + pathspecs
        let result = try run(arguments, extra: try filtersOff(), limit: listLimit)
        guard result.status == 0 else {
            throw IOFailure(path: base, reason: "git diff could not compare it with the work tree")
        }
        return parse(raw: result.output)
    }

    /// The files of `git diff --raw -z` output: `:MODE MODE OBJECT OBJECT STATUS`, then one
    /// path (two for a rename or copy), each ended by a NUL.
    package static func parse(raw output: [UInt8]) -> [ChangedFile] {
        var fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }[...]
        var files: [ChangedFile] = []
        while let header = fields.popFirst(), header.hasPrefix(":"), let path = fields.popFirst() {
            let words = header.dropFirst().split(separator: " ")
            guard words.count == 5, let kind = words[4].first else { return files }
            var file: ChangedFile
            switch kind {
            case "A": file = ChangedFile(oldPath: nil, newPath: path)
            case "D": file = ChangedFile(oldPath: path, newPath: nil)
            case "R":
                guard let renamed = fields.popFirst() else { return files }
                file = ChangedFile(oldPath: path, newPath: renamed)
            case "C":
                guard let copy = fields.popFirst() else { return files }
                file = ChangedFile(oldPath: nil, newPath: copy)
            default: file = ChangedFile(oldPath: path, newPath: path)
            }
            file.isSubmodule = words[0] == "160000" || words[1] == "160000"
            files.append(file)
        }
        return files
    }
}
