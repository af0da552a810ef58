import PlistcDiagnostics

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
    /// The line height as a multiple of the size (`lineHeight`), if the file sets a usable one.
    public var lineHeight: Double? = nil
    /// The letter spacing in points at `.large` (`letterSpacing`), if the file sets a usable one.
    public var letterSpacing: Double? = nil

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
