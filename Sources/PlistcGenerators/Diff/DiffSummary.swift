import PlistcDiagnostics
import PlistcStyleDictionary

/// The words every diff output shares: the summary of a comparison, and its numbers as people
/// read them.
enum DiffSummary {
    /// One line: what changed (`2 styles change at 13 of 132 sizes; 1 style now falls back to
    /// the system font; 1 finding added`), or that nothing did.
    static func sentence(_ comparison: ScaleComparison) -> String {
        let total = comparison.categories.count * TextStyle.allCases.count
        switch comparison.presence {
        case .added: return "added: " + parts(comparison, total: total).joined(separator: "; ")
        case .removed: return "removed: " + parts(comparison, total: total).joined(separator: "; ")
        case .both:
            let parts = parts(comparison, total: total)
            let sentence =
                parts.isEmpty
                ? "no change: the same sizes at every content size, the same fonts, fallbacks and findings"
                : parts.joined(separator: "; ")
            return sentence + unchanged(comparison)
        }
    }

    /// What stays wrong on both sides, which no row shows: ` (unchanged: 11 styles fall back
    /// to the system font on both sides; 1 error on both sides, which plistc lint shows)`.
    private static func unchanged(_ comparison: ScaleComparison) -> String {
        var parts: [String] = []
        let fallbacks = comparison.fallingBackOnBothSides.count
        if fallbacks > 0 {
            parts.append(
                "\(counted(fallbacks, "style falls", "styles fall")) back to the system font on both sides")
        }
        let errors = comparison.errorsOnBothSides
        if errors > 0 { parts.append("\(counted(errors, "error", "errors")) on both sides, which plistc lint shows") }
        return parts.isEmpty ? "" : " (unchanged: \(parts.joined(separator: "; ")))"
    }

    private static func parts(_ comparison: ScaleComparison, total: Int) -> [String] {
        var parts: [String] = []
        let styles = Set(comparison.cells.map(\.style)).count
        if !comparison.cells.isEmpty {
            parts.append(
                "\(counted(styles, "style", "styles")) \(styles == 1 ? "changes" : "change") at \(comparison.cells.count) of \(total) sizes"
            )
        }
        let others = comparison.properties.count
        if others > 0 { parts.append(counted(others, "other property changes", "other properties change")) }
        if !comparison.fallbacksAdded.isEmpty {
            let count = comparison.fallbacksAdded.count
            parts.append(
                "\(counted(count, "style", "styles")) now \(count == 1 ? "falls" : "fall") back to the system font")
        }
        if !comparison.fallbacksRemoved.isEmpty {
            let count = comparison.fallbacksRemoved.count
            parts.append(
                "\(counted(count, "style", "styles")) no longer \(count == 1 ? "falls" : "fall") back")
        }
        if !comparison.findingsAdded.isEmpty {
            parts.append("\(counted(comparison.findingsAdded.count, "finding", "findings")) added")
        }
        if !comparison.findingsResolved.isEmpty {
            parts.append("\(counted(comparison.findingsResolved.count, "finding", "findings")) resolved")
        }
        return parts
    }

    /// `1 style`, `2 styles`, `1,200 findings`.
    static func counted(_ number: Int, _ one: String, _ many: String) -> String {
        "\(CountText.grouped(number)) \(number == 1 ? one : many)"
    }

    /// A size, `—` where the side has none.
    static func size(_ value: Double?) -> String { value.map(SizeText.display) ?? "—" }

    /// The change in points with its sign (`+1`, `-0.5`); `—` where there is none to give.
    static func delta(_ cell: ScaleComparison.Cell) -> String {
        guard let delta = cell.delta else { return "—" }
        return (delta > 0 ? "+" : "") + SizeText.display(delta)
    }

    /// The change in per cent, to one decimal, with its sign (`+7.1%`, `+5.0%`); `—` where
    /// there is none.
    static func percent(_ cell: ScaleComparison.Cell) -> String {
        guard let percent = cell.percent, percent.isFinite, abs(percent) < 1e12 else { return "—" }
        let tenths = Int((abs(percent) * 10).rounded())
        let sign = tenths == 0 ? "" : percent > 0 ? "+" : "-"
        return "\(sign)\(tenths / 10).\(tenths % 10)%"
    }

    /// `caption now falls back to the system font (was Brand-Regular): REASON`, each text from
    /// the file through `quote`.
    static func fallbackAdded(_ fallback: ScaleComparison.Fallback, quote: (String) -> String) -> String {
        let was = fallback.font.map { " (was \(quote($0)))" } ?? ""
        return "\(fallback.style.rawValue) now falls back to the system font\(was): \(quote(fallback.reason))"
    }

    /// `caption2 no longer falls back, now Brand-Regular (it fell back: REASON)`.
    static func fallbackRemoved(_ fallback: ScaleComparison.Fallback, quote: (String) -> String) -> String {
        let now = fallback.font.map { ", now \(quote($0))" } ?? ""
        return "\(fallback.style.rawValue) no longer falls back\(now) (it fell back: \(quote(fallback.reason)))"
    }

    /// A property's value, `none` where it is not set.
    static func value(_ text: String?) -> String { text ?? "none" }
}
