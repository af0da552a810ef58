import PlistcIO

/// Where one side of `plistc diff` comes from: a file, standard input, a file at a git
/// revision (`REV:PATH`) or in git's index (`:PATH`, what is staged), or nothing (`/dev/null`:
/// the dictionary is added or removed).
package enum DiffSide: Equatable, Sendable {
    case file(String)
    case standardInput
    /// `path` at `revision`, shown as at `shownAs` (the name the user gave for the commit); an
    /// empty revision is the index, and its path may start with a stage (`0:`), as git spells it.
    case revision(String, path: String, shownAs: String)
    case absent

    /// The side an argument names: `-`, `/dev/null`, an existing file, or else `REV:PATH` (or
    /// `:PATH`) when it has a colon; any other is a file (not found, read).
    package init(argument: String) {
        if argument == "-" {
            self = .standardInput
        } else if argument == "/dev/null" {
            self = .absent
        } else if FileSystem.kind(of: argument) == .missing, let colon = argument.firstIndex(of: ":") {
            let revision = String(argument[..<colon])
            self = .revision(revision, path: String(argument[argument.index(after: colon)...]), shownAs: revision)
        } else {
            self = .file(argument)
        }
    }

    /// What the outputs call it.
    package var label: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        case .revision(_, let path, let shown): "\(shown):\(path)"
        case .absent: "/dev/null"
        }
    }

    /// The path its configuration is found from: the file's, or the revision's path in the
    /// work tree (from the top of it, unless `./` or `../` make it relative to this folder, as
    /// git reads it); `nil` for standard input and an absent side.
    package var workTreePath: String? {
        switch self {
        case .file(let path): return path
        case .revision(let revision, let path, _):
            let inTree = revision.isEmpty ? Git.withoutStage(path) : path
            if inTree.hasPrefix("./") || inTree.hasPrefix("../") { return inTree }
            return ((try? Git.pathToTop()) ?? "") + inTree
        case .standardInput, .absent: return nil
        }
    }

    /// The file it reads in the work tree; `nil` for the other sides.
    package var workTreeFile: String? {
        if case .file(let path) = self { path } else { nil }
    }

    /// Its bytes, at most `limit`; `nil` when it does not exist (absent, or not at the
    /// revision). A revision git does not know, or a file that cannot be read, is a failure.
    package func read(limit: Int, host: SessionHost) throws(IOFailure) -> [UInt8]? {
        switch self {
        case .file(let path):
            guard FileSystem.kind(of: path) != .missing else {
                throw IOFailure(
                    path: path,
                    reason:
                        "does not exist: name a file, /dev/null for a dictionary added or removed, or REV:PATH for one in git (HEAD:\(path))"
                )
            }
            return try FileSystem.read(path, limit: limit)
        case .standardInput: return try host.readStandardInput(limit)
        case .absent: return nil
        case .revision(let revision, let path, _):
            if !revision.isEmpty { try Git.verify(revision) }
            return try Git.contents(of: path, at: revision, limit: limit)
        }
    }
}
