import PropertyList
import StyleDictionary

/// The scale as JSON, in the schema the README documents (stable, for scripts):
/// `{"source", "model", "rounding", "categories", "styles": [{"style", "origin", "reason",
/// "fontName", "weight", "design", "baseSize", "sizes", (with fonts: "fontFile", "fontWeight"),
/// "lineHeight", "letterSpacing", "lineHeights", "letterSpacings", "lineSpacing"}]}`: the line height as a multiple and the letter spacing in
/// points at Large, and both in points at every content size (`null` when the style sets
/// none); `lineSpacing`, with `--fonts`, the spacing per content size that makes each line
/// exactly that tall given the font's own line height (`null` without the font's metrics). A size that is not a finite number is `null` (`font-size-range` says why).
enum JSONGenerator {
    static func render(_ scale: TypeScale) -> String {
        func string(_ text: String?) -> String { text.map(JSONString.quoted) ?? "null" }
        func list(_ sizes: [Double]) -> String { "[" + sizes.map(SizeText.json).joined(separator: ", ") + "]" }
        let styles = scale.rows.map { row in
            var fields: [(String, String)] = [
                ("style", string(row.style.rawValue)), ("origin", string(row.origin.rawValue)),
                ("reason", string(row.reason)), ("fontName", string(row.fontName)), ("weight", string(row.weight)),
                ("design", string(row.design)), ("baseSize", SizeText.json(row.baseSize)), ("sizes", list(row.sizes)),
            ]
            if scale.showsFonts {
                fields += [
                    ("fontFile", string(row.fontFile)), ("fontWeight", row.fontWeight.map(String.init) ?? "null"),
                ]
            }
            let spacing: [(String, String)] = [
                ("lineHeight", row.lineHeight.map(SizeText.json) ?? "null"),
                ("letterSpacing", row.letterSpacing.map(SizeText.json) ?? "null"),
                ("lineHeights", row.lineHeights.map(list) ?? "null"),
                ("letterSpacings", row.letterSpacings.map(list) ?? "null"),
                ("lineSpacing", row.lineSpacings.map(list) ?? "null"),
            ]
            fields += spacing
            return "    {" + fields.map { "\(JSONString.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return """
            {
              "source": \(string(scale.source)),
              "model": \(string(scale.model.rawValue)),
              "rounding": \(string(scale.rounding.rawValue)),
              "categories": [\(scale.categories.map { string($0.rawValue) }.joined(separator: ", "))],
              "styles": [
            \(styles.joined(separator: ",\n"))
              ]
            }

            """
    }
}
