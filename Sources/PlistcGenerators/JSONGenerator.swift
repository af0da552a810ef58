import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// The scale as JSON, in the schema docs/build.md documents (stable, for scripts):
/// `{"source", "model", "rounding", "table", "measured", "assumed", "categories", "styles": [{"style", "origin", "reason",
/// "fontName", "weight", "design", "baseSize", "sizes", (with fonts: "fontFile", "fontWeight",
/// "fontLineHeight", the font's own line height per point of size),
/// "lineHeight", "letterSpacing", "lineHeights", "letterSpacings", "lineSpacing"}]}`: the line height as a multiple and the letter spacing in
/// points at Large, and both in points at every content size (`null` when the style sets
/// none); `lineSpacing`, with `--fonts`, the spacing per content size that puts lines that far
/// apart given the font's own line height, 0 where the line height is tighter than the font's
/// (`null` without the font's metrics). A size that is not a finite number is `null` (`font-size-range` says why).
enum JSONGenerator {
    static func render(_ scale: TypeScale) -> String {
        JSONWriter.text(document(scale), layout: layout, finalNewline: true)
    }

    /// Where the scale's lines break: the document and its list of styles one member a line,
    /// each style on one line.
    static let layout = JSONWriter.Layout.lines(depth: 2)

    /// The scale as a JSON value.
    static func document(_ scale: TypeScale) -> JSONValue {
        let styles = scale.rows.map { row in
            var fields: [JSONValue.Member] = [
                .init("style", .string(row.style.rawValue)), .init("origin", .string(row.origin.rawValue)),
                .init("reason", .optional(row.reason)), .init("fontName", .string(row.fontName)),
                .init("weight", .optional(row.weight)), .init("design", .optional(row.design)),
                .init("baseSize", .measure(row.baseSize)), .init("sizes", measures(row.sizes)),
            ]
            if scale.showsFonts {
                fields += [
                    .init("fontFile", .optional(row.fontFile)),
                    .init("fontWeight", row.fontWeight.map { .int($0) } ?? .null),
                    .init("fontLineHeight", .measure(row.fontLineHeightPerPoint)),
                ]
            }
            fields += [
                .init("lineHeight", .measure(row.lineHeight)), .init("letterSpacing", .measure(row.letterSpacing)),
                .init("lineHeights", row.lineHeights.map(measures) ?? .null),
                .init("letterSpacings", row.letterSpacings.map(measures) ?? .null),
                .init("lineSpacing", row.lineSpacings.map(measures) ?? .null),
            ]
            return JSONValue.object(fields)
        }
        return JSONValue.object([
            "source": .string(scale.source), "model": .string(scale.model.rawValue),
            "rounding": .string(scale.rounding.rawValue), "table": .string(scale.model.table),
            "measured": .string(scale.model.measured), "assumed": .string(scale.model.assumed),
            "categories": .array(scale.categories.map { .string($0.rawValue) }), "styles": .array(styles),
        ])
    }

    private static func measures(_ values: [Double]) -> JSONValue { .array(values.map { .measure($0) }) }
}

extension JSONGenerator: ScaleGenerator {
    static let name = "json"
    static let fileExtensions = ["json"]
    static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String { render(scale) }
}
