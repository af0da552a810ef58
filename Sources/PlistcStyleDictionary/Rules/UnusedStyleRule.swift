import PlistcDiagnostics

/// `unused-style`: with `--sources`, an entry for a style no call site asks its dictionary for.
public enum UnusedStyleRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "unused-style", defaultSeverity: .note,
        summary: "an entry for a style the app's Swift never asks its dictionary for (with --sources)",
        explanation: """
            With --sources, plistc knows which styles the app asks each dictionary for
            (`font(forTextStyle: .body)`, `.scaledFont(.body)`). An entry for any other style is
            loaded and never shown: remove it, or keep it for code plistc does not read. A key of
            a custom style (the 2017 code looks up any raw value) is used when a
            UIFont.TextStyle(rawValue:) of the app names it, and noted when none does. Nothing
            is noted for a dictionary that a call site asks for a style held in a variable, as
            that could be any. The examples are checked as if the app's Swift asked for body
            only.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n↓<key>caption2</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>11</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(usedStyles: [.body]))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        unnamedCustomStyles(file, options: options) + unusedStyles(file, options: options)
    }

    /// Under a runtime that reads raw values, the keys that are no style's, that misspell none,
    /// and that no `UIFont.TextStyle(rawValue:)` of the app names.
    private static func unnamedCustomStyles(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard file.runtime.readsRawValueKeys, let custom = options.customStyleKeys else { return [] }
        return file.entries.compactMap { entry in
            guard case .unknown(let key) = entry.kind, !custom.contains(key), StyleSuggestion.style(for: key) == nil
            else { return nil }
            return description.diagnostic(
                "no UIFont.TextStyle(rawValue: \"\(QuotedText.short(key))\") in the app's Swift asks for '\(QuotedText.short(key))', and it is not one of the eleven text styles: the entry is never shown; remove it, or keep it for code plistc does not read",
                at: entry.keyLocation, keyPath: key)
        }
    }

    private static func unusedStyles(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let used = options.usedStyles else { return [] }
        return TextStyle.allCases.compactMap { style in
            guard !used.contains(style), let entry = file.entry(for: style) else { return nil }
            return description.diagnostic(
                "no call site in the app's Swift asks this dictionary for \(style.rawValue): the '\(QuotedText.short(entry.key))' entry is never shown; remove it, or keep it for code plistc does not read",
                at: entry.keyLocation, keyPath: entry.key)
        }
    }
}
