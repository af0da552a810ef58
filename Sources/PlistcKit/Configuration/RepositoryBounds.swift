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
/// resolved lexically.
package enum PathNormal {
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
