import PlistcDiagnostics

/// `unknown-suppression`: a `plistc:` comment, in a property list or in the app's Swift, names
/// a directive or a rule plistc does not know, so it silences nothing it was meant to.
public enum UnknownSuppressionRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "unknown-suppression", defaultSeverity: .warning,
        summary: "a plistc: comment names a directive or a rule plistc does not know, so it silences nothing",
        explanation: """
            Comments silence findings with one grammar in property lists and in Swift:
            plistc:disable RULE … plistc:enable RULE, plistc:disable:next RULE,
            plistc:disable:this RULE and plistc:disable-file RULE, with rules separated by
            spaces or commas, and all (or no rule) for every rule. A misspelt directive
            (plistc:disabel) or rule ID (unknwn-font) would silence nothing and say nothing:
            this finding names the closest directive or rule instead.
            """,
        triggeringExamples: [
            "↓<!-- plistc:disabel unknown-style -->\n<key>title1</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>28</integer>\n</dict>",
            "↓<!-- plistc:disable unknwn-style -->\n<key>title1</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>28</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<!-- plistc:disable:next unknown-style -->\n<key>title1</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>28</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.suppressionComments.flatMap { findings($0.unknown, at: $0.comment.location) }
    }

    /// A finding for each word a comment at `location` holds that plistc does not know
    /// (`SuppressionDirective.read`'s `unknown`): an unknown directive, or each unknown rule.
    public static func findings(_ unknown: [SuppressionDirective.Unknown], at location: SourceLocation)
        -> [Diagnostic]
    {
        unknown.map { unknown in
            let hint = unknown.suggestion.map { ": did you mean '\($0)'?" } ?? ""
            let words: Sentence =
                unknown.isDirective
                ? "'plistc:\(QuotedText.short(unknown.word))' is no directive plistc knows, so this comment silences nothing\(hint) (disable, enable, disable:next, disable:this or disable-file, each followed by rules or all)"
                : "'\(QuotedText.short(unknown.word))' is no rule plistc knows, so this comment silences nothing for it\(hint) (plistc rules lists them)"
            return description.diagnostic(words, at: location, suggestion: unknown.suggestion)
        }
    }
}
