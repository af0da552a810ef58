import PlistcDiagnostics
import PlistcStyleDictionary

/// An aligned terminal table: one row per style, one column per content size, the default
/// column marked `[L]`, fallback rows marked `*` and explained below. Text from the file is
/// shown with its hidden characters escaped (`VisibleText`), so no row can be broken or hidden.
enum TableGenerator {
    static func render(_ scale: TypeScale) -> String {
        let fontColumns = scale.showsFonts ? ["weight", "file"] : []
        let header =
            ["style", "font", "base"]
            + scale.categories.map { $0 == .large ? "[\($0.shortLabel)]" : $0.shortLabel } + fontColumns
        let rows = scale.rows.flatMap { row in
            let font =
                scale.showsFonts
                ? [
                    row.fontWeight.map(String.init) ?? "-",
                    row.fontFile.map { VisibleText.escaped($0) } ?? (row.origin == .custom ? "built in" : "-"),
                ]
                : []
            let styleRow =
                [
                    row.style.rawValue + (row.origin == .system ? " *" : ""), VisibleText.escaped(row.fontName),
                    SizeText.display(row.baseSize),
                ] + row.sizes.map(SizeText.display) + font
            return [styleRow]
                + SpacingRow.rows(of: row).map { spacing in
                    ["  " + spacing.label, "", spacing.displayValue] + spacing.points.map(SizeText.display)
                        + font.map { _ in "" }
                }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 || column == header.count - 1 && scale.showsFonts ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var text =
            "\(VisibleText.escaped(scale.source)): model \(scale.model.rawValue) (\(scale.model.tableSummary)), rounding \(scale.rounding.rawValue), sizes in points\n"
        text += "measured: \(scale.model.measured)\nassumed: \(scale.model.assumed)\n"
        text += ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
        let fallbacks = scale.rows.filter { $0.origin == .system && $0.reason != nil }
        if !fallbacks.isEmpty {
            text += "\n* system font (Apple's sizes):\n"
            for row in fallbacks { text += "  \(row.style.rawValue): \(VisibleText.escaped(row.reason ?? ""))\n" }
        }
        if let note = SpacingRow.lineSpacingNote(scale) { text += "\n" + note + "\n" }
        return text
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

extension TableGenerator: ScaleGenerator {
    static let name = "table"
    static let fileExtensions = ["txt", "table"]
    static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String { render(scale) }
}
