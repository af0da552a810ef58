import PropertyList

/// `legacy-style-key`: a key is a UIKit raw value from the older format.
public enum LegacyStyleKeyRule: Rule {
    public static let description = RuleDescription(
        id: "legacy-style-key", defaultSeverity: .error,
        summary: "a key is a UIKit raw value (UICTFontTextStyleBody) that ScaledFont 1.0 never reads",
        explanation: """
            The 2017 version of ScaledFont (and SKScaledFont) keyed the file by UIKit raw values
            such as UICTFontTextStyleBody. ScaledFont 1.0 looks up SwiftUI's names instead, so
            these keys are never read and every such style uses the system font. Rename each key.
            """,
        triggeringExamples: [
            "↓<key>UICTFontTextStyleBody</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        let renames = KeyRenames.styles(in: file)
        return file.entries.compactMap { entry in
            guard case .legacy(let style) = entry.kind else { return nil }
            return description.diagnostic(
                "'\(entry.key)' is a UIKit raw value from the older format: ScaledFont 1.0 never reads it, so \(style.rawValue) uses the system font; rename the key to '\(style.rawValue)'",
                at: entry.keyLocation, keyPath: entry.key, suggestion: style.rawValue,
                fix: renames.fix(entry.key, at: entry.keyLocation))
        }
    }
}
