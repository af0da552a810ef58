import Foundation
import TestSupport
import Testing

/// `plistc lint --sources`: the app's Swift checked beside its dictionaries, each finding
/// located in its `.swift` file, through every reporter.
@Suite("Linting the app's Swift")
struct SourcesLintTests {
    static let card = """
        struct Card: View {
            @ScaledMetric var size: CGFloat = 16
            var body: some View {
                Text("a").font(.custom("Inter-Regular", fixedSize: 16))
                Text("b").font(.custom(name, size: size))
            }
        }
        """
    static let files = [
        "Brand.plist": Fixtures.bytesText(Fixtures.noteworthy), "App/Card.swift": card,
        "App/.build/Generated.swift": "let f = Font.system(size: 3)", ".git/HEAD": "",
    ]

    @Test func findingsAreLocatedInTheSwiftFile() throws {
        try Fixtures.withTemporaryFolder("sources", files: Self.files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App"])
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("App/Card.swift:4:24: warning: a font at a fixed 16 pt"), "\(run.output)")
            #expect(run.output.contains("App/Card.swift:5:24: error: size is a @ScaledMetric"), "\(run.output)")
            #expect(!run.output.contains("Generated.swift"), "a hidden folder is not walked")
        }
    }

    @Test(arguments: ["json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson"])
    func everyReporterCarriesThem(reporter: String) throws {
        try Fixtures.withTemporaryFolder("sources-reporters", files: Self.files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App", "--reporter", reporter])
            #expect(run.output.contains("Card.swift") && run.output.contains("double-scaling"), "\(run.output)")
        }
    }

    /// `"sources"` in `.plistc.json` names them too, inside the repository only; `-o` cannot
    /// overwrite one.
    @Test func theConfigurationNamesThem() throws {
        var files = Self.files
        files[".plistc.json"] = "{\"sources\": [\"App\"], \"rules\": {\"fixed-font-size\": \"off\"}}"
        try Fixtures.withTemporaryFolder("sources-config", files: files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist"])
            #expect(
                run.output.contains("Card.swift:5:24: error") && !run.output.contains("fixed-font-size"),
                "\(run.output)")
            let overwrite = CapturedRun(["lint", root + "/Brand.plist", "-o", root + "/App/Card.swift"])
            #expect(overwrite.status == 2)
            let after = try String(contentsOfFile: root + "/App/Card.swift", encoding: .utf8)
            #expect(after == Self.card)
        }
        files[".plistc.json"] = "{\"sources\": [\"../../Elsewhere\"]}"
        try Fixtures.withTemporaryFolder("sources-outside", files: files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist"])
            #expect(run.status == 2 && run.error.contains("\"sources\" names '../../Elsewhere'"), "\(run.error)")
        }
    }

    @Test func aMissingSourceIsAProblem() {
        let run = CapturedRun(["lint", Fixtures.noteworthy, "--sources", "/no/such/App"])
        #expect(run.status == 2 && run.error.contains("no such file or directory"), "\(run.error)")
    }
}

extension Fixtures {
    /// A fixture's text.
    static func bytesText(_ path: String) -> String { String(decoding: bytes(path), as: UTF8.self) }
}

/// ScaledFont's own sample call sites, against a dictionary without footnote: an error at the
/// call site, located; a misspelt dictionary name, with the right one suggested.
@Suite("The code against its dictionaries")
struct SourcesDictionaryTests {
    static let sample = """
        final class StyleViewController: UIViewController {
            private lazy var scaledFont: ScaledFont = {
                return ScaledFont(fontName: "Noteworthy")
            }()
            private func configure(label: UILabel, textStyle: UIFont.TextStyle) {
                label.font = scaledFont.font(forTextStyle: .body)
                label.font = scaledFont.font(forTextStyle: .footnote)
                label.adjustsFontForContentSizeCategory = true
            }
        }
        let other = ScaledFont(fontName: "Notworthy")
        """
    static let noteworthy = """
        <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Light</string>\
        <key>fontSize</key><integer>17</integer></dict></dict></plist>
        """

    @Test func aStyleTheDictionaryLacksIsAnErrorAtTheCallSite() throws {
        try Fixtures.withTemporaryFolder(
            "sources-dictionary", files: ["Noteworthy.plist": Self.noteworthy, "App/Style.swift": Self.sample]
        ) { root in
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"])
            #expect(run.status == 1)
            #expect(
                run.output.contains(
                    "App/Style.swift:7:52: error: Noteworthy.plist gives no footnote font (the file has no entry for this style)"
                ),
                "\(run.output)")
            #expect(!run.output.contains("Style.swift:6:"), "body is in the dictionary")
            #expect(
                run.output.contains(
                    "Style.swift:11:34: error: ScaledFont(fontName: \"Notworthy\") names no style dictionary"))
            #expect(run.output.contains("did you mean \"Noteworthy\"?"), "\(run.output)")
            // The code asks for body and footnote only: the other styles' notes are dropped.
            #expect(
                run.output.contains("no 'footnote' entry") && !run.output.contains("no 'largeTitle' entry"),
                "\(run.output)")
        }
    }

    /// An entry no call site asks for is a note at its key; the 2017 raw keys too.
    @Test func anEntryNoCallSiteAsksForIsUnused() throws {
        let code = "let font = ScaledFont(fontName: \"Brand\")\nlabel.font = font.font(forTextStyle: .body)"
        let raw = """
            <plist version="1.0"><dict><key>UICTFontTextStyleBody</key><dict><key>fontName</key>\
            <string>Noteworthy-Light</string><key>fontSize</key><integer>17</integer></dict>
            <key>UICTFontTextStyleCaption2</key><dict><key>fontName</key><string>Noteworthy-Light</string>\
            <key>fontSize</key><integer>11</integer></dict></dict></plist>
            """
        try Fixtures.withTemporaryFolder("sources-unused", files: ["Brand.plist": raw, "App/Use.swift": code]) { root in
            let run = CapturedRun([
                "lint", root + "/Brand.plist", "--runtime", "scaledfont2017", "--sources", root + "/App",
            ])
            #expect(run.status == 0, "\(run.output)")
            #expect(
                run.output.contains(
                    "Brand.plist:2:1: note: no call site in the app's Swift asks this dictionary for caption2: the 'UICTFontTextStyleCaption2' entry is never shown"
                ),
                "\(run.output)")
            #expect(!run.output.contains("entry: "), "no missing-style note for a style no call site asks for")
            let off = CapturedRun(
                [
                    "lint", root + "/Brand.plist", "--runtime", "scaledfont2017", "--sources", root + "/App",
                    "--disable", "unused-style",
                ])
            #expect(off.output.isEmpty, "\(off.output)")
        }
    }

    /// A file plistc cannot read could ask for anything: every note is kept, none is unused.
    @Test func anUnreadableFileKeepsEveryNote() throws {
        let asks = "let font = ScaledFont(fontName: \"Noteworthy\")\nlabel.font = font.font(forTextStyle: .body)"
        try Fixtures.withTemporaryFolder(
            "sources-unreadable",
            files: ["Noteworthy.plist": Self.noteworthy, "App/Use.swift": asks, "App/Broken.swift": "let s = \"open"]
        ) { root in
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"])
            #expect(run.output.contains("Broken.swift:1:1: note: plistc cannot read this Swift"), "\(run.output)")
            #expect(run.output.contains("no 'largeTitle' entry"), "\(run.output)")
        }
    }

    /// An instance made in another file (`Theme.brand`) could be any dictionary's: its styles
    /// count for every dictionary the Swift names, so none of them is called unused.
    @Test func anInstanceFromAnotherFileAsksEveryDictionary() throws {
        let theme =
            "enum Theme { static let brand = ScaledFont(fontName: \"Noteworthy\") }\nlet a = Theme.brand.font(forTextStyle: .body)"
        // Detail.swift names one dictionary of its own: Theme.brand is still not its.
        let detail =
            "let mine = ScaledFont(fontName: \"Other\")\nlet b = Theme.brand.font(forTextStyle: .caption2)\nlet c = Theme.brand.font(forTextStyle: .footnote)"
        let plist = Self.noteworthy.replacingOccurrences(
            of: "</dict></dict></plist>",
            with:
                "</dict><key>caption2</key><dict><key>fontName</key><string>Noteworthy-Light</string><key>fontSize</key><integer>11</integer></dict></dict></plist>"
        )
        try Fixtures.withTemporaryFolder(
            "sources-any", files: ["Noteworthy.plist": plist, "App/Theme.swift": theme, "App/Detail.swift": detail]
        ) { root in
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"])
            #expect(
                !run.output.contains("[unused-style]") && !run.output.contains("Other.plist gives"), "\(run.output)")
            #expect(
                run.output.contains("no 'footnote' entry") && !run.output.contains("no 'title' entry"), "\(run.output)")
        }
    }

    /// The advice names the key the runtime reads; a file that falls back whole says so.
    @Test func theAdviceNamesTheRuntimesKey() throws {
        let raw = Self.noteworthy.replacingOccurrences(of: "<key>body</key>", with: "<key>UICTFontTextStyleBody</key>")
        let code = "let font = ScaledFont(fontName: \"Noteworthy\")\nlet f = font.font(forTextStyle: .footnote)"
        try Fixtures.withTemporaryFolder(
            "sources-2017",
            files: ["Noteworthy.plist": raw, "App/Use.swift": code, "Broken/Noteworthy.plist": "<plist"]
        ) { root in
            let run = CapturedRun(
                ["lint", root + "/Noteworthy.plist", "--runtime", "scaledfont2017", "--sources", root + "/App"])
            #expect(run.output.contains("add a 'UICTFontTextStyleFootnote' entry to"), "\(run.output)")
            let broken = CapturedRun(["lint", root + "/Broken/Noteworthy.plist", "--sources", root + "/App"])
            #expect(broken.output.contains("falls back: fix the file, as its own findings say"), "\(broken.output)")
        }
    }

    /// A Swift file over --max-bytes is a problem, never read in part, never fixed; a file
    /// named twice is checked once.
    @Test func aFileOverTheLimitIsNeitherCheckedNorFixed() throws {
        let code =
            "@ScaledMetric var s = 1\n" + String(repeating: "let x = 1\n", count: 100)
            + "let f = Font.custom(\"A\", size: s)\n"
        try Fixtures.withTemporaryFolder("sources-limit", files: ["App/A.swift": code]) { root in
            let run = CapturedRun(
                ["lint", Fixtures.noteworthy, "--sources", root + "/App", "--max-bytes", "600", "--fix"])
            #expect(run.status == 2 && run.error.contains("A.swift: error: is larger than 600 bytes"), "\(run.error)")
            let after = try String(contentsOfFile: root + "/App/A.swift", encoding: .utf8)
            #expect(after == code)
            let twice = CapturedRun(
                ["lint", Fixtures.noteworthy, "--sources", root + "/App", "--sources", root + "/./App/../App/A.swift"])
            #expect(twice.output.components(separatedBy: "[double-scaling]").count == 2, "\(twice.output)")
        }
    }

    /// A style held in a variable could be any: every note is kept.
    @Test func aStyleInAVariableKeepsEveryNote() throws {
        let code =
            "let font = ScaledFont(fontName: \"Noteworthy\")\nfunc f(_ style: UIFont.TextStyle) { _ = font.font(forTextStyle: style) }"
        try Fixtures.withTemporaryFolder(
            "sources-variable", files: ["Noteworthy.plist": Self.noteworthy, "App/Use.swift": code]
        ) { root in
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"])
            #expect(run.output.contains("no 'largeTitle' entry"), "\(run.output)")
        }
    }
}

/// Font names in code, checked as a dictionary's are: against the given fonts, iOS's own and
/// Info.plist's UIAppFonts.
@Suite("Font names in the app's Swift")
struct SourcesFontNameTests {
    static let code = """
        let a = Font.custom("NotoSerif-Reguler", size: 17, relativeTo: .body)
        let b = UIFont(name: "Noteworthy-Light", size: 17)
        let c = Font.custom("NotoSerif-Regular", size: 17)
        let d = Font.custom(name, size: 17)
        """

    @Test(.enabled(if: Installed.freeType && Installed.noto, "needs libfreetype6 and fonts-noto-core"))
    func aNameNoFontHoldsIsUnknown() throws {
        try Fixtures.withTemporaryFolder(
            "sources-fonts",
            files: ["Noteworthy.plist": SourcesDictionaryTests.noteworthy, "App/Fonts.swift": Self.code]
        ) { root in
            let fonts = ["--fonts", Installed.notoFolder + "/NotoSerif-Regular.ttf"]
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"] + fonts)
            let found = run.output.split(separator: "\n").filter {
                $0.contains("Fonts.swift") && $0.hasSuffix("[unknown-font]")
            }
            #expect(found.count == 1, "\(run.output)")
            #expect(found.first?.contains("Fonts.swift:1:21: error: \"NotoSerif-Reguler\"") == true, "\(run.output)")
            #expect(found.first?.contains("did you mean 'NotoSerif-Regular'") == true)
            // Without fonts nothing says whether the app ships one: no finding.
            let unchecked = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", root + "/App"])
            #expect(!unchecked.output.contains("[unknown-font]"), "\(unchecked.output)")
        }
    }

    /// A name whose file Info.plist's UIAppFonts leaves out is never loaded: as in a dictionary.
    @Test(.enabled(if: Installed.freeType && Installed.noto, "needs libfreetype6 and fonts-noto-core"))
    func aNameWhoseFileIsNotRegistered() throws {
        let info = """
            <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Other.ttf</string></array></dict></plist>
            """
        try Fixtures.withTemporaryFolder(
            "sources-registered",
            files: [
                "Noteworthy.plist": SourcesDictionaryTests.noteworthy, "App/Fonts.swift": Self.code, "Info.plist": info,
            ]
        ) { root in
            let run = CapturedRun(
                [
                    "lint", root + "/Noteworthy.plist", "--sources", root + "/App", "--fonts",
                    Installed.notoFolder + "/NotoSerif-Regular.ttf", "--info-plist", root + "/Info.plist",
                ])
            let found = run.output.split(separator: "\n").filter {
                $0.contains("Fonts.swift") && $0.hasSuffix("[font-not-registered]")
            }
            #expect(found.count == 1, "\(run.output)")
            #expect(
                found.first?.contains(
                    "Fonts.swift:3:21: error: NotoSerif-Regular comes from NotoSerif-Regular.ttf, which Info.plist's UIAppFonts does not list"
                ) == true, "\(run.output)")
        }
    }
}
