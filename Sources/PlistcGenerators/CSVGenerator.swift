import PlistcDiagnostics
import PlistcStyleDictionary

/// Comma-separated values (RFC 4180), one row per style; model and rounding on every row so
/// that rows keep their meaning when copied elsewhere. A style's line height and letter
/// spacing, when it sets them, follow it as rows of their own (`body.lineHeight`: its
/// multiple in `baseSize`, points per size).
enum CSVGenerator {
    static func render(_ scale: TypeScale) -> String {
        let header =
            ["source", "model", "rounding", "style", "origin", "reason", "fontName", "weight", "baseSize"]
            + scale.categories.map(\.rawValue)
        let rows = scale.rows.flatMap { row in
            let styleRow =
                [
                    text(scale.source), scale.model.rawValue, scale.rounding.rawValue, row.style.rawValue,
                    row.origin.rawValue, text(row.reason ?? ""), text(row.fontName), text(row.weight ?? ""),
                    SizeText.exact(row.baseSize),
                ] + row.sizes.map(SizeText.exact)
            return [styleRow]
                + SpacingRow.rows(of: row).map { spacing in
                    [
                        text(scale.source), scale.model.rawValue, scale.rounding.rawValue,
                        row.style.rawValue + "." + spacing.key, row.origin.rawValue, "", "", "",
                        SizeText.exact(spacing.value),
                    ] + spacing.points.map(SizeText.exact)
                }
        }
        return ([header] + rows).map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A cell of text from a file, neutralised for spreadsheets: one that starts as a formula
    /// would (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, which
    /// spreadsheets show as text, never evaluate; hidden characters are visible escapes
    /// (`VisibleText`). Numbers are plistc's own and written as they are.
    private static func text(_ cell: String) -> String {
        let visible = VisibleText.escaped(cell, keepingLineBreaks: true)
        guard let first = visible.utf8.first, formulaStarts.contains(first) else { return visible }
        return "'" + visible
    }

    private static let formulaStarts = Set("=+-@\t\r".utf8)

    private static func field(_ text: String) -> String {
        // Byte by byte: "\r\n" is one Character, equal to neither line break alone.
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return "\"" + text.replacingOccurrences("\"", with: "\"\"") + "\""
    }
}

extension CSVGenerator: ScaleGenerator {
    static let name = "csv"
    static let fileExtensions = ["csv"]
    static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String { render(scale) }
}
