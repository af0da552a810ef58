import PlistcDiagnostics

/// `entry-not-dictionary`: a style's value is not a `<dict>`.
public enum EntryNotDictionaryRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "entry-not-dictionary", defaultSeverity: .error,
        summary: "a style's value is not a <dict> with fontName and fontSize",
        explanation: """
            Every top-level value must be a <dict> holding fontName and fontSize. ScaledFont
            decodes all of them at once, so one value of another type voids the whole file and
            every style uses the system font, even for keys it never looks up.
            """,
        triggeringExamples: [
            "<key>body</key>\n↓<string>Avenir-Book</string>", "<key>title1</key>\n↓<integer>28</integer>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        Findings.all(description.id) { report(file, options: options, to: &$0) }
    }

    /// A file of 80,000 strings has as many findings: only those that can be shown are made.
    public static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings) {
        for entry in file.entries where entry.dictionary == nil {
            findings.add(at: entry.value.location, severity: description.defaultSeverity) {
                description.diagnostic(
                    "'\(QuotedText.short(entry.key))' holds <\(entry.value.elementName)>, not a <dict> with fontName and fontSize: ScaledFont ignores the whole file because of it",
                    at: entry.value.location, keyPath: entry.key)
            }
        }
    }
}
