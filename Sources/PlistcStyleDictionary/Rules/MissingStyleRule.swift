import PlistcDiagnostics

/// `missing-style`: a text style has no entry.
public enum MissingStyleRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "missing-style", defaultSeverity: .note,
        summary: "a text style has no entry and uses the system font (an error under --require-all-styles)",
        explanation: """
            A style without an entry is valid: ScaledFont gives it the system font
            (UIFont.preferredFont(forTextStyle:)), and the other styles keep their custom fonts.
            It is often an oversight, so plistc notes it; --require-all-styles makes it an error.
            With --sources, only the styles the app's Swift asks the dictionary for are noted
            (all of them when a call site holds its style in a variable).
            """,
        triggeringExamples: [
            "<plist version=\"1.0\">\n↓<dict>\n<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n</dict>\n</plist>"
        ],
        nonTriggeringExamples: [
            TextStyle.allCases.map {
                "<key>\($0.rawValue)</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>\($0.appleDefaultSize)</integer>\n</dict>"
            }.joined(separator: "\n")
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        // In a void file every style falls back already; dictionary-void says so once.
        guard file.rootDictionary != nil, file.undecodableEntries.isEmpty else { return [] }
        return TextStyle.allCases.compactMap { style in
            // A key of the other format for the style has its own error, which says the same.
            guard file.entry(for: style) == nil, file.otherFormatEntry(for: style) == nil else { return nil }
            // With the app's Swift read, a style no call site asks for is no oversight.
            if let used = options.usedStyles, !used.contains(style), !options.requires(style) { return nil }
            let key = file.runtime.key(for: style)
            return description.diagnostic(
                "no '\(QuotedText.short(key))' entry: \(style.rawValue) uses the system font (\(style.appleDefaultSize) pt at the default size)",
                at: file.rootLocation, keyPath: key, severity: options.requires(style) ? .error : nil)
        }
    }
}
