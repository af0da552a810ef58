import PlistcDiagnostics

/// `hierarchy-order-scaled`: sizes in Apple's order at the default content size invert it at
/// another, once scaled: the styles grow at different rates (a title3 of 24 pt passes a
/// largeTitle of 34 pt at AX4).
public enum HierarchyOrderScaledRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "hierarchy-order-scaled", defaultSeverity: .warning,
        summary: "sizes in Apple's order at the default size invert it at another content size, once scaled",
        explanation: """
            Each style grows with the content size at its own rate (by the leadings iOS applies
            under the default UIFontMetrics model, by Apple's published ones under --model
            uifontmetrics-hig, by Apple's size table under --model pointsize): a title3 grows
            2.6 times from Large to AX5, a largeTitle 1.7 times. So sizes that keep Apple's order
            at the default size (see hierarchy-order) can invert it at the accessibility sizes.
            This checks the scaled sizes at all 12 content sizes, with the model and rounding of
            --model and --rounding, and names the first size where a style grows larger than the
            one before it, by how much, and the largest size that keeps it in order everywhere. A style's maximumPointSize caps it, as in plistc's
            generated Swift (ScaledFont itself has no cap). Apple's own default sizes, scaled by
            the same model, are the reference: where the model inverts them too (under the
            default model, caption2 at 11 pt passes caption at 12 pt at every content size but
            Large), the file is not at fault and nothing is reported.
            """,
        triggeringExamples: [
            "<key>largeTitle</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>34</integer>\n</dict>\n<key>title3</key>\n<dict>\n<key>fontName</key><string>Avenir-Medium</string>\n<key>fontSize</key>↓<integer>24</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>largeTitle</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>34</integer>\n</dict>\n<key>title3</key>\n<dict>\n<key>fontName</key><string>Avenir-Medium</string>\n<key>fontSize</key><integer>20</integer>\n</dict>",
            "<key>largeTitle</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>34</integer>\n</dict>\n<key>title3</key>\n<dict>\n<key>fontName</key><string>Avenir-Medium</string>\n<key>fontSize</key><integer>24</integer>\n<key>maximumPointSize</key><integer>50</integer>\n</dict>",
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        HierarchyOrderRule.forEachPair(in: file) { larger, smaller in
            if let finding = inversion(of: smaller, under: larger, options) { findings.append(finding) }
        }
        return findings
    }

    /// The finding for a pair that inverts at some content size where Apple's own sizes do not.
    private static func inversion(
        of smaller: HierarchyOrderRule.Sized, under larger: HierarchyOrderRule.Sized, _ options: LintOptions
    ) -> Diagnostic? {
        let (model, rounding) = (options.model, options.rounding)
        // An inversion at the default size is hierarchy-order's; a pair no larger apart
        // than Apple's own sizes inverts only where Apple's does.
        guard smaller.size <= larger.size, !invertsOnlyWithApple(smaller, larger) else { return nil }
        func size(_ sized: HierarchyOrderRule.Sized, base: Double? = nil, _ category: ContentSizeCategory)
            -> Double
        {
            model.size(base ?? sized.size, sized.style, at: category, rounding: rounding, maximum: sized.cap)
        }
        // Where the model inverts Apple's own default sizes too (caption2 passes caption
        // at every size but Large under UIFontMetrics), the file is not at fault. Most
        // pairs never invert: Apple's order is asked only at a size where the file's pair
        // does.
        func inAppleOrder(_ category: ContentSizeCategory) -> Bool {
            model.size(Double(smaller.style.appleDefaultSize), smaller.style, at: category, rounding: rounding)
                <= model.size(
                    Double(larger.style.appleDefaultSize), larger.style, at: category, rounding: rounding)
        }
        func inverts(_ base: Double?, at category: ContentSizeCategory) -> Bool {
            size(smaller, base: base, category) > size(larger, category)
        }
        guard
            let first = ContentSizeCategory.allCases.first(where: { inverts(nil, at: $0) && inAppleOrder($0) })
        else {
            return nil
        }
        let checked = ContentSizeCategory.allCases.filter(inAppleOrder)
        let (over, under) = (size(smaller, first), size(larger, first))
        // The largest base in tenths of a point that keeps the order at every size, as
        // scaled and rounded: at most 10,000 tries, for a pair that inverts.
        let tenths = stride(from: Int((smaller.size * 10).rounded(.down)), through: 1, by: -1).first { tenth in
            !checked.contains { inverts(Double(tenth) / 10, at: $0) }
        }
        let keep =
            tenths.map { " (\(SizeText.exact(Double($0) / 10)) pt or less keeps it in order at every size)" }
            ?? ""
        return description.diagnostic(
            "at \(first.shortLabel) (\(first.rawValue)) '\(QuotedText.short(smaller.entry.key))' grows to \(SizeText.exact(over)) pt, \(SizeText.exact(over - under)) pt larger than '\(QuotedText.short(larger.entry.key))' at \(SizeText.exact(under)) pt, though no larger at the default size (\(SizeText.exact(smaller.size)) pt against \(SizeText.exact(larger.size)) pt): the two grow at different rates (\(model.summary), \(rounding.summary)); make \(smaller.style.rawValue) smaller\(keep), or cap it with maximumPointSize",
            at: smaller.location, keyPath: smaller.entry.key + ".fontSize")
    }
}

extension HierarchyOrderScaledRule {
    /// Whether the pair can invert only at a content size where Apple's own default sizes for
    /// the two styles invert too, which is not the file's fault: when the smaller style is no
    /// larger than Apple's size for it and the larger no smaller than Apple's (and uncapped).
    /// Every scaled size is its base times a positive factor, rounded, then capped, and each
    /// step keeps the order of bases (IEEE arithmetic rounds monotonically), so the smaller
    /// style's scaled size stays at or under Apple's and the larger's at or over Apple's at every
    /// content size: an inversion of the file's pair is one of Apple's. Most files are at or near
    /// Apple's sizes, and this spares them 24 scaled sizes per pair.
    static func invertsOnlyWithApple(_ smaller: HierarchyOrderRule.Sized, _ larger: HierarchyOrderRule.Sized)
        -> Bool
    {
        larger.cap == nil && smaller.size <= Double(smaller.style.appleDefaultSize)
            && larger.size >= Double(larger.style.appleDefaultSize)
    }
}

extension Rounding {
    /// The rounding in words, for messages: "whole points".
    var summary: String {
        switch self {
        case .points: "whole points"
        case .pixels2x: "rounded to 1/2 pt"
        case .pixels3x: "rounded to 1/3 pt"
        case .none: "unrounded"
        }
    }
}
