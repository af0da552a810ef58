import StyleDictionary

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
                    scale.source, scale.model.rawValue, scale.rounding.rawValue, row.style.rawValue,
                    row.origin.rawValue, row.reason ?? "", row.fontName, row.weight ?? "", SizeText.exact(row.baseSize),
                ] + row.sizes.map(SizeText.exact)
            return [styleRow]
                + SpacingRow.rows(of: row).map { spacing in
                    [
                        scale.source, scale.model.rawValue, scale.rounding.rawValue,
                        row.style.rawValue + "." + spacing.key, row.origin.rawValue, "", "", "",
                        SizeText.exact(spacing.value),
                    ] + spacing.points.map(SizeText.exact)
                }
        }
        return ([header] + rows).map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences("\"", with: "\"\"") + "\""
    }
}
