import Diagnostics

/// `line-height-below-font`: a `lineHeight` tighter than the font's own line height, which
/// neither framework draws.
public enum LineHeightBelowFontRule: Rule {
    public static let description = RuleDescription(
        id: "line-height-below-font", defaultSeverity: .warning,
        summary:
            "a lineHeight is tighter than the font's own line height, so lines are drawn at the font's (with --fonts)",
        explanation: """
            The generated Swift draws lines lineHeight × size apart, baseline to baseline, but
            never closer than the font's own line height (hhea ascender − descender + line gap):
            UIKit would clip the glyphs and SwiftUI cannot take spacing away, so both use the
            font's. A tighter lineHeight has no effect; raise it to the font's, or remove it.
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
                let name = entry.fontNameString, let own = fonts.face(named: name)?.lineHeightPerPoint,
                multiple < own, ExtensionKeyRule.lineHeights.contains(multiple)
            else { return nil }
            let written = SizeText.display(multiple)
            let fonts = SizeText.display((own * 1000).rounded() / 1000)
            return description.diagnostic(
                "\(entry.key)'s lineHeight \(written) is below \(name)'s own line height (\(fonts) × size): lines are drawn \(fonts) × size apart in SwiftUI, UIKit and the specimen; set lineHeight to \(fonts) or more, or remove it",
                at: found.value.location, keyPath: entry.key + ".lineHeight")
        }
    }
}
