import PlistcDiagnostics

/// `unknown-entry-key`: an entry holds a key other than `fontName` and `fontSize`.
public enum UnknownEntryKeyRule: DictionaryRule {
    /// The keys an entry is read for: ScaledFont's two, and plistc's extensions.
    public static let knownKeys = [
        "fontName", "fontSize", "maximumPointSize", "legibilityFontName", "lineHeight", "letterSpacing",
    ]

    private static let aliases = [
        "font": "fontName", "name": "fontName", "family": "fontName", "fontfamily": "fontName",
        "postscriptname": "fontName", "face": "fontName", "size": "fontSize", "pointsize": "fontSize",
        "points": "fontSize",
    ]

    public static let description = RuleDescription(
        id: "unknown-entry-key", defaultSeverity: .warning,
        summary: "an entry holds a key other than fontName and fontSize",
        explanation: """
            ScaledFont reads only fontName and fontSize (case-sensitive) and ignores anything
            else in an entry; plistc also reads its extensions maximumPointSize,
            legibilityFontName, lineHeight and letterSpacing for generated code. A misspelled key (fontname, FontSize, font)
            leaves the real key missing, which voids the whole file.
            """,
        fixes: """
            a key that differs from a known key only in letter case (fontname, FontSize) is
            renamed, unless the entry already has it.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n↓<key>fontname</key><string>Avenir-Book</string>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        Findings.all(description.id) { report(file, options: options, to: &$0) }
    }

    /// Only the findings that can be shown are made, and the spelling search runs only for
    /// those that are worded: once for the words and the suggestion both.
    public static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings) {
        // The gewill fork also reads design and weight (`system-font-variant` checks them).
        let known = knownKeys + (options.runtime.decodesSystemFontEntries ? ["design", "weight"] : [])
        for entry in file.dictionaryEntries {
            guard let dictionary = entry.dictionary, dictionary.entries.contains(where: { !known.contains($0.key) })
            else { continue }
            let renames = KeyRenames.entryKeys(dictionary, known: known)
            for inner in dictionary.effectiveEntries where !known.contains(inner.key) {
                let (entryKey, key) = (entry.key, inner.key)
                findings.add(at: inner.keyLocation, severity: description.defaultSeverity) {
                    description.diagnostic(
                        at: inner.keyLocation, keyPath: entryKey + "." + key,
                        fix: renames.fix(key, at: inner.keyLocation)
                    ) {
                        let meant = suggestion(for: key)
                        return (
                            "'\(QuotedText.short(entryKey))' holds '\(QuotedText.short(key))', which ScaledFont ignores: an entry is read for fontName and fontSize (and plistc's maximumPointSize, legibilityFontName, lineHeight and letterSpacing)\(meant.map { "; did you mean '\($0)'?" } ?? "")",
                            meant
                        )
                    }
                }
            }
        }
    }

    private static func suggestion(for key: String) -> String? {
        spellings.suggestion(for: key, within: 2)
    }

    private static let spellings = SpellingIndex(knownKeys, aliases: aliases)
}
