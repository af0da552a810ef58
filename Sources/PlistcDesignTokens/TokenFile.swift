import PlistcJSON

/// One token file to import: its JSON, the path its messages name, and what a Tokens Studio
/// theme reads of it (``TokenThemes``).
public struct TokenFile: Sendable {
    /// The document's value.
    public let root: JSONValue
    /// The path shown in messages about the file.
    public let path: String
    /// The sets of a single-file Tokens Studio export to read, in order (a theme's); nil for
    /// the file's own order (`$metadata.tokenSetOrder`), or the file as one set.
    public var sets: [TokenSet]?
    /// The file is a project's set that the theme reads for reference only.
    public var referenceOnly: Bool

    /// A file read whole (or by its own set order), its tokens mapped to styles.
    public init(root: JSONValue, path: String, sets: [TokenSet]? = nil, referenceOnly: Bool = false) {
        self.root = root
        self.path = path
        self.sets = sets
        self.referenceOnly = referenceOnly
    }
}
