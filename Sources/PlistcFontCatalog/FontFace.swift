/// One face of a font file, as FreeType reads it.
public struct FontFace: Sendable, Hashable {
    /// The PostScript name, the name `UIFont(name:size:)` and style dictionaries use.
    public let postScriptName: String
    /// The family name, such as `Noto Serif`.
    public let family: String
    /// The style name, such as `Bold Italic`.
    public let style: String
    /// The OS/2 weight class (100 thin … 400 regular … 700 bold … 900 black); `nil` without an
    /// OS/2 table.
    public let weightClass: Int?
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// The file that holds the face, as it was found.
    public let file: String
    /// The face's index in its file (collections hold several).
    public let index: Int
    /// The line height the font sets, per point of size: the hhea ascender, descender and line
    /// gap over the units per em, as Apple lays out lines; `nil` without those tables.
    public var lineHeightPerPoint: Double? = nil

    /// Creates a face.
    public init(
        postScriptName: String, family: String, style: String, weightClass: Int?, isItalic: Bool, file: String,
        index: Int
    ) {
        self.postScriptName = postScriptName
        self.family = family
        self.style = style
        self.weightClass = weightClass
        self.isItalic = isItalic
        self.file = file
        self.index = index
    }
}

/// A file that could not be read as a font: where, and why.
public struct FontProblem: Error, Sendable, Hashable {
    public let file: String
    public let reason: String
}
