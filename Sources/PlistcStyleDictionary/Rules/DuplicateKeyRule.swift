import PlistcDiagnostics
import PlistcPropertyList

/// `duplicate-key`: a key appears twice in the top-level dictionary or in an entry.
public enum DuplicateKeyRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "duplicate-key", defaultSeverity: .warning,
        summary: "a key appears twice in one <dict>; the last one wins",
        explanation: """
            A property list may repeat a key, but only its last value is read: the earlier one is
            silently ignored, which is rarely what was meant. Remove or merge the duplicates.
            Checked where ScaledFont reads: the top-level dictionary and each entry.
            """,
        fixes: """
            every earlier entry of the key, which is ignored, is removed with its lines: only
            the last, the one read, stays.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n↓<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Medium</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n↓<key>fontSize</key><integer>18</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        Findings.all(description.id) { report(file, options: options, to: &$0) }
    }

    /// A key written 80,000 times has as many findings: only those that can be shown are made.
    public static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings) {
        guard file.rootDictionary != nil else { return }
        report(file.rootRepeatedEntries, path: "", to: &findings)
        for entry in file.dictionaryEntries {
            // An overridden entry is read no more than its key; the duplicates of the last one count.
            if let repeated = entry.dictionary?.repeatedEntries, !repeated.isEmpty {
                report(repeated, path: entry.key + ".", to: &findings)
            }
        }
    }

    private static func report(_ repeated: [PlistDictionary.Repeat], path: String, to findings: inout Findings) {
        for (entry, first, previous) in repeated {
            findings.add(at: entry.keyLocation, severity: description.defaultSeverity) {
                let keyPath = path + entry.key
                return description.diagnostic(
                    "'\(QuotedText.short(keyPath))' appears again (first at \(first.keyLocation.line):\(first.keyLocation.column)): only this last one is read, the earlier one is ignored",
                    at: entry.keyLocation, keyPath: keyPath,
                    fix: Fix(
                        .entry(key: previous.keyLocation), with: "",
                        summary:
                            "the earlier '\(QuotedText.short(keyPath))' (\(previous.keyLocation.line):\(previous.keyLocation.column)), which was ignored, removed"
                    ))
            }
        }
    }
}
