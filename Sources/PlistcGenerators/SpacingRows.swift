import PlistcStyleDictionary

/// A style's line height and letter spacing as rows of their own under it, for the tables:
/// each with its key, its value at Large (the line height as written, a multiple of the size)
/// and its points at every content size of the scale.
struct SpacingRow {
    /// `lineHeight` or `letterSpacing`.
    let key: String
    /// `line height` or `letter spacing`, for people.
    let label: String
    /// The value as the file writes it: `1.2` (a multiple), `-0.4` (points).
    let value: Double
    /// Points at each content size.
    let points: [Double]

    /// The rows of a style: none when it sets neither key.
    static func rows(of row: TypeScale.Row) -> [SpacingRow] {
        var rows: [SpacingRow] = []
        if let multiple = row.lineHeight, let points = row.lineHeights {
            rows.append(SpacingRow(key: "lineHeight", label: "line height", value: multiple, points: points))
        }
        if let spacing = row.letterSpacing, let points = row.letterSpacings {
            rows.append(SpacingRow(key: "letterSpacing", label: "letter spacing", value: spacing, points: points))
        }
        return rows
    }

    /// What a table says of line heights: without the fonts, the spacing between lines that
    /// makes them exact is unknown; `nil` when no style sets a line height.
    static func lineSpacingNote(_ scale: TypeScale) -> String? {
        guard scale.rows.contains(where: { $0.lineHeight != nil }) else { return nil }
        return scale.showsFonts
            ? "Line heights are exact: build --emit json gives the line spacing each size needs (lineSpacing)."
            : "Line heights in points are the multiple times the size; the spacing that makes lines that tall assumes the font's own line height: give --fonts for it (lineSpacing in build --emit json)."
    }

    /// The value for people: `×1.2` for a line height, `-0.4` for a letter spacing.
    var displayValue: String { key == "lineHeight" ? "×" + SizeText.display(value) : SizeText.display(value) }
}
