import PropertyList

/// A custom font as a style dictionary names it: PostScript name and size at `.large`.
public struct FontSpec: Sendable, Hashable {
    /// The PostScript name, such as `Noteworthy-Bold`.
    public let name: String
    /// The size in points at the default content size.
    public let size: Double
    /// Where the style's key stands.
    public let location: SourceLocation

    /// Creates a font spec.
    public init(name: String, size: Double, location: SourceLocation) {
        self.name = name
        self.size = size
        self.location = location
    }
}
