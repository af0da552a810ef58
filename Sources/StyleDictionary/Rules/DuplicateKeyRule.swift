import PropertyList

/// `duplicate-key`: a key appears twice in one dictionary.
public enum DuplicateKeyRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-key", defaultSeverity: .warning,
        summary: "a key appears twice in one <dict>; the last one wins",
        explanation: """
            A property list may repeat a key, but only its last value is read: the earlier one is
            silently ignored, which is rarely what was meant. Remove or merge the duplicates.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n↓<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Medium</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let root = file.document.root else { return [] }
        var diagnostics: [Diagnostic] = []
        var pending: [(value: PlistValue, path: String)] = [(root, "")]
        while let (value, path) = pending.popLast() {
            switch value.content {
            case .dictionary(let dictionary):
                let entries = dictionary.entries
                for (index, entry) in entries.enumerated() {
                    func keyPath() -> String { path.isEmpty ? entry.key : path + "." + entry.key }
                    if let first = entries[..<index].first(where: { PlistDictionary.sameKey($0.key, entry.key) }) {
                        diagnostics.append(
                            description.diagnostic(
                                "'\(keyPath())' appears again (first at \(first.keyLocation.line):\(first.keyLocation.column)): only this last one is read, the earlier one is ignored",
                                at: entry.keyLocation, keyPath: keyPath()))
                    }
                    if case .dictionary = entry.value.content {
                        pending.append((entry.value, keyPath()))
                    } else if case .array = entry.value.content {
                        pending.append((entry.value, keyPath()))
                    }
                }
            case .array(let items):
                for (index, item) in items.enumerated() {
                    switch item.content {
                    case .dictionary, .array: pending.append((item, path + "[\(index)]"))
                    default: break
                    }
                }
            default:
                break
            }
        }
        return diagnostics
    }
}
