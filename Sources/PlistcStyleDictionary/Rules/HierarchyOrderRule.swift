import PlistcDiagnostics
import PlistcPropertyList

/// `hierarchy-order`: sizes at the default content size invert Apple's order.
public enum HierarchyOrderRule: DictionaryRule {
    /// Apple's two size orders, largest first: a style should not be larger than one before it.
    public static let chains: [[TextStyle]] = [
        [.largeTitle, .title, .title2, .title3, .headline],
        [.body, .callout, .subheadline, .footnote, .caption, .caption2],
    ]

    public static let description = RuleDescription(
        id: "hierarchy-order", defaultSeverity: .warning,
        summary: "sizes invert Apple's hierarchy (a caption larger than body)",
        explanation: """
            Apple's text styles shrink in a fixed order: largeTitle >= title >= title2 >= title3
            >= headline, and body >= callout >= subheadline >= footnote >= caption >= caption2.
            A style larger than one before it in that order (caption larger than body) is
            usually a swapped or mistyped size.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>13</integer>\n</dict>\n<key>caption</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>caption</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>12</integer>\n</dict>"
        ])

    /// A style of a chain that the file sets to a usable size: its entry and size at `.large`.
    struct Sized {
        let style: TextStyle
        let entry: StyleEntry
        let size: Double
        /// Where the size stands.
        let location: SourceLocation
        /// The style's usable `maximumPointSize`, when it is no smaller than the size: a cap
        /// below the style's own size is extension-key's error, not a cap.
        let cap: Double?
    }

    /// Each style of each chain that the file sets to a usable size, with the one before it in
    /// its chain that the file sets to a usable size, in the chains' order; unusable sizes have
    /// font-size-range errors of their own. No list is made: most files have no inversion, and
    /// the rules that look at these pairs find nothing.
    static func forEachPair(in file: StyleDictionaryFile, _ body: (_ larger: Sized, _ smaller: Sized) -> Void) {
        for chain in chains {
            var previous: Sized?
            for style in chain {
                guard let sized = sized(style, in: file) else { continue }
                if let previous { body(previous, sized) }
                previous = sized
            }
        }
    }

    /// The style, when the file sets it to a usable size.
    private static func sized(_ style: TextStyle, in file: StyleDictionaryFile) -> Sized? {
        guard let entry = file.entry(for: style), let size = entry.fontSizePoints,
            let location = entry.fontSizeLocation,
            FontSizeRangeRule.isUsable(size)
        else { return nil }
        let cap = entry.usableMaximumPointSize.flatMap { $0 >= size ? $0 : nil }
        return Sized(style: style, entry: entry, size: size, location: location, cap: cap)
    }

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        // Each style against the one before it that the file sets to a usable size, so one
        // inversion is one warning.
        var findings: [Diagnostic] = []
        forEachPair(in: file) { larger, smaller in
            guard smaller.size > larger.size else { return }
            findings.append(
                description.diagnostic(
                    "'\(QuotedText.short(smaller.entry.key))' is \(SizeText.exact(smaller.size)) pt, larger than '\(QuotedText.short(larger.entry.key))' at \(SizeText.exact(larger.size)) pt: Apple's order has \(larger.style.rawValue) at least as large; are the sizes swapped?",
                    at: smaller.location, keyPath: smaller.entry.key + ".fontSize"))
        }
        return findings
    }
}
