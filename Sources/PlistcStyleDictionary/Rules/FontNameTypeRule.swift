import PlistcDiagnostics

/// `font-name-type`: `fontName` is not a `<string>`.
public enum FontNameTypeRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "font-name-type", defaultSeverity: .error,
        summary: "fontName is not a <string>",
        explanation: """
            fontName must be a <string> holding a PostScript name. Any other type (<integer>,
            <true/>, <dict>) fails to decode, and ScaledFont ignores the whole file.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<integer>17</integer>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>17</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard let name = entry.fontName, name.value.stringValue == nil else { return nil }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key)).fontName' is <\(name.value.elementName)>, not a <string>: write the PostScript name as <string>…</string>; ScaledFont ignores the whole file until then",
                at: name.value.location, keyPath: entry.key + ".fontName")
        }
    }
}
