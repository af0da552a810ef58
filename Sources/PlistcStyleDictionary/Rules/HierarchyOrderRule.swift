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

    /// The styles of `chain` that the file sets to a usable size, in the chain's order; unusable
    /// sizes have font-size-range errors of their own.
    static func sized(_ chain: [TextStyle], in file: StyleDictionaryFile) -> [Sized] {
        // Sized for the whole chain at once: a list that grows as it goes is copied each time.
        var sized: [Sized] = []
        sized.reserveCapacity(chain.count)
        for style in chain {
            guard let entry = file.entry(for: style), let size = entry.fontSizePoints,
                let location = entry.fontSizeLocation,
                FontSizeRangeRule.isUsable(size)
            else { continue }
            let cap = entry.usableMaximumPointSize.flatMap { $0 >= size ? $0 : nil }
            sized.append(Sized(style: style, entry: entry, size: size, location: location, cap: cap))
        }
        return sized
    }

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        chains.flatMap { chain -> [Diagnostic] in
            // Each style against the one before it that the file sets to a usable size, so one
            // inversion is one warning.
            let sized = sized(chain, in: file)
            return sized.indices.dropFirst().compactMap { index in
                guard sized[index].size > sized[index - 1].size else { return nil }
                let (larger, smaller) = (sized[index - 1], sized[index])
                return description.diagnostic(
                    "'\(QuotedText.short(smaller.entry.key))' is \(SizeText.exact(smaller.size)) pt, larger than '\(QuotedText.short(larger.entry.key))' at \(SizeText.exact(larger.size)) pt: Apple's order has \(larger.style.rawValue) at least as large; are the sizes swapped?",
                    at: smaller.location, keyPath: smaller.entry.key + ".fontSize")
            }
        }
    }
}
