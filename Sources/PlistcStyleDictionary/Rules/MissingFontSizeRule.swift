import PlistcDiagnostics

/// `missing-font-size`: an entry has no `fontSize`.
public enum MissingFontSizeRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "missing-font-size", defaultSeverity: .error,
        summary: "an entry has no fontSize",
        explanation: """
            fontSize is required: an entry without it fails to decode, and ScaledFont then
            ignores the whole file. Add the size in points at the default content size (Large),
            for example <key>fontSize</key><integer>17</integer>.
            """,
        triggeringExamples: ["<key>body</key>\n↓<dict>\n<key>fontName</key><string>Avenir-Book</string>\n</dict>"],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><real>17.5</real>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard entry.decodingFailures.contains(.missingFontSize) else { return nil }
            let suggestion = entry.kind.defaultSize.map { "<key>fontSize</key><integer>\($0)</integer>" }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key))' has no fontSize: add <key>fontSize</key> with its size in points at the default content size; without it ScaledFont ignores the whole file",
                at: entry.value.location, keyPath: entry.key, suggestion: suggestion)
        }
    }
}
