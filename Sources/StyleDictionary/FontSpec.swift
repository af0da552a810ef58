import PropertyList

/// A custom font as a style dictionary names it: PostScript name and size at `.large`.
public struct FontSpec: Sendable, Hashable {
    /// The PostScript name, such as `Noteworthy-Bold`.
    public let name: String
    /// The size in points at the default content size.
    public let size: Double
    /// Where the style's key stands.
    public let location: SourceLocation
    /// The largest size the style may scale to (`maximumPointSize`), if the file sets one.
    public let maximumSize: Double?
    /// The font for Bold Text (`legibilityFontName`), if the file sets one.
    public let legibilityName: String?

    /// Creates a font spec.
    public init(
        name: String, size: Double, location: SourceLocation, maximumSize: Double? = nil, legibilityName: String? = nil
    ) {
        self.name = name
        self.size = size
        self.location = location
        self.maximumSize = maximumSize
        self.legibilityName = legibilityName
    }
}
