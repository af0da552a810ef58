import PlistcDiagnostics

/// `dictionary-void`: an entry fails to decode, so ScaledFont ignores the whole file.
public enum DictionaryVoidRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "dictionary-void", defaultSeverity: .error,
        summary: "ScaledFont will ignore the whole file because an entry fails to decode",
        explanation: """
            ScaledFont decodes the whole file at once inside try?. If any entry is not a <dict>,
            lacks fontName or fontSize, or holds them with the wrong type, decoding fails and
            every text style silently uses the system font, not only the broken one. This one
            diagnostic, at the top of the file, names the culprits (five, and how many more); each
            has its own error too.
            """,
        triggeringExamples: [
            "<plist version=\"1.0\">\n↓<dict>\n<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n</dict>\n</dict>\n</plist>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        let culprits = file.undecodableEntries
        guard file.rootDictionary != nil, !culprits.isEmpty else { return [] }
        let list = CountText.list(culprits, separator: "; ") { culprit in
            let item: Sentence =
                "'\(QuotedText.short(culprit.key))' (\(CountText.joined(culprit.decodingFailures.map(\.summary), separator: ", ")))"
            return item.text
        }
        let notes = CountText.lines(culprits, rest: "entries that do not decode") { culprit in
            let line: Sentence = "\(culprit.keyLocation): '\(QuotedText.short(culprit.key))' does not decode"
            return line.text
        }
        return [
            description.diagnostic(
                "ScaledFont will ignore this whole file and every text style will use the system font, because of \(list): fix \(culprits.count == 1 ? "it" : "them") and the file applies again",
                at: file.rootLocation, notes: notes)
        ]
    }
}

extension StyleEntry.DecodingFailure {
    /// A few words for the failure, as the void diagnostic lists them.
    var summary: String {
        switch self {
        case .notADictionary(let element): "<\(element)> instead of <dict>"
        case .missingFontName: "no fontName"
        case .missingFontSize: "no fontSize"
        case .fontNameNotAString(let element): "fontName is <\(element)>"
        case .fontSizeNotANumber(let element): "fontSize is <\(element)>"
        case .variantNotAString(let key, let element): "\(key) is <\(element)>"
        }
    }
}
