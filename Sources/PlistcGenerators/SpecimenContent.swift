import PlistcDiagnostics
import PlistcPropertyList

/// What a specimen page shows beyond the type scale: the file's lint findings and the fonts it
/// embeds.
public struct SpecimenContent: Sendable, Hashable {
    /// The lint findings for the file, in the order to list them.
    public var diagnostics: [Diagnostic]
    /// The faces to embed, by PostScript name.
    public var fonts: [String: EmbeddedFont]
    /// Why a face found in the fonts given could not be embedded, by PostScript name.
    public var embeddingProblems: [String: String]

    /// Creates the content of a page.
    public init(
        diagnostics: [Diagnostic] = [], fonts: [String: EmbeddedFont] = [:], embeddingProblems: [String: String] = [:]
    ) {
        self.diagnostics = diagnostics
        self.fonts = fonts
        self.embeddingProblems = embeddingProblems
    }
}

/// A font a specimen page carries inside itself, as a `data:` URL.
public struct EmbeddedFont: Sendable, Hashable {
    /// The font format, as `@font-face` names it.
    public enum Format: String, Sendable, Hashable {
        case truetype, opentype, woff, woff2

        /// The media type of the data URL.
        var mediaType: String {
            switch self {
            case .truetype: "font/ttf"
            case .opentype: "font/otf"
            case .woff: "font/woff"
            case .woff2: "font/woff2"
            }
        }
    }

    /// The font's bytes.
    public let data: [UInt8]
    public let format: Format
    /// The name of the file it comes from, without its folder.
    public let fileName: String
    /// Whether `data` holds only the characters of `SpecimenPage.characters`.
    public let isSubset: Bool

    /// A font whose format its first four bytes tell; `nil` for data that is not a single font
    /// a browser reads (a collection, or not a font at all).
    public init?(data: [UInt8], fileName: String, isSubset: Bool) {
        guard data.count >= 4 else { return nil }
        switch (data[0], data[1], data[2], data[3]) {
        case (0x00, 0x01, 0x00, 0x00), (0x74, 0x72, 0x75, 0x65): format = .truetype  // 1.0, "true"
        case (0x4F, 0x54, 0x54, 0x4F): format = .opentype  // "OTTO"
        case (0x77, 0x4F, 0x46, 0x46): format = .woff  // "wOFF"
        case (0x77, 0x4F, 0x46, 0x32): format = .woff2  // "wOF2"
        default: return nil
        }
        self.data = data
        self.fileName = fileName
        self.isSubset = isSubset
    }

    /// The `src` of its `@font-face` rule.
    public var source: String {
        "url(\"data:\(format.mediaType);base64,\(Base64.encode(data))\") format(\"\(format.rawValue)\")"
    }
}
