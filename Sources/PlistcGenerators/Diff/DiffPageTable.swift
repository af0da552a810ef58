import PlistcDiagnostics
import PlistcStyleDictionary

/// The table of a diff page: every style, its old and new sizes one row each, the cells that
/// changed marked.
enum DiffPageTable {
    static func render(_ comparison: ScaleComparison) -> String {
        let categories = comparison.categories
        let changed = Set(comparison.cells.map { Key(style: $0.style, category: $0.category) })
        let header = categories.map { "<th scope=\"col\" class=\"c-\($0.shortLabel)\">\($0.shortLabel)</th>" }
        var rows: [String] = []
        for style in TextStyle.allCases {
            for (side, scale) in [("old", comparison.old.scale), ("new", comparison.new.scale)] {
                let row = scale?.rows.first { $0.style == style }
                let cells = categories.indices.map { index in
                    let category = categories[index]
                    let mark = changed.contains(Key(style: style, category: category)) ? " changed" : ""
                    let text = row.map { SizeText.display($0.sizes[index]) } ?? "—"
                    return "<td class=\"c-\(category.shortLabel)\(mark)\">\(text)</td>"
                }
                let name = side == "old" ? "<th scope=\"row\" rowspan=\"2\">\(style.rawValue)</th>" : ""
                rows.append("<tr>\(name)<td>\(side)</td>\(cells.joined())</tr>")
            }
        }
        return """
            <div class="table-scroll" tabindex="0">
            <table>
            <caption>Sizes in points, old and new; the changed ones marked</caption>
            <thead><tr><th scope="col">Style</th><th scope="col">Side</th>\(header.joined())</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </div>

            """
    }

    private struct Key: Hashable {
        let style: TextStyle
        let category: ContentSizeCategory
    }
}
