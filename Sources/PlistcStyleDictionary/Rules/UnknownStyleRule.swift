import PlistcDiagnostics

/// `unknown-style`: a top-level key is not one of the eleven text styles.
public enum UnknownStyleRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "unknown-style", defaultSeverity: .error,
        summary: "a top-level key is not one of the 11 text styles ScaledFont looks up",
        explanation: """
            ScaledFont looks up exactly largeTitle, title, title2, title3, headline,
            subheadline, body, callout, footnote, caption and caption2 (SwiftUI's spellings,
            case-sensitive); the 2017 ScaledFont code (--runtime scaledfont2017) looks up UIKit's
            raw values instead (UICTFontTextStyleTitle0 … UICTFontTextStyleCaption2). Any other
            key is decoded and then never used, so the style it was meant for silently uses the
            system font. UIKit's .title1 and .caption1 are title and caption here, and UIKit's
            constants (UIFontTextStyleBody) are not their raw values (UICTFontTextStyleBody).
            """,
        fixes: """
            a key that differs from a style's key only in letter case (Body) or is UIKit's name
            or constant for it (title1, caption1, UIFontTextStyleBody) is renamed to the key the
            runtime looks up (body; UICTFontTextStyleBody under --runtime scaledfont2017), unless
            the file already has that style or another key would take it. Spelling guesses
            (captoin) stay suggestions.
            """,
        triggeringExamples: [
            "↓<key>title1</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>",
            "↓<key>Body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>title</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>"
        ])

    /// The keys each format looks up, in words, made once.
    private static let everyName = "the keys are " + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
    private static let everyRawValue =
        "the keys are " + TextStyle.allCases.map(\.uiKitRawValue).joined(separator: ", ")

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        Findings.all(description.id) { report(file, options: options, to: &$0) }
    }

    /// Only the findings that can be shown are made, and the spelling search runs only for
    /// those that are worded: once for the words and the suggestion both.
    public static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings) {
        // Most files have no unknown key: the renames are worked out only for those that do.
        guard file.entries.contains(where: { if case .unknown = $0.kind { true } else { false } }) else { return }
        let renames = file.styleRenames
        let runtime = file.runtime
        let looker = runtime.readsRawValueKeys ? "the 2017 ScaledFont code" : "ScaledFont"
        // With --sources, a custom style the Swift names is looked up; one it does not name,
        // and that misspells no style, is unused-style's.
        let custom = runtime.readsRawValueKeys ? options.customStyleKeys : nil
        for entry in file.entries {
            guard case .unknown(let key) = entry.kind else { continue }
            if let custom, custom.contains(key) || suggestion(for: key, runtime) == nil { continue }
            findings.add(at: entry.keyLocation, severity: description.defaultSeverity) {
                description.diagnostic(
                    at: entry.keyLocation, keyPath: key, fix: renames.fix(key, at: entry.keyLocation)
                ) {
                    let meant = suggestion(for: key, runtime)
                    return (
                        "'\(QuotedText.short(key))' is not a text style \(looker) looks up, so it is never used: \(hint(meant, runtime))",
                        meant
                    )
                }
            }
        }
    }

    /// The style `key` misspells, in the runtime's format.
    private static func suggestion(for key: String, _ runtime: DeviceRuntime) -> String? {
        StyleSuggestion.style(for: key).map(runtime.key(for:))
    }

    /// What the message ends with: the style meant (`suggestion`), or every key the runtime
    /// looks up.
    private static func hint(_ suggestion: String?, _ runtime: DeviceRuntime) -> String {
        suggestion.map { "did you mean '\($0)'?" }
            ?? (runtime.readsRawValueKeys ? everyRawValue : everyName)
    }
}
