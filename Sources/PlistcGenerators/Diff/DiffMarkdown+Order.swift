import PlistcDiagnostics
import PlistcStyleDictionary

/// The order of a pull request comment's dictionaries, and its overview: what matters most
/// first, so that no dictionary's name (which a pull request chooses) can push what it does
/// out of the comment.
extension DiffMarkdown {
    /// `comparisons` by how much each changes on the device: the most styles that start falling
    /// back first, then the most errors added, the most findings added, the most sizes changed;
    /// ties in the order given (git's).
    static func ordered(_ comparisons: [ScaleComparison]) -> [ScaleComparison] {
        func weight(_ comparison: ScaleComparison) -> [Int] {
            [
                comparison.fallbacksAdded.count,
                comparison.findingsAdded.filter { $0.severity == .error }.count,
                comparison.findingsAdded.count, comparison.cells.count,
                comparison.fallbacksRemoved.count + comparison.findingsResolved.count + comparison.properties.count,
            ]
        }
        return comparisons.enumerated().sorted { left, right in
            let (a, b) = (weight(left.element), weight(right.element))
            return a != b ? a.lexicographicallyPrecedes(b) == false : left.offset < right.offset
        }.map(\.element)
    }

    /// The most dictionaries the overview names one by one; the rest are counted.
    static let overviewRows = 100

    /// A table of every dictionary compared, in `ordered`'s order, with what changes in each:
    /// the first thing a reviewer reads, before any section the budget may leave out.
    static func overview(_ ordered: [ScaleComparison]) -> String {
        var lines = [
            "", "| dictionary | styles that now fall back | errors added | sizes changed |", "|:--|--:|--:|--:|",
        ]
        for comparison in ordered.prefix(overviewRows) {
            let errors = comparison.findingsAdded.filter { $0.severity == .error }.count
            lines.append(
                "| \(MarkdownText.escaped(name(of: comparison))) | \(comparison.fallbacksAdded.count) | \(errors) | \(comparison.cells.count) |"
            )
        }
        if ordered.count > overviewRows {
            lines.append("")
            lines.append("\(ordered.count - overviewRows) more, with fewer changes, are not listed.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A dictionary's name: its new side's, or its old side's when it is removed.
    static func name(of comparison: ScaleComparison) -> String {
        comparison.new.scale == nil && comparison.old.scale != nil ? comparison.old.label : comparison.new.label
    }

    /// The note that ends a comment the budget cut: how many sections are left out, and the
    /// dictionaries they belong to (the least changed, by `ordered`).
    static func leftOut(_ sections: Int, of dictionaries: [String]) -> String {
        let named = CountText.list(dictionaries) { MarkdownText.escaped($0) }
        return
            "\n> [!NOTE]\n> \(sections) more \(sections == 1 ? "section is" : "sections are") not shown, of \(named): this comment stays under GitHub's limit of 65,536 characters. Run `plistc diff` locally, or with `--emit json` or `--emit html`, for all of it.\n"
    }
}
