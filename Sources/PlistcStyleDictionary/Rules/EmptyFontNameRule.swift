import PlistcDiagnostics

/// `empty-font-name`: `fontName` is empty or only white space.
public enum EmptyFontNameRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "empty-font-name", defaultSeverity: .error,
        summary: "fontName is empty or white space",
        explanation: """
            An empty fontName decodes, but UIFont(name:size:) finds no font by that name, so the
            style silently uses the system font. Write the font's PostScript name.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string></string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>  </string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard let name = entry.fontName, let text = name.value.stringValue, text.isBlank
            else { return nil }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key)).fontName' is empty: no font has that name, so '\(QuotedText.short(entry.key))' silently uses the system font; write the font's PostScript name",
                at: name.value.location, keyPath: entry.key + ".fontName")
        }
    }
}
