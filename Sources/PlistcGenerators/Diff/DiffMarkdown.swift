import PlistcDiagnostics
import PlistcStyleDictionary

/// `plistc diff --emit md`: a pull request comment in GitHub-flavoured Markdown. A summary
/// line; then for each dictionary its own, a table per changed style with the changed sizes in
/// full and the others folded in `<details>`, the fallbacks as a warning, the other properties
/// and the findings that changed. Several dictionaries come in order of how much each changes
/// (`ordered`), after an overview of them all; a huge diff stops, saying which dictionaries it
/// leaves out, before GitHub's limit of 65,536 characters a comment.
enum DiffMarkdown {
    /// The most UTF-8 bytes the comment takes (a byte is at most one character): GitHub's limit
    /// less room for the marker the Action puts first.
    static let budget = 65_000

    static func render(_ comparisons: [ScaleComparison]) -> String {
        let ordered = ordered(comparisons)
        var comment = "### plistc diff\n\n" + summary(ordered)
        if ordered.count > 1 { comment += overview(ordered) }
        let blocks = ordered.flatMap { comparison in
            sections(comparison, titled: ordered.count > 1).map { (name(of: comparison), $0) }
        }
        let reserve = 2_000
        for (index, (_, block)) in blocks.enumerated() {
            guard comment.utf8.count + block.utf8.count + reserve <= budget else {
                var dictionaries: [String] = []
                for (label, _) in blocks[index...] where dictionaries.last != label { dictionaries.append(label) }
                comment += leftOut(blocks.count - index, of: dictionaries)
                break
            }
            comment += block
        }
        return comment
    }

    /// The first line: the one dictionary's summary, or how many of several changed.
    private static func summary(_ comparisons: [ScaleComparison]) -> String {
        if comparisons.count == 1, let only = comparisons.first {
            return title(only) + DiffSummary.sentence(only) + "\n"
        }
        guard !comparisons.isEmpty else { return "No style dictionary changed.\n" }
        let changed = comparisons.filter { !$0.isEmpty }.count
        return
            "\(DiffSummary.counted(comparisons.count, "style dictionary", "style dictionaries")) compared, \(changed) with changes on the device.\n"
    }

    private static func title(_ comparison: ScaleComparison) -> String {
        "**\(MarkdownText.escaped(comparison.old.label))** → **\(MarkdownText.escaped(comparison.new.label))**: "
    }

    /// One comparison's sections, each a block the budget takes whole or not at all; `titled`,
    /// headed by its own summary (the first line has it for a single dictionary).
    private static func sections(_ comparison: ScaleComparison, titled: Bool) -> [String] {
        var blocks: [String] = []
        if titled { blocks.append("\n---\n\n" + title(comparison) + DiffSummary.sentence(comparison) + "\n") }
        if !comparison.fallbacksAdded.isEmpty || !comparison.fallbacksRemoved.isEmpty {
            blocks.append(fallbacks(comparison))
        }
        for style in comparison.changedStyles {
            blocks.append(styleTable(style, comparison))
        }
        if !comparison.findingsAdded.isEmpty || !comparison.findingsResolved.isEmpty {
            blocks.append(findings(comparison))
        }
        return blocks
    }

    /// The styles that start or stop falling back, as GitHub's alerts.
    private static func fallbacks(_ comparison: ScaleComparison) -> String {
        var lines: [String] = []
        if !comparison.fallbacksAdded.isEmpty {
            lines += ["", "> [!WARNING]"]
            lines += comparison.fallbacksAdded.map {
                "> - " + DiffSummary.fallbackAdded($0, quote: MarkdownText.escaped)
            }
        }
        if !comparison.fallbacksRemoved.isEmpty {
            lines += ["", "> [!TIP]"]
            lines += comparison.fallbacksRemoved.map {
                "> - " + DiffSummary.fallbackRemoved($0, quote: MarkdownText.escaped)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A style's changed sizes, its other changed properties, and its other sizes folded away.
    private static func styleTable(_ style: TextStyle, _ comparison: ScaleComparison) -> String {
        let changed = comparison.cells.filter { $0.style == style }
        var parts = ["#### `\(style.rawValue)`"]
        if !changed.isEmpty {
            let rows = changed.map { cell in
                "| \(cell.category.rawValue) | \(DiffSummary.size(cell.old)) | \(DiffSummary.size(cell.new)) | \(DiffSummary.delta(cell)) | \(DiffSummary.percent(cell)) |"
            }
            parts.append(
                (["| size | old | new | Δ pt | Δ % |", "|:--|--:|--:|--:|--:|"] + rows).joined(separator: "\n"))
        }
        let properties = comparison.properties.filter { $0.style == style }
        if !properties.isEmpty {
            let rows = properties.map {
                "| \($0.property) | \(MarkdownText.escaped(DiffSummary.value($0.old))) | \(MarkdownText.escaped(DiffSummary.value($0.new))) |"
            }
            parts.append((["| property | old | new |", "|:--|:--|:--|"] + rows).joined(separator: "\n"))
        }
        let unchanged = unchangedSizes(style, comparison, changed: changed)
        if !unchanged.isEmpty {
            let count = DiffSummary.counted(unchanged.count, "size", "sizes")
            let rows = unchanged.map { "| \($0.category.rawValue) | \(DiffSummary.size($0.size)) |" }
            parts.append("<details><summary>\(count) unchanged</summary>")
            parts.append((["| size | pt |", "|:--|--:|"] + rows).joined(separator: "\n"))
            parts.append("</details>")
        }
        return "\n" + parts.joined(separator: "\n\n") + "\n"
    }

    /// The sizes of `style` that are the same on both sides.
    private static func unchangedSizes(
        _ style: TextStyle, _ comparison: ScaleComparison, changed: [ScaleComparison.Cell]
    ) -> [(category: ContentSizeCategory, size: Double)] {
        guard let row = comparison.new.scale?.rows.first(where: { $0.style == style }),
            comparison.old.scale != nil
        else { return [] }
        let changedSizes = Set(changed.map(\.category))
        return zip(comparison.categories, row.sizes).filter { !changedSizes.contains($0.0) }.map { ($0.0, $0.1) }
    }

    private static func findings(_ comparison: ScaleComparison) -> String {
        var lines = ["", "#### Findings", "", "| | severity | rule | message | at |", "|:--|:--|:--|:--|--:|"]
        let rows = comparison.findingsAdded.map { ("added", $0) } + comparison.findingsResolved.map { ("resolved", $0) }
        lines += rows.map { change, finding in
            let location = finding.location
            return
                "| \(change) | \(finding.severity.rawValue) | `\(finding.ruleID)` | \(MarkdownText.escaped(finding.message.text)) | \(location.line):\(location.column) |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
