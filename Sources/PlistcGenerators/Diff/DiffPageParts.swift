import PlistcDiagnostics
import PlistcStyleDictionary

/// The pieces of a diff page: its own CSS, the content-size control, and a dictionary's section.
enum DiffPageParts {
    /// What the diff page adds to the specimen's style sheet.
    static let styleSheet = """
        .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
        .pair figure { margin: 0; min-width: 0; }
        .pair figcaption { color: var(--muted); font-size: .8125rem; }
        .style.changed { box-shadow: inset 4px 0 var(--accent); padding-left: 1rem; }
        .absent { color: var(--muted); font-style: italic; }
        td.changed { background: var(--warning-back); color: var(--warning); font-weight: 600; }
        ul.changes { padding-left: 1.5rem; }

        """

    /// For each category, the rule that shows its sizes once its radio button is checked.
    static func categoryRules(_ categories: [ContentSizeCategory]) -> String {
        let initial = initialCategory(categories).shortLabel
        return ".sample { font-size: var(--\(initial)); }\n"
            + categories.map { category in
                let label = category.shortLabel
                let checked = "body:has(#size-\(label):checked)"
                return """
                    \(checked) .sample { font-size: var(--\(label)); }
                    \(checked) .c-\(label) { outline: 2px solid var(--accent); outline-offset: -2px; }

                    """
            }.joined()
    }

    /// Large, or the first category shown.
    static func initialCategory(_ categories: [ContentSizeCategory]) -> ContentSizeCategory {
        categories.contains(.large) ? .large : categories.first ?? .large
    }

    /// The radio buttons that choose the content size, as on the specimen page.
    static func sizeControl(_ categories: [ContentSizeCategory]) -> String {
        let initial = initialCategory(categories)
        let buttons = categories.map { category in
            let label = category.shortLabel
            let checked = category == initial ? " checked" : ""
            let name = category.spokenName + (category == .large ? " (default)" : "")
            return """
                <label title="\(name)"><input type="radio" name="size" id="size-\(label)" value="\(label)"\(checked)> <span aria-hidden="true">\(label)</span><span class="visually-hidden">\(name)</span></label>
                """
        }
        return """
            <form class="sizes">
            <fieldset>
            <legend>Content size</legend>
            \(buttons.joined(separator: "\n"))
            </fieldset>
            </form>

            """
    }

    /// One dictionary: its summary, every style old beside new, the changes in words, and the
    /// table of both sides.
    static func section(_ comparison: ScaleComparison, classes: [String: String]) -> String {
        let changed = Set(comparison.changedStyles)
        let styles = TextStyle.allCases.map { style in
            let before = comparison.old.scale?.rows.first { $0.style == style }
            let after = comparison.new.scale?.rows.first { $0.style == style }
            let mark = changed.contains(style) ? " changed" : ""
            let state = changed.contains(style) ? " <span class=\"badge warning\">changed</span>" : ""
            return """
                <div class="style\(mark)" data-style="\(style.rawValue)">
                <h3><span class="style-name">\(style.rawValue)</span>\(state)</h3>
                <div class="pair">
                \(sample(before, side: "old", style: style, categories: comparison.categories, classes: classes))
                \(sample(after, side: "new", style: style, categories: comparison.categories, classes: classes))
                </div>
                </div>
                """
        }
        return """
            <section>
            <h2>\(XMLText.escaped(DiffPage.heading(comparison)))</h2>
            <p class="summary">\(XMLText.escaped(DiffSummary.sentence(comparison)))</p>
            \(changes(comparison))\(styles.joined(separator: "\n"))
            \(DiffPageTable.render(comparison))</section>

            """
    }

    /// One side's sample of a style, or a note that the side has no dictionary.
    private static func sample(
        _ row: TypeScale.Row?, side: String, style: TextStyle, categories: [ContentSizeCategory],
        classes: [String: String]
    ) -> String {
        guard let row else {
            return
                "<figure><figcaption>\(side)</figcaption><p class=\"absent\" data-side=\"\(side)\">no dictionary</p></figure>"
        }
        let sizes = zip(categories, row.sizes).map { "--\($0.shortLabel): \(SizeText.exact($1))px" }
        let fontClass =
            row.origin == .custom
            ? classes[row.fontName] ?? ""
            : "system weight-\(SpecimenLayout.cssWeight(row.weight ?? "Regular"))"
                + (row.design.map { " design-\($0)" } ?? "")
        let font = row.origin == .custom ? row.fontName : "\(row.fontName) (falls back)"
        return """
            <figure><figcaption>\(side): \(XMLText.escaped(font))</figcaption><p class="sample \(fontClass)" data-side="\(side)" style="\(XMLText.escaped(sizes.joined(separator: "; ")))">\(XMLText.escaped(SpecimenLayout.sampleText(for: style)))</p></figure>
            """
    }

    /// The fallbacks, properties and findings that changed, one an item.
    private static func changes(_ comparison: ScaleComparison) -> String {
        var items: [String] = []
        items += comparison.fallbacksAdded.map {
            "<li>\(DiffSummary.fallbackAdded($0, quote: XMLText.escaped))</li>"
        }
        items += comparison.fallbacksRemoved.map {
            "<li>\(DiffSummary.fallbackRemoved($0, quote: XMLText.escaped))</li>"
        }
        items += comparison.properties.map {
            "<li><code>\($0.style.rawValue)</code> \($0.property): \(XMLText.escaped(DiffSummary.value($0.old))) → \(XMLText.escaped(DiffSummary.value($0.new)))</li>"
        }
        let findings =
            comparison.findingsAdded.map { ("added", $0) } + comparison.findingsResolved.map { ("resolved", $0) }
        items += findings.map { change, finding in
            "<li>\(change): \(finding.severity.rawValue) <code>\(finding.ruleID)</code> \(XMLText.escaped(finding.message.text)) (\(finding.location.line):\(finding.location.column))</li>"
        }
        guard !items.isEmpty else { return "" }
        return "<ul class=\"changes\">\n\(items.joined(separator: "\n"))\n</ul>\n"
    }
}
