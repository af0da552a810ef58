import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary

extension SpecimenLayout {
    /// The title, how the scale was made, a summary, and a notice when no font is embedded.
    var header: String {
        let custom = scale.rows.filter { $0.origin == .custom }.count
        let system = scale.rows.count - custom
        var summary = "\(custom) of \(scale.rows.count) styles in custom fonts"
        if system > 0 { summary += ", \(system) in the system font" }
        summary += ". " + (Self.count(content.diagnostics).map { "Lint: \($0)." } ?? "Lint: no findings.")
        let advice =
            scale.showsFonts
            ? "None of the custom fonts is in the font files given (fonts built into iOS are not embedded)"
            : "Run plistc with <code>--fonts PATH</code> (the app's font files) to see the real typefaces"
        let notice =
            custom > 0 && content.fonts.isEmpty
            ? """
            <p class="notice" role="note"><strong>No fonts embedded.</strong> \(advice); until then samples in custom fonts use a font of that name on this computer, if it has one, or the system font.</p>

            """ : ""
        return """
            <header>
            <h1>Type specimen: \(XMLText.escaped(sourceName))</h1>
            <p class="made">Model <code>\(scale.model.rawValue)</code> (\(XMLText.escaped(scale.model.tableSummary))), rounding <code>\(scale.rounding.rawValue)</code>; one CSS pixel is one point. Made by plistc \(XMLText.escaped(version)).</p>
            <p class="made">Measured: \(XMLText.escaped(scale.model.measured)) Assumed: \(XMLText.escaped(scale.model.assumed))</p>
            <p class="summary">\(XMLText.escaped(summary))</p>
            \(notice)</header>

            """
    }

    /// The radio buttons that choose the content size.
    var sizeControl: String {
        let initial = initialCategory
        let buttons = scale.categories.map { category in
            let label = category.shortLabel
            let checked = category == initial ? " checked" : ""
            let name = category.spokenName + (category == .large ? " (default)" : "")
            return """
                <label title="\(name)"><input type="radio" name="size" id="size-\(label)" value="\(label)"\(checked)> <span aria-hidden="true">\(label)</span><span class="visually-hidden">\(name)</span></label>
                """
        }
        // Line boxes are drawn only for styles that set a line height: the others take the
        // font's own on the device, which the page does not know.
        let boxes =
            scale.rows.contains { $0.lineBoxMultiple != nil }
            ? "\n<label class=\"boxes\"><input type=\"checkbox\" id=\"show-line-boxes\"> Show line boxes</label>"
            : ""
        return """
            <form class="sizes">
            <fieldset>
            <legend>Content size</legend>
            \(buttons.joined(separator: "\n"))
            </fieldset>\(boxes)
            </form>

            """
    }

    /// Every style as sample text in its font, at the chosen size.
    var samples: String {
        let rows = scale.rows.map { row in
            // Line height as a multiple and letter spacing in em scale with the size as they do
            // on the device: lines one box apart (lineHeight × size, never below the font's
            // own), letterSpacing × size / baseSize.
            let spacing =
                [row.lineBoxMultiple.map { "line-height: \(SizeText.exact($0))" }]
                + [
                    row.letterSpacing.flatMap {
                        row.baseSize > 0 ? "letter-spacing: \(SizeText.exact($0 / row.baseSize))em" : nil
                    }
                ]
            let sizes =
                zip(scale.categories, row.sizes).map { "--\($0.shortLabel): \(SizeText.exact($1))px" }
                + spacing.compactMap { $0 }
            let shownSizes = zip(scale.categories, row.sizes).map {
                "<span class=\"at at-\($0.shortLabel)\">\(SizeText.display($1)) pt</span>"
            }.joined()
            var notes: [String] = []
            switch sampleFont(for: row) {
            case .embedded: break
            case .named(let why): notes.append("<span class=\"badge\">\(XMLText.escaped(why))</span>")
            case .system:
                let reason = row.reason.map { ": " + XMLText.escaped($0) } ?? ""
                notes.append("<span class=\"badge fallback\">system font\(reason)</span>")
            }
            let findings = findings(for: row.style)
            if let first = findings.first, let count = Self.count(findings.map(\.diagnostic)) {
                notes.append(
                    "<a class=\"badge \(first.diagnostic.severity.rawValue)\" href=\"#finding-\(first.number)\">\(count)</a>"
                )
            }
            let classes = row.origin == .system ? "style fallback" : "style"
            return """
                <div class="\(classes)" id="style-\(row.style.key)">
                <h3><span class="style-name">\(row.style.key)</span> <span class="font-name">\(XMLText.escaped(row.fontName))</span> <span class="size">\(shownSizes)</span></h3>
                \(notes.isEmpty ? "" : "<p class=\"notes\">\(notes.joined(separator: " "))</p>\n")<p class="sample \(fontClass(for: row))\(row.lineBoxMultiple == nil ? "" : " boxed")" style="\(sizes.joined(separator: "; "))">\(Self.sampleText(for: row.style))</p>
                </div>
                """
        }
        return """
            <section aria-labelledby="styles-heading">
            <h2 id="styles-heading">Styles</h2>
            \(rows.joined(separator: "\n"))
            </section>

            """
    }

    /// The resolved table: every style at every content size, fallbacks and findings noted.
    var table: String {
        let headers = scale.categories.map { category in
            let label = category == .large ? "L (default)" : category.shortLabel
            return "<th scope=\"col\" class=\"c-\(category.shortLabel)\" title=\"\(category.spokenName)\">\(label)</th>"
        }
        let rows = scale.rows.map { row in
            let cells = zip(scale.categories, row.sizes).map { category, size in
                let capped = row.maximumSize == size && category > .large ? " capped" : ""
                return "<td class=\"c-\(category.shortLabel)\(capped)\">\(SizeText.display(size))</td>"
            }
            var notes: [String] = []
            if row.origin == .system, let reason = row.reason {
                notes.append("system font: " + XMLText.escaped(reason))
            }
            if row.maximumSize != nil, row.sizes.contains(where: { $0 == row.maximumSize }) {
                notes.append("capped at maximumPointSize \(SizeText.display(row.maximumSize ?? 0))")
            }
            if let legibilityName = row.legibilityName {
                notes.append("Bold Text: " + XMLText.escaped(legibilityName))
            }
            let findings = findings(for: row.style)
            if let first = findings.first, let count = Self.count(findings.map(\.diagnostic)) {
                notes.append("<a href=\"#finding-\(first.number)\">\(count)</a>")
            }
            let classes = [
                row.origin == .system ? "fallback" : nil, findings.first.map { $0.diagnostic.severity.rawValue },
            ]
            .compactMap { $0 }.joined(separator: " ")
            return """
                <tr\(classes.isEmpty ? "" : " class=\"\(classes)\"")><th scope="row">\(row.style.key)</th><td class="font">\(XMLText.escaped(row.fontName))</td>\(cells.joined())<td class="row-notes">\(notes.joined(separator: "; "))</td></tr>
                """
        }
        return """
            <section aria-labelledby="sizes-heading">
            <h2 id="sizes-heading">Sizes</h2>
            <div class="table-scroll" role="region" aria-labelledby="sizes-heading" tabindex="0">
            <table>
            <caption>Point size of each style at each content size (model \(scale.model.rawValue), rounding \(scale.rounding.rawValue)). Rows in the system font use Apple’s sizes.</caption>
            <thead>
            <tr><th scope="col">Style</th><th scope="col">Font</th>\(headers.joined())<th scope="col">Notes</th></tr>
            </thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            </div>
            </section>

            """
    }

    /// The lint findings, numbered so rows can link to them.
    var findings: String {
        let items = content.diagnostics.enumerated().map { index, diagnostic in
            let file = PathText.fileName(diagnostic.location.file)
            let location = "\(file):\(diagnostic.location.line):\(diagnostic.location.column)"
            let notes = diagnostic.notes.map { "<br><span class=\"finding-note\">note: \(XMLText.escaped($0))</span>" }
            return """
                <li class="\(diagnostic.severity.rawValue)" id="finding-\(index + 1)"><strong class="severity">\(diagnostic.severity.rawValue)</strong> <code class="location">\(XMLText.escaped(location))</code> \(XMLText.escaped(diagnostic.message.text)) <code class="rule">\(XMLText.escaped(diagnostic.ruleID.rawValue))</code>\(notes.joined())</li>
                """
        }
        let list =
            items.isEmpty
            ? "<p>No findings: plistc lint passes this file.</p>"
            : "<ol class=\"findings\">\n\(items.joined(separator: "\n"))\n</ol>"
        return """
            <section aria-labelledby="findings-heading">
            <h2 id="findings-heading">Findings</h2>
            \(list)
            </section>

            """
    }

    /// Where each custom font comes from.
    var fontList: String {
        let items = fontClasses.map { name, _ in
            let origin: String
            if let font = content.fonts[name] {
                let kind = font.isSubset ? "a subset (Latin) of" : "all of"
                origin = "embedded: \(kind) \(XMLText.escaped(font.fileName)), \(Self.kilobytes(font.data.count))"
            } else if let problem = content.embeddingProblems[name] {
                origin = "not embedded: " + XMLText.escaped(problem)
            } else {
                origin = scale.showsFonts ? "built into iOS, not embedded" : "not embedded (no --fonts given)"
            }
            return "<li><code>\(XMLText.escaped(name))</code>: \(origin)</li>"
        }
        guard !items.isEmpty else { return "" }
        return """
            <section aria-labelledby="fonts-heading">
            <h2 id="fonts-heading">Fonts</h2>
            <ul class="fonts">
            \(items.joined(separator: "\n"))
            </ul>
            </section>

            """
    }

    static func kilobytes(_ count: Int) -> String {
        count < 1024 ? "\(count) bytes" : "\((count + 512) / 1024) KB"
    }

    /// A line for titles, a sentence with figures for text styles; only characters of
    /// `SpecimenPage.characters`, so a subset font draws all of them.
    static func sampleText(for style: TextStyle) -> String {
        switch style {
        case .largeTitle, .title, .title2, .title3: "Sphinx of black quartz, judge my vow"
        default: "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs: 0123456789."
        }
    }
}
