import PropertyList

/// `unknown-style`: a top-level key is not one of the eleven text styles.
public enum UnknownStyleRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-style", defaultSeverity: .error,
        summary: "a top-level key is not one of the 11 text styles ScaledFont looks up",
        explanation: """
            ScaledFont looks up exactly largeTitle, title, title2, title3, headline,
            subheadline, body, callout, footnote, caption and caption2 (SwiftUI's spellings,
            case-sensitive). Any other key is decoded and then never used, so the style it was
            meant for silently uses the system font. UIKit's .title1 and .caption1 are title and
            caption here.
            """,
        triggeringExamples: [
            "↓<key>title1</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>",
            "↓<key>Body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>title</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>"
        ])

    private static let everyKey = "the keys are " + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        let renames = KeyRenames.styles(in: file)
        return file.entries.compactMap { entry in
            guard case .unknown(let key) = entry.kind else { return nil }
            let suggestion = StyleSuggestion.style(for: key)
            let hint = suggestion.map { "did you mean '\($0.rawValue)'?" } ?? everyKey
            return description.diagnostic(
                "'\(key)' is not a text style ScaledFont looks up, so it is never used: \(hint)",
                at: entry.keyLocation, keyPath: key, suggestion: suggestion?.rawValue,
                fix: renames.fix(key, at: entry.keyLocation))
        }
    }
}
