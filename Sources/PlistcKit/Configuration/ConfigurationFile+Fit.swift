import PlistcDiagnostics
import PlistcIO

/// Where the `"strings"`, `"sources"` and `"fit"` of a configuration are, as findings name places.
extension ConfigurationFile {
    /// `strings`, as paths usable from the current folder, relative to it where they are
    /// inside it (findings name them so).
    package var stringsPaths: [String] { strings.map(usablePath).map(Self.shown) }

    /// `sources`, as paths usable from the current folder (relative to it where inside it).
    package var sourcesPaths: [String] { sources.map(usablePath).map(Self.shown) }

    /// Where `"fit"` stands, as findings name a place (relative to the current folder).
    package var fitLocation: SourceLocation {
        SourceLocation(file: Self.shown(path), line: fitMember?.line ?? 1, column: fitMember?.column ?? 1)
    }

    /// `path` relative to the current folder where it is inside it.
    package static func shown(_ path: String) -> String {
        let current = FileSystem.currentDirectory + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
