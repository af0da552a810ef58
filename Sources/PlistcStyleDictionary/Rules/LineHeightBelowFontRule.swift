import PlistcDiagnostics

/// `line-height-below-font`: a `lineHeight` tighter than the font's own line height, which
/// neither framework draws.
public enum LineHeightBelowFontRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "line-height-below-font", defaultSeverity: .warning,
        summary:
            "a lineHeight is tighter than the font's own line height, so lines are drawn at the font's (with --fonts)",
        explanation: """
            The generated Swift draws lines lineHeight × size apart, baseline to baseline, but
            never closer than the font's own line height (hhea ascender − descender + line gap):
            UIKit would clip the glyphs and SwiftUI cannot take spacing away, so both use the
            font's. A tighter lineHeight has no effect; raise it to the font's, or remove it.
            The Bold Text font (legibilityFontName) is checked too. Only fonts with a file in
            --fonts have metrics: a style in the system font or an iOS built-in font is not
            checked.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n<key>lineHeight</key>↓<real>1.1</real>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n<key>lineHeight</key><real>1.5</real>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>lineHeight</key><real>1.1</real>\n</dict>",
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts else { return [] }
        return file.dictionaryEntries.compactMap { entry in
            guard let multiple = entry.lineHeightMultiple, let found = entry.lineHeight,
                ExtensionKeyRule.lineHeights.contains(multiple)
            else { return nil }
            // The font whose own line height is the most above the style's: the regular one, or
            // the Bold Text one, which both frameworks draw under Bold Text.
            let faces: [(name: String, role: String)] = [
                entry.fontNameString.map { ($0, "") },
                entry.legibilityFontName?.value.stringValue.map { ($0, " (its Bold Text font)") },
            ].compactMap { $0 }
            let tightest =
                faces
                .compactMap { face in fonts.face(named: face.name)?.lineHeightPerPoint.map { (face, $0) } }
                .filter { $0.1 > multiple }
                .max { $0.1 < $1.1 }
            guard let (face, own) = tightest else { return nil }
            let written = SizeText.display(multiple)
            // Rounded up, so that the value suggested is not below the font's own.
            let fonts = SizeText.display((own * 1000).rounded(.up) / 1000)
            return description.diagnostic(
                "\(entry.key)'s lineHeight \(written) is below \(face.name)'s own line height\(face.role) (\(fonts) × size): lines are drawn \(fonts) × size apart in SwiftUI, UIKit and the specimen; set lineHeight to \(fonts) or more, or remove it",
                at: found.value.location, keyPath: entry.key + ".lineHeight")
        }
    }
}
