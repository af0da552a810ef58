import PlistcIO

/// Finds the `.plistc.json` that governs each input: the nearest one in the input's folder or
/// any folder above it. Each folder is looked at once per run.
package final class ConfigurationFinder {
    private var found: [String: ConfigurationFile?] = [:]
    private let currentDirectory = FileSystem.currentDirectory

    /// The configuration for a file (or, for standard input, for the current folder).
    package func configuration(for path: String?) throws(IOFailure) -> ConfigurationFile? {
        try configuration(inOrAbove: directory(of: path))
    }

    /// The nearest configuration in `directory` or above, walking up one folder at a time (a
    /// loop: a path thousands of folders deep costs no stack), each folder passed remembered.
    private func configuration(inOrAbove directory: String) throws(IOFailure) -> ConfigurationFile? {
        var passed: [String] = []
        var folder: String? = directory
        var result: ConfigurationFile?
        while let current = folder {
            if let cached = found[current] {
                result = cached
                break
            }
            passed.append(current)
            let candidate = (current == "/" ? "" : current) + "/" + ConfigurationFile.fileName
            // Anything there but a folder is the configuration: a FIFO or device is refused when
            // read, never taken for no configuration.
            let kind = FileSystem.kind(of: candidate)
            if kind != .missing && kind != .directory {
                // Found by its absolute path; named, and its paths resolved, from here.
                result = try ConfigurationFile.load(PathNormal.relativeToCurrentDirectory(candidate))
                break
            }
            folder = Self.parent(of: current)
        }
        for folder in passed { found[folder] = result }
        return result
    }

    /// The absolute folder holding `path` (the current folder for `nil`).
    private func directory(of path: String?) -> String {
        let current = currentDirectory
        guard let path else { return current }
        let absolute = path.hasPrefix("/") ? path : current + "/" + path
        guard let slash = Self.lastSlash(in: absolute) else { return current }
        return absolute[..<slash].isEmpty ? "/" : String(absolute[..<slash])
    }

    private static func parent(of directory: String) -> String? {
        guard directory != "/", let slash = lastSlash(in: directory) else { return nil }
        return directory[..<slash].isEmpty ? "/" : String(directory[..<slash])
    }

    /// The last `/` of a path, found among its bytes as the file system finds it (a search by
    /// characters would segment the whole name into graphemes first).
    private static func lastSlash(in path: String) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }
}
