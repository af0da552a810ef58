import Diagnostics
import StyleDictionary

/// A Markdown table, for pull requests and design documentation.
enum MarkdownGenerator {
    static func render(_ scale: TypeScale) -> String {
        let labels = scale.categories.map { $0 == .large ? "**\($0.shortLabel)**" : $0.shortLabel }
        var lines = [
            "# Type scale: \(escape(scale.source))", "",
            "Model `\(scale.model.rawValue)` (\(scale.model.tableSummary)), rounding `\(scale.rounding.rawValue)`; sizes in points; **L** is the default size.",
            "",
            "Measured: \(scale.model.measured) Assumed: \(scale.model.assumed)",
            "",
            "| style | font | base | " + labels.joined(separator: " | ") + " |",
            "|---|---|---:|" + String(repeating: "---:|", count: labels.count),
        ]
        for row in scale.rows {
            let style = row.origin == .system ? "\(row.style.rawValue) (system)" : row.style.rawValue
            let cells = [style, escape(row.fontName), SizeText.display(row.baseSize)] + row.sizes.map(SizeText.display)
            lines.append("| " + cells.joined(separator: " | ") + " |")
            for spacing in SpacingRow.rows(of: row) {
                let cells = ["↳ \(spacing.label)", "", spacing.displayValue] + spacing.points.map(SizeText.display)
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        let fallbacks = scale.rows.filter { $0.origin == .system && $0.reason != nil }
        if !fallbacks.isEmpty {
            lines += ["", "System fonts, at Apple's sizes:", ""]
            lines += fallbacks.map { "- \($0.style.rawValue): \(escape($0.reason ?? ""))" }
        }
        if let note = SpacingRow.lineSpacingNote(scale) { lines += ["", note] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text from a file as Markdown shows it literally: the characters that start markup
    /// (`|` would end the table cell, `<` start HTML, `[` a link, `&` a reference) escaped with
    /// a backslash, and line breaks and other hidden characters as visible escapes
    /// (`VisibleText`), so that no text can end its table row or line.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if let ascii = character.asciiValue, markup.contains(ascii) { result.append("\\") }
            result.append(character)
        }
        return VisibleText.escaped(result)
    }

    private static let markup = Set("\\`*_[]<>|&~".utf8)
}

extension String {
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { result += character == target ? replacement : String(character) }
        return result
    }
}
