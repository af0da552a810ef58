import PlistcDiagnostics
import PlistcJSON
import PlistcPropertyList
import PlistcStyleDictionary

/// `plistc import`: typography tokens turned into style-dictionary entries. A token maps to a
/// text style by an explicit map (token path → style), else by its name or its group's: `body`,
/// `Body`, `large-title`, `title1` (UIKit's, with a note). Sizes are read as the tools write them
/// (`TokenReader`, `TokenMath`); the PostScript name is plistc's own (from a plistc export's
/// `$extensions`), else resolved from the family stack (`TokenReader+FontName`: the given fonts,
/// iOS's, by CSS's matching), else guessed, with a warning. A system font of a plistc export (a
/// style with no entry) is left out, as it was. Problems in tokens no style uses are warnings.
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

    /// How one style's token was chosen, for `--verbose`.
    public struct Mapping: Sendable, Hashable {
        /// How a token was found for a style.
        public enum Reason: Sendable, Hashable {
            /// `"styles"` in `.plistc.json` maps the token to the style.
            case configuration
            /// The token is named like the style (`body`, `large-title`).
            case name
            /// A group that holds the token is named like the style.
            case groupName(String)
            /// The token or a group is named with UIKit's name (`title1` for `title`).
            case uikitName(String)
            /// The token is a role of Material 3's type scale (`headlineLarge`), which the
            /// preset maps to the style.
            case material3(String)
        }

        public let style: TextStyle
        /// The token's path (`typography.body`).
        public let token: String
        public let location: SourceLocation
        public let reason: Reason

        /// How the style was found, in words: `by its name`, `by "styles" in .plistc.json`.
        public var explanation: String {
            switch reason {
            case .configuration: "by \"styles\" in .plistc.json"
            case .name: "by its name"
            case .groupName(let group): "by its group's name, '\(group)'"
            case .uikitName(let name): "by UIKit's name \(name)"
            case .material3(let role): "as Material 3's \(MaterialPreset.spelled(role)), by the material3 preset"
            }
        }
    }

    /// The entries, in Apple's style order.
    public let entries: [Entry]
    /// How each style's token was chosen, in Apple's style order.
    public let mappings: [Mapping]
    /// Every problem, located in the tokens file.
    public let diagnostics: [Diagnostic]
    /// The format each file was read in (``TokenFormat/name``), in the order given.
    public let formats: [String]
    /// The format of the first file.
    public var format: String { formats.first ?? "" }

    /// Reads the tokens of `root`, the document's value, from the file at `path`.
    public init(
        _ root: JSONValue, path: String, styles map: [String: String] = [:], remBase: Double = 16,
        fonts: FontAvailability? = nil
    ) {
        self.init([TokenFile(root: root, path: path)], styles: map, remBase: remBase, fonts: fonts)
    }

    /// Reads the tokens of `files` as one set of tokens, a later file's over an earlier one's at
    /// the same path; the tokens of sets read for reference only map to a style only by the
    /// `"styles"` map, which wins over names: a style it maps is no other token's by name.
    /// `mapLocations` says where each key of the map is (in `.plistc.json`), for the error on a
    /// key that names no token.
    ///
    /// `preset` is `"material3"` to map Material 3's roles to styles (``MaterialPreset``),
    /// `"none"` to map by names only; `nil` applies the Material 3 preset, with a note, when the
    /// typography tokens are named as at least three of its roles.
    ///
    /// `variant` chooses the responsive variant read (`md` of `h1.@md`, ``TokenVariants``);
    /// `nil` reads the first the tokens write, with a note.
    public init(
        _ files: [TokenFile], styles map: [String: String] = [:], mapLocations: [String: SourceLocation] = [:],
        preset: String? = nil, variant: String? = nil, remBase: Double = 16, fonts: FontAvailability? = nil
    ) {
        let tokens = DesignTokens(files)
        formats = tokens.formats.map(\.name)
        let path = files.first?.path ?? "-"
        let start = SourceLocation(file: path, line: 1, column: 1)
        var diagnostics: [Diagnostic] = []
        let variants = TokenVariants(tokens.tokens, asked: variant)
        if let finding = variants.finding(asked: variant, at: start) { diagnostics.append(finding) }
        var mapped: [Int: String] = [:]
        var reserved: [TextStyle: String] = [:]
        for (tokenPath, style) in map.sorted(by: { $0.key < $1.key }) {
            let paths = [tokenPath] + variants.withVariant(tokenPath)
            guard let token = paths.lazy.compactMap({ tokens.token(qualified: $0) }).first else {
                diagnostics.append(Self.unknownKey(tokenPath, in: tokens, at: mapLocations[tokenPath] ?? start))
                continue
            }
            mapped[token] = style
            if let style = TextStyle(rawValue: style) { reserved[style] = tokens.tokens[token].path }
        }
        let roles = Self.materialRoles(tokens, preset: preset, at: start, diagnostics: &diagnostics)
        var names = StyleNames(groups: tokens.groups)
        var found: [TextStyle: Entry] = [:]
        var mappings: [TextStyle: Mapping] = [:]
        var mappedLocations: Set<SourceLocation> = []
        var unmapped: [DesignTokens.Token] = []
        var referenceOnly = 0
        // Typography tokens that "styles" maps to a name that is no style (an error of its own).
        var misMapped = 0
        // A token the map names is read whatever its variant.
        for (index, token) in tokens.tokens.enumerated()
        where Self.isTypography(token) && (mapped[index] != nil || variants.reads(token)) {
            if token.referenceOnly && mapped[index] == nil {
                referenceOnly += 1
                continue
            }
            let role = mapped[index] == nil ? roles[index] : nil
            if let role, MaterialPreset.styles[role] == nil {
                unmapped.append(token)
                continue
            }
            guard
                let (style, reason) = role.flatMap({ role in MaterialPreset.styles[role].map { ($0, .material3(role)) }
                })
                    ?? names.style(of: token, mapped: mapped[index], diagnostics: &diagnostics)
            else {
                if mapped[index] == nil { unmapped.append(token) } else { misMapped += 1 }
                continue
            }
            if reason != .configuration, let owner = reserved[style] {
                diagnostics.append(
                    TokenFinding.diagnostic(
                        "'\(token.path)' is named like \(style.rawValue), which \"styles\" in .plistc.json maps to '\(owner)': not imported",
                        at: token.location, severity: .note))
                continue
            }
            if found[style] != nil {
                diagnostics.append(
                    TokenFinding.diagnostic(
                        "'\(token.path)' is a second token for \(style.rawValue): only the first is imported; map one of them elsewhere with \"styles\" in .plistc.json",
                        at: token.location, severity: .warning))
                continue
            }
            mappedLocations.insert(token.location)
            var reader = TokenReader(token: token, remBase: remBase, fonts: fonts, tokens: tokens)
            if let entry = reader.entry(for: style) {
                found[style] = entry
                mappings[style] = Mapping(style: style, token: token.path, location: token.location, reason: reason)
            }
            diagnostics += reader.diagnostics
        }
        diagnostics = Self.skipped(tokens.diagnostics, unless: mappedLocations) + diagnostics
        if let nesting = tokens.tokens.first(where: { token in
            Self.isTypography(token)
                && JSONValue.typographyFields.contains { token.value[$0]?.nestedTokenValue != nil }
        }) {
            diagnostics.append(
                TokenFinding.diagnostic(
                    "the file nests tokens inside typography values ('\(nesting.path)' writes its fields as {\"$type\", \"$value\"} objects): each is read as its value",
                    at: nesting.location, severity: .note))
        }
        if mappedLocations.isEmpty && misMapped == 0 {
            diagnostics.append(Self.nothingMaps(unmapped, referenceOnly: referenceOnly, remBase: remBase, at: start))
        } else if !unmapped.isEmpty {
            let shown = unmapped.prefix(5).map { "'\($0.path)'" }.joined(separator: ", ")
            let more = unmapped.count > 5 ? ", and \(unmapped.count - 5) more" : ""
            diagnostics.append(
                TokenFinding.diagnostic(
                    "\(unmapped.count) typography token\(unmapped.count == 1 ? "" : "s") map\(unmapped.count == 1 ? "s" : "") to no text style and \(unmapped.count == 1 ? "is" : "are") skipped: \(shown)\(more); map them with \"styles\" in .plistc.json",
                    at: start, severity: .note))
        }
        entries = TextStyle.allCases.compactMap { found[$0] }
        self.mappings = TextStyle.allCases.compactMap { mappings[$0] }
        self.diagnostics = diagnostics
    }

    /// The file's own problems (an alias to nothing, a cycle, a `$ref`): errors where they are
    /// about a token that maps to a style, else warnings, the token skipped, so that one broken
    /// spacing token does not stop the import of the typography.
    private static func skipped(_ problems: [Diagnostic], unless mapped: Set<SourceLocation>) -> [Diagnostic] {
        problems.map { problem in
            guard problem.severity == .error, !mapped.contains(problem.location) else { return problem }
            var warning = problem
            warning.severity = .warning
            warning.message = Diagnostic.Message(problem.message.text + " (the token maps to no text style: skipped)")
            return warning
        }
    }

    /// The error when no typography token maps to a style, with the `.plistc.json` lines that
    /// would map the ones found.
    private static func nothingMaps(
        _ unmapped: [DesignTokens.Token], referenceOnly: Int, remBase: Double, at start: SourceLocation
    ) -> Diagnostic {
        guard !unmapped.isEmpty || referenceOnly > 0 else {
            return TokenFinding.diagnostic(
                "no typography token is here (a token of type typography, or a value with fontFamily and fontSize), which is what becomes a text style: sizes and families alone are not styles; add typography tokens that use them, or import the file that has them too",
                at: start)
        }
        var message =
            "no typography token maps to a text style: name them like the styles (body, largeTitle…) or map them with \"styles\" in .plistc.json"
        let sized = unmapped.map { token -> (path: String, size: Double?) in
            var reader = TokenReader(token: token, remBase: remBase, fonts: nil)
            return (token.path, reader.entry(for: .body)?.fontSize)
        }
        if let suggestion = StyleSuggestion.configuration(for: sized) {
            message += "; for the \(unmapped.count) found, by their sizes: \(suggestion)"
        }
        if referenceOnly > 0 {
            message +=
                "; \(referenceOnly) typography token\(referenceOnly == 1 ? " is" : "s are") in sets the theme reads for reference only (\"source\"), which map to a style only by \"styles\""
        }
        return TokenFinding.diagnostic(message, at: start)
    }

    /// A typography token: its type says so, or (Style Dictionary's classic format, which has
    /// no types) it has none and its value is a composite with a family and a size.
    static func isTypography(_ token: DesignTokens.Token) -> Bool {
        token.type == "typography"
            || (token.type == nil && token.value.typography("fontFamily") != nil
                && token.value.typography("fontSize") != nil)
    }
}
