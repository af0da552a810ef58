import PlistcDiagnostics
import PlistcStyleDictionary

/// `plistc diff`'s default output: for each dictionary, a line saying what changed, then a
/// compact table of the changed cells only (the style named on its first row), then the
/// fallbacks, other properties and findings that changed, one a line.
enum DiffText {
    static func render(_ comparisons: [ScaleComparison]) -> String {
        comparisons.map(section).joined()
    }

    private static func section(_ comparison: ScaleComparison) -> String {
        let title = "\(printable(comparison.old.label)) → \(printable(comparison.new.label))"
        var lines = ["\(title): \(DiffSummary.sentence(comparison))"]
        if !comparison.cells.isEmpty { lines += table(comparison.cells) }
        lines += comparison.fallbacksAdded.map { "  " + DiffSummary.fallbackAdded($0, quote: printable) }
        lines += comparison.fallbacksRemoved.map { "  " + DiffSummary.fallbackRemoved($0, quote: printable) }
        for change in comparison.properties {
            lines.append(
                "  \(change.style.rawValue) \(change.property): \(printable(DiffSummary.value(change.old))) → \(printable(DiffSummary.value(change.new)))"
            )
        }
        lines += comparison.findingsAdded.map { "  + " + finding($0) }
        lines += comparison.findingsResolved.map { "  - " + finding($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The changed cells: style, content size, old, new, the change in points and in per cent.
    private static func table(_ cells: [ScaleComparison.Cell]) -> [String] {
        let header = ["style", "size", "old", "new", "Δ pt", "Δ %"]
        var previous: TextStyle?
        let rows = cells.map { cell in
            defer { previous = cell.style }
            return [
                cell.style == previous ? "" : cell.style.rawValue, cell.category.rawValue,
                DiffSummary.size(cell.old), DiffSummary.size(cell.new), DiffSummary.delta(cell),
                DiffSummary.percent(cell),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            let cells = row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                // The names read from the left, the numbers from the right.
                return column < 2 ? row[column] + padding : padding + row[column]
            }
            return "  " + cells.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }

    /// `error: message [rule] (12:5)`, located in its own side.
    private static func finding(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        return
            "\(diagnostic.severity.rawValue): \(printable(diagnostic.message.text)) [\(diagnostic.ruleID)] (\(location.line):\(location.column))"
    }

    /// Text from a file, on one line, with nothing hidden.
    static func printable(_ text: String) -> String { VisibleText.escaped(text) }
}
