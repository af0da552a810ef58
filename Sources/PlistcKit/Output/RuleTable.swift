import PlistcStyleDictionary

/// The rules as the Markdown table of docs/rules.md (`plistc rules --markdown`): each rule's ID, default
/// severity and summary, in `Rules.all`'s order. A test holds that page's table to it.
package enum RuleTable {
    package static func markdown() -> String {
        let rows = Rules.all.map { rule in
            let description = rule.description
            return "| `\(description.id)` | \(description.defaultSeverity.rawValue) | \(cell(description.summary)) |"
        }
        return (["| rule | default | reports |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    /// A summary as a table cell: `|` escaped, and each tag (`<dict>`, `<true/>`) and option
    /// (`--fonts`) in code, so that Markdown neither hides the tag nor breaks the row.
    private static func cell(_ text: String) -> String {
        var cell = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 == "<" || $0 == "-" || $0 == "|" }) {
            cell += rest[..<start]
            rest = rest[start...]
            if rest.hasPrefix("|") {
                cell += "\\|"
                rest = rest.dropFirst()
            } else if rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
                cell += "`" + rest[...end] + "`"
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("--"), rest.dropFirst(2).first?.isLetter == true {
                let end = rest.dropFirst(2).firstIndex { !($0.isLetter || $0 == "-") } ?? rest.endIndex
                cell += "`" + rest[..<end] + "`"
                rest = rest[end...]
            } else {
                cell += rest.prefix(1)
                rest = rest.dropFirst()
            }
        }
        return cell + rest
    }
}
