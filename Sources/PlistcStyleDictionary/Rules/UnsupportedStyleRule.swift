import PlistcDiagnostics

/// `unsupported-style`: `extraLargeTitle` or `extraLargeTitle2`.
public enum UnsupportedStyleRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "unsupported-style", defaultSeverity: .warning,
        summary: "extraLargeTitle and extraLargeTitle2 are real styles that ScaledFont ignores",
        explanation: """
            iOS 17 and visionOS added extraLargeTitle and extraLargeTitle2, but ScaledFont never
            looks them up: the entry is decoded and unused, and those styles use the system font.
            """,
        triggeringExamples: [
            "↓<key>extraLargeTitle</key>\n<dict>\n<key>fontName</key><string>Avenir-Black</string>\n<key>fontSize</key><integer>36</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>largeTitle</key>\n<dict>\n<key>fontName</key><string>Avenir-Black</string>\n<key>fontSize</key><integer>34</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.entries.compactMap { entry in
            guard case .unsupported(let key) = entry.kind else { return nil }
            return description.diagnostic(
                "'\(QuotedText.short(key))' is a real text style, but ScaledFont never looks it up: the entry is ignored and the style uses the system font",
                at: entry.keyLocation, keyPath: key)
        }
    }
}
