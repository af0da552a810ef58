import Diagnostics
import JSON
import PropertyList
import StyleDictionary

/// `plistc import`: DTCG 2025.10 typography tokens turned into style-dictionary entries. A
/// token maps to a text style by an explicit map (token path → style), else by its name or
/// its group's: `body`, `Body`, `large-title`, `title1` (UIKit's, with a note). Sizes in `px`
/// are points, `rem` are multiplied by the base; the PostScript name is plistc's own (from a
/// plistc export's `$extensions`), else the face of the given fonts with the token's family
/// and weight, else the family itself when it is one (`Avenir-Heavy`), else a guess from the
/// family and weight (`AvenirNext-SemiBold`), with a warning. A system font of a plistc export
/// (a style with no entry) is left out, as it was.
public struct TokenImport: Sendable {
    /// One style's entry, in the order of the keys written.
    public struct Entry: Sendable, Hashable {
        public let style: TextStyle
        public var fontName: String
        public var fontSize: Double
        public var lineHeight: Double? = nil
        public var letterSpacing: Double? = nil
        public var maximumPointSize: Double? = nil
        public var legibilityFontName: String? = nil
    }

    /// The entries, in Apple's style order.
    public let entries: [Entry]
    /// Every problem, located in the tokens file.
    public let diagnostics: [Diagnostic]
    /// The format the file was read in (``TokenFormat/name``).
    public let format: String

    /// Reads the tokens of `root`, the document's value, from the file at `path`.
    public init(
        _ root: JSONValue, path: String, styles map: [String: String] = [:], remBase: Double = 16,
        fonts: FontAvailability? = nil
    ) {
        let tokens = DesignTokens(root, path: path)
        format = tokens.format.name
        var diagnostics = tokens.diagnostics
        var mapped: [Int: String] = [:]
        for (tokenPath, style) in map { if let token = tokens.token(at: tokenPath) { mapped[token] = style } }
        var names = StyleNames(groups: tokens.groups)
        var found: [TextStyle: Entry] = [:]
        for (index, token) in tokens.tokens.enumerated() where Self.isTypography(token) {
            guard let style = names.style(of: token, mapped: mapped[index], diagnostics: &diagnostics) else {
                continue
            }
            if found[style] != nil {
                diagnostics.append(
                    TokenFinding.diagnostic(
                        "'\(token.path)' is a second token for \(style.rawValue): only the first is imported; map one of them elsewhere with \"styles\" in .plistc.json",
                        at: token.location, severity: .warning))
                continue
            }
            var reader = TokenReader(token: token, remBase: remBase, fonts: fonts)
            if let entry = reader.entry(for: style) { found[style] = entry }
            diagnostics += reader.diagnostics
        }
        if found.isEmpty {
            diagnostics.append(
                TokenFinding.diagnostic(
                    "no typography token maps to a text style: name them like the styles (body, largeTitle…) or map them with \"styles\" in .plistc.json",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        entries = TextStyle.allCases.compactMap { found[$0] }
        self.diagnostics = diagnostics
    }

    /// A typography token: its type says so, or (Style Dictionary's classic format, which has
    /// no types) it has none and its value is a composite with a family and a size.
    private static func isTypography(_ token: DesignTokens.Token) -> Bool {
        token.type == "typography"
            || (token.type == nil && token.value["fontFamily"] != nil && token.value["fontSize"] != nil)
    }
}
