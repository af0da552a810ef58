import PlistcDiagnostics

/// `missing-font-name`: an entry has no `fontName`.
public enum MissingFontNameRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "missing-font-name", defaultSeverity: .error,
        summary: "an entry has no fontName",
        explanation: """
            fontName is required: an entry without it fails to decode, and ScaledFont then
            ignores the whole file. Add the font's PostScript name (which may differ from its
            file name), for example <key>fontName</key><string>Noteworthy-Light</string>.
            """,
        triggeringExamples: ["<key>body</key>\n↓<dict>\n<key>fontSize</key><integer>17</integer>\n</dict>"],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard entry.decodingFailures.contains(.missingFontName) else { return nil }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key))' has no fontName: add <key>fontName</key> with the font's PostScript name; without it ScaledFont ignores the whole file",
                at: entry.value.location, keyPath: entry.key)
        }
    }
}
