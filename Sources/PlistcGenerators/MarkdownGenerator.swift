import PlistcDiagnostics
import PlistcStyleDictionary

/// A Markdown table, for pull requests and design documentation.
enum MarkdownGenerator {
    static func render(_ scale: TypeScale) -> String {
        let labels = scale.categories.map { $0 == .large ? "**\($0.shortLabel)**" : $0.shortLabel }
        var lines = [
            "# Type scale: \(MarkdownText.escaped(scale.source))", "",
            "Model `\(scale.model.rawValue)` (\(scale.model.tableSummary)), rounding `\(scale.rounding.rawValue)`; sizes in points; **L** is the default size.",
            "",
            "Measured: \(MarkdownText.escaped(scale.model.measured)) Assumed: \(MarkdownText.escaped(scale.model.assumed))",
            "",
            "| style | font | base | " + labels.joined(separator: " | ") + " |",
            "|---|---|---:|" + String(repeating: "---:|", count: labels.count),
        ]
        for row in scale.rows {
            let style = row.origin == .system ? "\(row.style.rawValue) (system)" : row.style.rawValue
            let cells =
                [style, MarkdownText.escaped(row.fontName), SizeText.display(row.baseSize)]
                + row.sizes.map(SizeText.display)
            lines.append("| " + cells.joined(separator: " | ") + " |")
            for spacing in SpacingRow.rows(of: row) {
                let cells = ["↳ \(spacing.label)", "", spacing.displayValue] + spacing.points.map(SizeText.display)
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        let fallbacks = scale.rows.filter { $0.origin == .system && $0.reason != nil }
        if !fallbacks.isEmpty {
            lines += ["", "System fonts, at Apple's sizes:", ""]
            lines += fallbacks.map { "- \($0.style.rawValue): \(MarkdownText.escaped($0.reason ?? ""))" }
        }
        if let note = SpacingRow.lineSpacingNote(scale) { lines += ["", note] }
        return lines.joined(separator: "\n") + "\n"
    }

}

extension String {
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { result += character == target ? replacement : String(character) }
        return result
    }
}

extension MarkdownGenerator: ScaleGenerator {
    static let name = "markdown"
    static let fileExtensions = ["md", "markdown"]
    static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String { render(scale) }
}
