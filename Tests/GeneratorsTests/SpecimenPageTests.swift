import Foundation
import PlistcDiagnostics
import PlistcGenerators
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// The specimen page (`--emit html`): goldens with stubbed fonts, and what must hold of every
/// page (no network, valid HTML, sizes in px equal to the scale, plist text escaped).
@Suite("Specimen page")
struct SpecimenPageTests {
    /// Three pages: every style embedded; findings, a cap, a face that could not be embedded,
    /// a hostile font name and three categories; a void file with no fonts at all.
    static let pages: [(name: String, render: @Sendable () -> (page: String, scale: TypeScale))] = [
        (
            "noteworthy",
            { page(Fixtures.noteworthy, fonts: ["Noteworthy-Bold": stubTrueType, "Noteworthy-Light": stubOpenType]) }
        ),
        (
            "mixed",
            {
                page(
                    Fixtures.specimen + "/mixed.plist",
                    fonts: ["Brand-Bold": stubTrueType, "Brand-Regular": stubOpenType],
                    problems: ["Brand-Semibold": "HarfBuzz cannot subset face 1 of Brand.ttc"],
                    categories: [.xSmall, .large, .accessibility5])
            }
        ),
        ("void", { page(Fixtures.styles + "/missing-font-size.plist", fonts: nil) }),
    ]

    static let stubTrueType = EmbeddedFont(data: [0, 1, 0, 0, 0xAB], fileName: "Stub.ttf", isSubset: true)
    static let stubOpenType = EmbeddedFont(data: Array("OTTO!".utf8), fileName: "Stub.otf", isSubset: false)

    /// The page for a fixture, linted for real, with the stub fonts given.
    static func page(
        _ path: String, fonts: [String: EmbeddedFont?]?, problems: [String: String] = [:],
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    ) -> (page: String, scale: TypeScale) {
        let relative = Fixtures.relative(path)
        let file = StyleDictionaryFile(PlistReader().read(Fixtures.bytes(path), path: relative))
        // The hostile name counts as built in, so it stays a custom font the page names.
        let availability = fonts.map { fonts in
            FontAvailability(
                faces: (fonts.keys.sorted() + problems.keys.sorted()).map {
                    .init(postScriptName: $0, file: "Fonts/\($0).ttf", weightClass: 400)
                },
                builtIn: ["</style><script>alert(\"plist\")</script>"])
        }
        var configuration = LintConfiguration()
        configuration.options.fonts = availability
        let diagnostics = Linter(configuration: configuration).lint(file)
        let scale = TypeScale(
            source: relative, verdict: RuntimeVerdict(file), categories: categories, fonts: availability)
        let content = SpecimenContent(
            diagnostics: diagnostics, fonts: (fonts ?? [:]).compactMapValues { $0 }, embeddingProblems: problems)
        return (ScaleOutput(.html, options: ScaleOutputOptions(version: "0.1.0", page: content)).render(scale), scale)
    }

    @Test(arguments: pages.indices)
    func pageMatchesItsGolden(index: Int) {
        let (name, render) = Self.pages[index]
        if let difference = Golden.check(render().page, against: Fixtures.specimen + "/\(name).html") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: pages.indices)
    func pageMakesNoNetworkRequest(index: Int) {
        let page = Self.withoutComments(Self.pages[index].render().page)
        #expect(!page.lowercased().contains("http:"))
        #expect(!page.lowercased().contains("https:"))
        // Everything the page loads is inside it: fonts are data: URLs or local() names, links
        // are fragments.
        for reference in Self.matches(of: #"(?:src|href)="([^"]*)""#, in: page) {
            #expect(reference.hasPrefix("#"), "\(reference)")
        }
        for url in Self.matches(of: #"url\(([^)]*)\)"#, in: page) {
            #expect(url.hasPrefix("\"data:font/"), "\(url.prefix(40))")
        }
        #expect(!page.contains("@import"))
    }

    @Test(arguments: pages.indices)
    func sampleSizesInPixelsAreTheScale(index: Int) {
        let (page, scale) = Self.pages[index].render()
        for row in scale.rows {
            let expected = zip(scale.categories, row.sizes).map { "--\($0.shortLabel): \(Self.exact($1))px" }
            let sample = Self.matches(
                of: #"id="style-\#(row.style.key)"[\s\S]*?<p class="sample [^"]*" style="([^"]*)""#, in: page)
            #expect(sample == [expected.joined(separator: "; ")], "\(row.style)")
        }
    }

    @Test(.enabled(if: Installed.html5lib, Installed.html5libMissing))
    func everyPageIsValidHTML() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryFolder("specimen-pages"))
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, render) in Self.pages {
            let path = folder.appendingPathComponent("\(name).html").path
            try render().page.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let result = try Python.run(Fixtures.htmlValidator, paths)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        // The validator itself rejects broken markup.
        let broken = folder.appendingPathComponent("broken.html").path
        try "<!DOCTYPE html><html lang=en><title>x</title><p><b>x</p></i>".write(
            toFile: broken, atomically: true, encoding: .utf8)
        #expect(try Python.run(Fixtures.htmlValidator, [broken]).status == 1)
    }

    @Test func textFromThePlistCannotBreakOutOfTheMarkup() {
        let page = Self.pages[1].render().page
        #expect(page.components(separatedBy: "<script>").count == 2, "only the page's own script")
        #expect(!page.contains("</style><script>alert"))
        #expect(page.contains(#"font-family: "\3C /style\3E \3C script\3E alert(\22 plist\22 )\3C /script\3E ""#))
        #expect(page.contains("&lt;/style&gt;&lt;script&gt;alert(&quot;plist&quot;)&lt;/script&gt;"))
    }

    @Test func embeddedFontsAreDataURLsWithTheirFormat() {
        let page = Self.pages[0].render().page
        #expect(page.contains(#"src: url("data:font/ttf;base64,AAEAAKs=") format("truetype")"#))
        #expect(page.contains(#"src: url("data:font/otf;base64,T1RUTyE=") format("opentype")"#))
        #expect(!page.contains("No fonts embedded"))
        #expect(Self.page(Fixtures.noteworthy, fonts: nil).page.contains("No fonts embedded"))
        // A void file shows only the system font: nothing to embed, nothing to warn about.
        #expect(!Self.pages[2].render().page.contains("No fonts embedded"))
    }

    @Test func fontFormatsComeFromTheirFirstBytes() {
        #expect(EmbeddedFont(data: [0, 1, 0, 0], fileName: "a.ttf", isSubset: true)?.format == .truetype)
        #expect(EmbeddedFont(data: Array("true".utf8), fileName: "a.ttf", isSubset: true)?.format == .truetype)
        #expect(EmbeddedFont(data: Array("OTTO".utf8), fileName: "a.otf", isSubset: true)?.format == .opentype)
        #expect(EmbeddedFont(data: Array("wOFF".utf8), fileName: "a.woff", isSubset: false)?.format == .woff)
        #expect(EmbeddedFont(data: Array("wOF2".utf8), fileName: "a.woff2", isSubset: false)?.format == .woff2)
        #expect(EmbeddedFont(data: Array("ttcf".utf8), fileName: "a.ttc", isSubset: false) == nil)
        #expect(EmbeddedFont(data: [0, 1, 0], fileName: "short", isSubset: false) == nil)
    }

    @Test func theChosenCategoryStartsChecked() {
        let mixed = Self.pages[1].render().page
        #expect(Self.matches(of: #"id="size-(\w+)" value="\w+" checked"#, in: mixed) == ["L"])
        let withoutLarge = Self.page(Fixtures.noteworthy, fonts: nil, categories: [.accessibility1, .accessibility5])
        #expect(Self.matches(of: #"id="size-(\w+)" value="\w+" checked"#, in: withoutLarge.page) == ["AX1"])
        #expect(withoutLarge.page.contains(".sample { font-size: var(--AX1); }"))
    }

    /// "Show line boxes" is offered only on a page with a style that sets a line height, and
    /// bands only those styles' samples, one band per line box (CSS `1lh`).
    @Test func lineBoxesAreShownOnlyForStylesWithALineHeight() {
        let spacing = Self.page(Fixtures.directory + "/build/spacing.plist", fonts: nil)
        #expect(spacing.page.contains(#"<input type="checkbox" id="show-line-boxes">"#))
        let boxed = Self.matches(
            of:
                #"<div class="[^"]*" id="style-(\w+)">\n[^\n]*\n(?:<p class="notes">[^\n]*\n)?<p class="sample [^"]* boxed""#,
            in: spacing.page)
        let withLineHeight = spacing.scale.rows.filter { $0.lineBoxMultiple != nil }.map(\.style.key)
        #expect(!boxed.isEmpty)
        #expect(boxed == withLineHeight)
        #expect(spacing.page.contains("body:has(#show-line-boxes:checked) .sample.boxed"))
        for (name, render) in Self.pages {
            let page = render().page
            #expect(!page.contains("show-line-boxes\""), "\(name) has no line height but offers line boxes")
            #expect(!page.contains(" boxed\""), "\(name)")
        }
    }

    /// The CSS value written for a size: the shortest exact text, bare for whole numbers.
    static func exact(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }

    static func withoutComments(_ html: String) -> String {
        html.replacingOccurrences(of: #"<!--[\s\S]*?-->"#, with: "", options: .regularExpression)
    }

    /// The first capture group of every match.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
