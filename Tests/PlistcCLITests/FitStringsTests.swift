import Foundation
import PlistcStyleDictionary
import PlistcTextFit
import TestSupport
import Testing

/// `plistc fit` and `plistc lint` on an app's String Catalog (four localizations, plural
/// variations, placeholders) and UTF-16 `.strings` file, with the budgets of its `.plistc.json`.
@Suite("Fitting an app's strings")
struct FitStringsTests {
    static let app = Fixtures.directory + "/fit/app"
    static let dictionary = app + "/Brand.plist"
    static let fonts = ["--fonts", Installed.notoFolder]
    static let ready = TextShaper.isAvailable && LineBreaks.isAvailable && Installed.noto
    static let skip: Comment = "needs HarfBuzz, ICU and fonts-noto-core (apt-get install libharfbuzz0b fonts-noto-core)"

    static func fit(_ extra: [String]) -> CapturedRun {
        CapturedRun(["fit", dictionary] + fonts + extra)
    }

    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Fixtures.packageRoot + "/", with: "")
    }

    @Test(.enabled(if: ready, skip), arguments: ["text", "json", "md"])
    func everyFormatMatchesItsGolden(format: String) {
        let run = Self.fit(["--emit", format])
        #expect(run.status == 1, "\(run.error)")
        #expect(Golden.check(Self.relative(run.output), against: Self.app + "/../app-fit.\(format)") == nil)
    }

    /// The page, its embedded fonts left out (their bytes are HarfBuzz's subsetter's), matches
    /// its golden and holds each failing string at both sizes.
    @Test(.enabled(if: ready && Installed.harfBuzz, skip))
    func thePageMatchesItsGolden() throws {
        let run = Self.fit(["--emit", "html"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("src: url(\"data:font/ttf;base64,"))
        let page = Self.relative(run.output).replacing(/src: url\("data:[^"]*"\)/, with: "src: url(\"data:…\")")
        #expect(Golden.check(page, against: Self.app + "/../app-fit.html") == nil)
        #expect(page.contains("overflows at accessibility1 (26 pt)"))
        if Installed.html5lib {
            try Fixtures.withTemporaryFolder("fit-page", files: ["page.html": run.output]) { root in
                let result = try Python.run(Fixtures.htmlValidator, [root + "/page.html"])
                #expect(result.status == 0, "\(result.output)\(result.error)")
            }
        }
    }

    /// Every finding is located at its value: the catalog's in UTF-8, the strings file's in UTF-16.
    @Test(.enabled(if: ready, skip))
    func lintReportsEachOverflowAtItsValue() {
        let run = CapturedRun(["lint", Self.dictionary] + Self.fonts)
        #expect(run.status == 0, "\(run.error)")
        let output = Self.relative(run.output)
        #expect(
            output.contains(
                "Fixtures/fit/app/Localizable.xcstrings:43:69: warning: \"Einstellungen\" (tab.settings, de)"))
        #expect(
            output.contains("Fixtures/fit/app/de.lproj/Localizable.strings:3:19: warning: \"Heruntergeladene Dateien\"")
        )
        #expect(output.contains("[text-overflow]") && output.contains("[missing-glyph]"))
        #expect(!output.contains("Localizable.xcstrings:9:69: warning: \"変更を保存\" (button.save, ja) in body"))
    }

    /// The findings reach every reporter, with the strings file and the line of the value.
    @Test(
        .enabled(if: ready, skip),
        arguments: ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson"])
    func everyReporterCarriesTheFindings(reporter: String) {
        let run = CapturedRun(["lint", Self.dictionary, "--reporter", reporter] + Self.fonts)
        #expect(run.status == 0, "\(run.error)")
        let report = run.output
        #expect(report.contains("text-overflow"), "\(report)")
        #expect(report.contains("Localizable.xcstrings") && report.contains("de.lproj/Localizable.strings"))
        #expect(report.contains("43"))
    }

    /// `--fit-sizes ...L` checks up to large only: the German tab title still overflows there,
    /// the English one does not; `rules` turns the rule off or up.
    @Test(.enabled(if: ready, skip))
    func sizesAndSeveritiesAreTheUsers() throws {
        let capped = Self.relative(CapturedRun(["lint", Self.dictionary, "--fit-sizes", "...L"] + Self.fonts).output)
        #expect(!capped.contains("\"Settings\" (tab.settings, en)"))
        #expect(capped.contains("\"Heruntergeladene Dateien\""))
        let off = CapturedRun(["lint", Self.dictionary, "--disable", "text-overflow"] + Self.fonts)
        #expect(!off.output.contains("[text-overflow]") && off.output.contains("[missing-glyph]"))
    }

    /// `--strings` names the files instead of the configuration; a broken one is status 2, located.
    @Test(.enabled(if: ready, skip))
    func aBrokenStringsFileIsLocated() throws {
        try Fixtures.withTemporaryFolder("fit-broken", files: ["Broken.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"]) {
            root in
            let run = Self.fit(["--strings", root + "/Broken.strings"])
            #expect(run.status == 2)
            #expect(
                run.error.contains("Broken.strings:2:1: error: expected ';' after the value of \"a\""), "\(run.error)")
            let other = Self.fit(["--strings", root + "/Notes.txt"])
            #expect(other.status == 2 && other.error.contains("not a strings file plistc reads"))
        }
    }

    @Test(arguments: [
        ("{\"fit\": {}}", "fit must be an array of budgets"),
        ("{\"fit\": [{\"style\": \"bodyy\", \"width\": 9}]}", "fit[0].style must name a text style"),
        ("{\"fit\": [{\"style\": \"body\", \"width\": -9}]}", "fit[0].width must be"),
        ("{\"fit\": [{\"style\": \"body\", \"width\": 9, \"line\": 1}]}", "did you mean \"lines\""),
        ("{\"fit\": [{\"style\": \"body\", \"width\": 9, \"sizes\": \"AX3...L\"}]}", "ends before it starts"),
        (
            "{\"fit\": [{\"style\": \"body\", \"width\": 9, \"samples\": {\"%@\": \"\(String(repeating: "x", count: 10_000))\"}}]}",
            "fit[0].samples.%@ is 10000 characters long: a sample stands for one value the app formats in, at most 256"
        ),
        (
            "{\"fit\": [\(Array(repeating: "{\"style\": \"body\", \"width\": 9}", count: 257).joined(separator: ","))]}",
            "fit holds 257 budgets, more than 256"
        ),
        (
            "{\"include\": [\(Array(repeating: "\"\(String(repeating: "*a", count: 500))\"", count: 17).joined(separator: ","))]}",
            "include holds 17000 bytes of patterns, more than 16384: use ** and * to name folders"
        ),
        (
            "{\"strings\": [\"../../elsewhere.xcstrings\"]}",
            "\"strings\" names '../../elsewhere.xcstrings', which leads outside"
        ),
    ])
    func configurationErrorsSayWhere(configuration: String, message: String) throws {
        try Fixtures.withTemporaryFolder(
            "fit-config", files: [".git/HEAD": "", ".plistc.json": configuration, "Brand.plist": Self.plainDictionary]
        ) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist"])
            #expect(run.status == 2)
            #expect(run.error.contains(".plistc.json:1:") && run.error.contains(message), "\(run.error)")
        }
    }

    /// Each measured rule's own examples, as `.strings` files measured against the budget its
    /// explanation gives: the triggering ones reported where `↓` marks them, the others not.
    @Test(.enabled(if: ready, skip), arguments: [TextOverflowRule.description, MissingGlyphRule.description])
    func measuredRuleExamples(rule: RuleDescription) throws {
        #expect(rule.kind == .measured)
        let budget =
            "{\"strings\": [\"Localizable.strings\"], \"fit\": [{\"keys\": \"**\", \"style\": \"body\", \"width\": 200, \"lines\": 1}]}"
        for (example, triggers) in rule.triggeringExamples.map({ ($0, true) })
            + rule.nonTriggeringExamples.map({ ($0, false) })
        {
            let text = example.replacing("↓", with: "")
            try Fixtures.withTemporaryFolder(
                "fit-example",
                files: [
                    ".git/HEAD": "", ".plistc.json": budget, "Brand.plist": Self.plainDictionary,
                    "Localizable.strings": text,
                ]
            ) { root in
                let run = CapturedRun(["lint", root + "/Brand.plist"] + Self.fonts)
                let found = run.output.split(separator: "\n").filter { $0.hasSuffix("[\(rule.id)]") }
                if triggers {
                    let column = try #require(example.unicodeScalars.firstIndex(of: "↓"))
                    let offset =
                        example.unicodeScalars.distance(from: example.unicodeScalars.startIndex, to: column) + 1
                    #expect(found.contains { $0.contains("Localizable.strings:1:\(offset):") }, "\(run.output)")
                } else {
                    #expect(found.isEmpty, "\(run.output)")
                }
            }
        }
    }

    /// A string of 100,000 characters, an empty string and a catalog of 100,000 keys: each a
    /// result, in one pass.
    @Test(.enabled(if: ready, skip))
    func largeAndEmptyInputsGiveResults() throws {
        let long = String(repeating: "Donau dampf schiff ", count: 5_300)
        // 100,000 characters the font has none of, each a missing cluster: named once each.
        let unknown = String(repeating: "設定", count: 50_000)
        let run = Self.fit([
            "--style", "body", "--width", "200", "--lines", "0", "--text", long, "--text", "", "--text", unknown,
            "--emit", "json",
        ])
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 3 && results[1]["fitsThrough"] as? String == "accessibility5")
        #expect(results[0]["fitsThrough"] as? String == "accessibility5")
        #expect(results[2]["missingCharacters"] as? [String] == ["設", "定"])
        var catalog = "{\"sourceLanguage\":\"en\",\"strings\":{"
        for index in 0..<100_000 {
            catalog +=
                (index > 0 ? "," : "")
                + "\"k\(index)\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Item \(index)\"}}}}"
        }
        catalog += "}}"
        try Fixtures.withTemporaryFolder("fit-large", files: ["Big.xcstrings": catalog]) { root in
            let big = Self.fit([
                "--style", "caption2", "--width", "40", "--lines", "1", "--strings", root + "/Big.xcstrings",
            ])
            #expect(big.status == 1)
            #expect(big.output.hasSuffix("of 100000 fit; \(FitReportText.measure)\n"), "\(big.output.suffix(200))")
        }
    }

    /// `-o` onto a strings file the budgets read is refused, as onto any input, before
    /// anything is written.
    @Test(.enabled(if: ready, skip))
    func theReportCannotOverwriteAStringsFile() throws {
        let catalog = try String(contentsOfFile: Self.app + "/Localizable.xcstrings", encoding: .utf8)
        let budget =
            "{\"strings\": [\"Localizable.xcstrings\"], \"fit\": [{\"keys\": \"**\", \"style\": \"body\", \"width\": 100}]}"
        try Fixtures.withTemporaryFolder(
            "fit-output",
            files: [
                ".git/HEAD": "", ".plistc.json": budget, "Brand.plist": Self.plainDictionary,
                "Localizable.xcstrings": catalog,
            ]
        ) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "-o", root + "/Localizable.xcstrings"] + Self.fonts)
            #expect(run.status == 2, "\(run.error)")
            let after = try String(contentsOfFile: root + "/Localizable.xcstrings", encoding: .utf8)
            #expect(after == catalog)
        }
    }

    /// Budgets that cannot be measured say why, as a note at `"fit"` through the reporters:
    /// without fonts, without strings files; a style in the system font needs `--system-font`.
    @Test(.enabled(if: ready, skip))
    func whatCannotBeMeasuredIsANote() throws {
        let budgets = "{\"fit\": [{\"keys\": \"**\", \"style\": \"caption2\", \"width\": 30}]}"
        try Fixtures.withTemporaryFolder(
            "fit-notes",
            files: [
                ".git/HEAD": "", ".plistc.json": budgets, "Brand.plist": Self.plainDictionary,
                "L.strings": "\"k\" = \"Settings\";",
            ]
        ) { root in
            let noStrings = CapturedRun(["lint", root + "/Brand.plist"] + Self.fonts)
            #expect(noStrings.status == 0)
            #expect(
                noStrings.output.contains(".plistc.json:1:2: note: the \"fit\" budgets name no strings files"),
                "\(noStrings.output)")
            let noFonts = CapturedRun(["lint", root + "/Brand.plist", "--strings", root + "/L.strings"])
            #expect(
                noFonts.output.contains("not measured without fonts") && noFonts.output.contains("[text-overflow]"),
                "\(noFonts.output)")
            // caption2 is not in the dictionary: the system font, measured only with its file.
            let system = CapturedRun(["lint", root + "/Brand.plist", "--strings", root + "/L.strings"] + Self.fonts)
            #expect(system.output.contains("--system-font PATH"), "\(system.output)")
            let measured = CapturedRun(
                [
                    "lint", root + "/Brand.plist", "--strings", root + "/L.strings", "--system-font",
                    Installed.notoFolder + "/NotoSans-Regular.ttf",
                ]
                    + Self.fonts)
            #expect(
                measured.output.contains("L.strings:1:7: warning: \"Settings\" (k, development language) in caption2"),
                "\(measured.output)")
        }
    }

    /// Two dictionaries under one configuration measure the same strings once.
    @Test(.enabled(if: ready, skip))
    func eachFindingIsReportedOnce() {
        let run = CapturedRun(["lint", Self.dictionary, Self.dictionary] + Self.fonts)
        let findings = run.output.split(separator: "\n").filter { $0.hasSuffix("[text-overflow]") }
        #expect(!findings.isEmpty && Set(findings).count == findings.count, "\(run.output)")
    }

    /// Sizes an entry and `--fit-sizes` do not share leave nothing to check: a note, no pass.
    @Test(.enabled(if: ready, skip))
    func sizesWithNothingInCommonAreANote() {
        let run = Self.fit(["--fit-sizes", "AX4..."])
        #expect(run.error.contains("have no content size in common"), "\(run.error)")
        #expect(!run.output.contains("tab.settings"))
    }

    /// A string from a pull request cannot add markup, links or images to the Markdown table.
    @Test(.enabled(if: ready, skip))
    func markdownCellsAreInert() {
        let hostile = "<img src=https://evil.example/x.png> [click](https://evil.example) | `code` **bold**"
        let run = Self.fit(["--style", "body", "--width", "40", "--text", hostile, "--emit", "md"])
        #expect(run.status == 1)
        #expect(
            !run.output.contains("<img") && !run.output.contains("](") && !run.output.contains("**"), "\(run.output)")
        #expect(run.output.contains("&lt;img src=https\\:") && run.output.contains("\\|"), "\(run.output)")
    }

    static let plainDictionary = """
        <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>NotoSerif-Regular</string>\
        <key>fontSize</key><integer>17</integer></dict></dict></plist>
        """
}

/// The sentence every fit output ends with.
enum FitReportText {
    static let measure = "widths are HarfBuzz's shaping and ICU's line breaking, not CoreText's"
}
