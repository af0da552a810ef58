import PlistcDiagnostics
import PlistcFontCatalog
import PlistcGenerators
import PlistcIO
import PlistcStyleDictionary

/// `plistc fit --emit html`: a self-contained page that draws each string that overflows in
/// its box, at the last content size it fits beside the first it does not, in its real font
/// (embedded, cut down to the strings' characters, or whole when HarfBuzz cannot cut it), with
/// the style's size and letter spacing.
package struct FitPage {
    package let report: FitReport
    package let scale: TypeScale
    package let fonts: FontAvailability?
    /// The strings that overflow, which the page draws.
    private let failing: [FitResult]
    /// Each of their fonts by name, embedded, or why it is not.
    private let embedding: [String: Result<EmbeddedFont, IOFailure>]

    /// The page of `report`, each font embedded now, once.
    package init(report: FitReport, scale: TypeScale, fonts: FontAvailability?) {
        (self.report, self.scale, self.fonts) = (report, scale, fonts)
        failing = report.results.filter { $0.outcome.firstOverflow != nil }
        var embedding: [String: Result<EmbeddedFont, IOFailure>] = [:]
        for font in Set(failing.map(\.font)) {
            guard let face = fonts?.face(named: font) else { continue }
            let scalars = Set(
                failing.filter { $0.font == font }.flatMap { $0.text.unicodeScalars.map(\.value) } + [0x20])
            embedding[font] = SpecimenFonts.embed(face, characters: scalars.sorted().map { $0...$0 })
        }
        self.embedding = embedding
    }

    /// The fonts the page could not embed, by name, and why: the browser draws their boxes in
    /// a font of its own, whose widths are not the ones measured.
    package var embeddingProblems: [(font: String, reason: String)] {
        embedding.compactMap { font, result in
            guard case .failure(let problem) = result else { return nil }
            return (font, problem.reason)
        }.sorted { $0.font < $1.font }
    }

    package var html: String {
        let families = Dictionary(
            Set(failing.map(\.font)).sorted().enumerated().map { ($1, "plistc-fit-\($0)") },
            uniquingKeysWith: { a, _ in a })
        var page = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Strings that do not fit: \(XMLText.escaped(scale.source))</title>", "<style>", Self.styleSheet,
        ]
        for (font, family) in families.sorted(by: { $0.value < $1.value }) {
            guard case .success(let embedded) = embedding[font] else { continue }
            page.append("@font-face { font-family: \"\(family)\"; src: \(embedded.source); font-display: block; }")
        }
        page += [
            "</style>", "</head>", "<body>", "<main>",
            "<h1>Strings that do not fit</h1>",
            "<p class=\"summary\">\(report.overflowing) of \(report.results.count) strings of \(XMLText.escaped(scale.source)) overflow at some content size; \(XMLText.escaped(FitReport.measure)).</p>",
        ]
        for problem in embeddingProblems {
            page.append(
                "<p class=\"summary\">\(XMLText.escaped(problem.font)) is not embedded (\(XMLText.escaped(problem.reason))): its boxes are drawn in the browser's own font, whose widths are not the ones measured.</p>"
            )
        }
        for (index, result) in failing.enumerated() {
            page += section(result, index: index, family: families[result.font] ?? "serif")
        }
        page += ["</main>", "</body>", "</html>"]
        return page.joined(separator: "\n") + "\n"
    }

    /// One string: what it is, and its box at the last size that fits and the first that does not.
    private func section(_ result: FitResult, index: Int, family: String) -> [String] {
        guard let overflow = result.outcome.firstOverflow else { return [] }
        let place = result.string.map { " <code>\(XMLText.escaped($0.location.description))</code>" } ?? ""
        var lines = [
            "<section class=\"string\" id=\"string-\(index)\">",
            "<h2>\(XMLText.escaped(result.name))\(place)</h2>",
            "<p>\(XMLText.escaped("\(result.style.rawValue) (\(result.font)), \(result.budgetText): \(result.verdict)"))</p>",
            "<div class=\"pair\">",
        ]
        if let fits = result.outcome.fitsThrough { lines += box(result, sizeIndex: fits, family: family, fits: true) }
        lines += box(result, sizeIndex: overflow.sizeIndex, family: family, fits: false)
        lines += ["</div>", "</section>"]
        return lines
    }

    private func box(_ result: FitResult, sizeIndex: Int, family: String, fits: Bool) -> [String] {
        let row = scale.rows.first { $0.style == result.style }
        let category = result.categories[sizeIndex]
        let size = result.sizes[sizeIndex]
        let spacing =
            row?.letterSpacings.flatMap { spacings in
                scale.categories.firstIndex(of: category).map { $0 < spacings.count ? spacings[$0] : 0 }
            } ?? 0
        let lineHeight = (row?.lineBoxMultiple ?? 1.2) * size
        let height =
            result.budget.lines == 0 ? "auto" : "\(FitReport.points(lineHeight * Double(result.budget.lines)))px"
        let style =
            "font-family: '\(family)'; font-size: \(FitReport.points(size))px; letter-spacing: \(FitReport.points(spacing))px; line-height: \(FitReport.points(lineHeight))px; width: \(FitReport.points(result.budget.width))px; height: \(height)"
        // What the check in a browser needs: whether the widths are predicted at all, and how
        // far past the box the widest line is (Chromium spaces letters unlike iOS).
        var data = result.missingCharacters.isEmpty ? "" : " data-unpredicted=\"true\""
        if !fits, let overflow = result.outcome.firstOverflow {
            data +=
                " data-widest=\"\(FitReport.points(overflow.widestLine))\" data-spacing=\"\(FitReport.points(spacing))\""
        }
        return [
            "<figure class=\"\(fits ? "fits" : "overflows")\"\(data)>",
            "<figcaption>\(fits ? "fits" : "overflows") at \(category.rawValue) (\(FitReport.points(size)) pt)</figcaption>",
            // The text as measured, bidirectional marks included (isolated in the box), in its
            // language, so that the browser breaks and orders it by that language's rules.
            "<div class=\"box\" lang=\"\(language(of: result))\" dir=\"auto\" style=\"\(style)\">\(Self.boxText(result.text))</div>",
            "</figure>",
        ]
    }

    /// The string's language as an HTML `lang` (a localization that is no language tag: `und`).
    private func language(of result: FitResult) -> String {
        let tag = result.string?.localization ?? report.locale
        return !tag.isEmpty && FitMeasuring.isLanguageTag(tag) ? tag.replacing("_", with: "-") : "und"
    }

    /// A box's text: markup escaped, bidirectional marks and overrides kept as character
    /// references (they shape the line; the box isolates them), other controls made visible.
    package static func boxText(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: escaped += "&amp;"
            case 0x3C: escaped += "&lt;"
            case 0x3E: escaped += "&gt;"
            case 0x0A, 0x09: escaped.unicodeScalars.append(scalar)
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
                escaped += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default:
                if VisibleText.isHidden(scalar) {
                    escaped += VisibleText.escaped(String(scalar))
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    package static let styleSheet = """
        :root { color-scheme: light dark; --text: #1d1d1f; --page: #ffffff; --muted: #55555a; --rule: #d2d2d7; --fits: #1b7f3b; --overflows: #b3261e; }
        @media (prefers-color-scheme: dark) { :root { --text: #f2f2f7; --page: #161618; --muted: #b0b0b8; --rule: #3a3a3e; --fits: #6fdc8c; --overflows: #ff8a80; } }
        * { box-sizing: border-box; }
        body { margin: 0 auto; padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem; max-width: 80rem; background: var(--page); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
        h2 { font-size: 1.1rem; margin: 2rem 0 .25rem; padding-bottom: .25rem; border-bottom: 1px solid var(--rule); overflow-wrap: anywhere; }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: .85em; color: var(--muted); }
        .summary, figcaption { color: var(--muted); }
        .pair { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
        figure { margin: 0; }
        .box { unicode-bidi: isolate; white-space: pre-wrap; overflow-wrap: normal; word-break: normal; hyphens: manual; overflow: visible; outline: 2px solid var(--fits); }
        .overflows .box { outline-color: var(--overflows); }
        """
}
