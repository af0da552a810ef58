import PlistcIO

/// Where the paths a `.plistc.json` names may lead: a configuration comes with the files it
/// governs, often from a pull request, so it may name files inside its repository only (the
/// git work tree holding it, or its own folder outside one), symbolic links followed. A path
/// anywhere else must be given on the command line, which the user controls.
package struct RepositoryBounds: Hashable {
    /// The repository's real path.
    package let root: String

    /// The bounds of the configuration in `directory`: the nearest folder at or above it that
    /// holds `.git` (a folder, or a file in a worktree), else `directory` itself.
    package init(configurationDirectory directory: String) {
        let real = FileSystem.resolved(directory) ?? PathNormal.absolute(directory)
        var candidate = real
        while true {
            let marker = (candidate == "/" ? "" : candidate) + "/.git"
            if FileSystem.kind(of: marker) != .missing {
                root = candidate
                return
            }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash].isEmpty ? "/" : String(candidate[..<slash])
        }
        root = real
    }

    /// Whether `path` leads inside the repository: its real path once every link is followed,
    /// or, for a path that does not exist, the path with `.` and `..` resolved.
    package func contains(_ path: String) -> Bool {
        let real = FileSystem.resolved(path) ?? PathNormal.absolute(path)
        return root == "/" || real == root || real.hasPrefix(root + "/")
    }
}

/// Paths made absolute and normal without the file system: `.`, `..` and repeated slashes
/// resolved lexically; and absolute paths plistc found itself (a configuration above an
/// input) made relative again, so that no report shows the machine's folders.
package enum PathNormal {
    /// `path` (absolute and normal) as seen from the current folder, when it is in the current
    /// folder's repository (or below the folder, outside one): below it, the rest
    /// (`App/.plistc.json`); above it or beside it, with `..` (`../.plistc.json`). A path
    /// elsewhere is as it is, not named by climbing out of the user's tree.
    package static func relativeToCurrentDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let current = absolute(FileSystem.currentDirectory)
        guard RepositoryBounds(configurationDirectory: current).contains(path) else { return path }
        let here = current.split(separator: "/")
        let there = path.split(separator: "/")
        let shared = zip(here, there).prefix { $0 == $1 }.count
        guard shared > 0 else { return path }
        let parts = Array(repeating: Substring(".."), count: here.count - shared) + there.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileSystem.currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
