import Foundation
import TestSupport
import Testing

/// Where Debian's fonts-noto-core puts Noto Serif.
private let debianNoto = Installed.notoFolder

/// `lint --fonts` against Debian's Noto Serif files (`fonts-noto-core`, installed by `.ci/run`).
@Suite(
    "Font checks",
    .enabled(if: Installed.freeType, Installed.freeTypeMissing), .enabled(if: Installed.noto, Installed.notoMissing))
struct FontLintTests {
    static let noto = debianNoto
    private let fonts = ["Regular", "Bold", "Italic"].flatMap {
        ["--fonts", FontLintTests.noto + "/NotoSerif-\($0).ttf"]
    }
    private let directory = Fixtures.directory + "/fonts"

    @Test func everyRealNamePassesAndAMisspelledOneGetsASuggestion() {
        let run = CapturedRun(["lint", "--reporter", "json"] + fonts + [directory + "/noto-serif.plist"])
        #expect(run.status == 1)
        #expect(run.output.components(separatedBy: "\"rule\": \"unknown-font\"").count == 2, "exactly one unknown font")
        #expect(run.output.contains("\"keyPath\": \"footnote.fontName\", \"suggestion\": \"NotoSerif-Regular\""))
        #expect(run.output.contains("(in \(Self.noto)/NotoSerif-Regular.ttf)"))
    }

    @Test(.enabled(if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone"))
    func corpusNotoSerifUsesANameDebiansFilesDoNotHave() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let run = CapturedRun(
            ["lint", "--reporter", "json"] + fonts + [
                "--fonts", Self.noto + "/NotoSerif-BoldItalic.ttf", corpus + "/NotoSerif.plist",
            ])
        #expect(run.status == 1)
        // Its "NotoSerif" is the Google Fonts name of the regular face; Debian's is NotoSerif-Regular.
        let unknown = run.output.components(separatedBy: "\"rule\": \"unknown-font\"").count - 1
        #expect(unknown == 7)
        #expect(run.output.components(separatedBy: "\"suggestion\": \"NotoSerif-Regular\"").count - 1 == 7)
        #expect(!run.output.contains("NotoSerif-Bold\\\"") && !run.output.contains("'subheadline.fontName'"))
        #expect(run.output.contains("\"rule\": \"font-size-range\""))
    }

    @Test func swappedWeightsAreAWarning() {
        let run = CapturedRun(["lint"] + fonts + [directory + "/weight-swapped.plist"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "headline's NotoSerif-Regular (weight 400) is not heavier than body's NotoSerif-Bold (weight 700)"))
        #expect(run.output.contains("[weight-order]"))
    }

    @Test func infoPlistMustRegisterEveryFontFile() {
        let complete = CapturedRun(
            ["lint"] + fonts + [
                "--info-plist", directory + "/Info-complete.plist", directory + "/weight-swapped.plist",
            ])
        #expect(!complete.output.contains("font-not-registered") && !complete.output.contains("app-font-missing"))
        let incomplete = CapturedRun(
            ["lint", "--reporter", "json"] + fonts + [
                "--info-plist", directory + "/Info-incomplete.plist", directory + "/weight-swapped.plist",
            ])
        #expect(incomplete.status == 1)
        #expect(
            incomplete.output.contains(
                "\"rule\": \"font-not-registered\", \"message\": \"'largeTitle.fontName' NotoSerif-Bold comes from NotoSerif-Bold.ttf"
            ))
        #expect(!incomplete.output.contains("'body.fontName' NotoSerif-Regular comes from"), "Regular is registered")
        #expect(
            incomplete.output.contains(
                "Info-incomplete.plist\", \"line\": 10, \"column\": 3, \"severity\": \"error\", \"rule\": \"app-font-missing\""
            ))
        #expect(incomplete.output.components(separatedBy: "app-font-missing").count == 2, "reported once")
    }

    /// `--fix` adds the font files the style dictionary needs to `UIAppFonts`: at the end of the
    /// array, into an empty one, or as a new entry, indented and line-ended as the file is.
    @Test(arguments: [
        (
            "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>NotoSerif-Regular.ttf</string>\n\t</array>\n",
            "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>NotoSerif-Regular.ttf</string>\n\t\t<string>NotoSerif-Bold.ttf</string>\n\t\t<string>NotoSerif-Italic.ttf</string>\n\t</array>\n"
        ),
        (
            "    <key>UIAppFonts</key>\n    <array/>\n",
            "    <key>UIAppFonts</key>\n    <array>\n        <string>NotoSerif-Bold.ttf</string>\n        <string>NotoSerif-Regular.ttf</string>\n        <string>NotoSerif-Italic.ttf</string>\n    </array>\n"
        ),
        (
            "  <key>CFBundleName</key>\n  <string>Demo</string>\n",
            "  <key>CFBundleName</key>\n  <string>Demo</string>\n  <key>UIAppFonts</key>\n  <array>\n    <string>NotoSerif-Bold.ttf</string>\n    <string>NotoSerif-Regular.ttf</string>\n    <string>NotoSerif-Italic.ttf</string>\n  </array>\n"
        ),
    ])
    func fixAddsTheMissingFontFilesToUIAppFonts(entries: String, fixed: String) throws {
        let wrap = { (body: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body
                + "</dict>\n</plist>\n"
        }
        let dictionary = try String(contentsOfFile: directory + "/weight-swapped.plist", encoding: .utf8)
        try Fixtures.withTemporaryFolder("appfonts", files: ["Info.plist": wrap(entries), "Fonts.plist": dictionary]) {
            folder throws in
            let run = CapturedRun(
                ["lint", "--fix"] + fonts + ["--info-plist", folder + "/Info.plist", folder + "/Fonts.plist"])
            let after = try String(contentsOfFile: folder + "/Info.plist", encoding: .utf8)
            #expect(
                run.error.contains("Info.plist:") && run.error.contains(": fixed: UIAppFonts lists "), "\(run.error)")
            #expect(!run.output.contains("error:"), "fixed, so no longer reported: \(run.output)")
            #expect(after == wrap(fixed))
            let again = CapturedRun(
                ["lint", "--fix"] + fonts + ["--info-plist", folder + "/Info.plist", folder + "/Fonts.plist"])
            #expect(!again.error.contains("fixed:"), "a second --fix changes nothing: \(again.error)")
        }
    }

    @Test func builtInFontsCountUnlessTurnedOff() {
        let builtIn = CapturedRun(["lint"] + fonts + [Fixtures.noteworthy])
        #expect(builtIn.status == 0 && builtIn.output.isEmpty, "Noteworthy ships with iOS")
        let none = CapturedRun(["lint", "--platform-fonts", "none"] + fonts + [Fixtures.noteworthy])
        #expect(none.status == 1 && none.output.contains("[unknown-font]"))
        #expect(
            CapturedRun(["lint", "--info-plist", directory + "/Info-complete.plist", Fixtures.noteworthy]).status == 2)
    }

    /// `--platform-fonts` is checked when it is read, with or without `--fonts`, and its error
    /// names the choices and the closest.
    @Test(arguments: [["lint"], ["build"], ["lint", "--fonts", "Fonts"]])
    func anUnknownPlatformFontsIsAUsageError(command: [String]) {
        let run = CapturedRun(command + ["--platform-fonts", "ioss", Fixtures.noteworthy])
        #expect(run.status == 2)
        #expect(
            run.error.contains("--platform-fonts has no 'ioss'; did you mean 'ios'? (choices: ios, none)"),
            "\(run.error)")
    }

    @Test func configurationNamesFontsRelativeToItself() throws {
        let root = try Fixtures.temporaryFolder("fontconfig")
        try FileManager.default.createDirectory(atPath: root + "/Fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for face in ["Regular", "Bold", "Italic"] {
            try FileManager.default.copyItem(
                atPath: Self.noto + "/NotoSerif-\(face).ttf", toPath: root + "/Fonts/NotoSerif-\(face).ttf")
        }
        try #"{"fonts": ["Fonts"]}"#.write(toFile: root + "/.plistc.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: directory + "/noto-serif.plist", toPath: root + "/Brand.plist")
        let run = CapturedRun(["lint", root + "/Brand.plist"])
        #expect(run.status == 1)
        #expect(run.output.contains("did you mean 'NotoSerif-Regular' (in \(root)/Fonts/NotoSerif-Regular.ttf)?"))
    }
}

@Suite(
    "build --fonts",
    .enabled(if: Installed.freeType, Installed.freeTypeMissing), .enabled(if: Installed.noto, Installed.notoMissing))
struct BuildFontsTests {
    @Test func addsEachFontsFileAndWeight() {
        let fonts = ["Regular", "Bold", "Italic"].flatMap { ["--fonts", debianNoto + "/NotoSerif-\($0).ttf"] }
        let path = Fixtures.directory + "/fonts/weight-swapped.plist"
        let json = CapturedRun(["build", "--emit", "json", "--categories", "large"] + fonts + [path])
        #expect(json.status == 0)
        #expect(
            json.output.contains(
                "\"fontName\": \"NotoSerif-Bold\", \"weight\": null, \"design\": null, \"baseSize\": 17, \"sizes\": [17], \"fontFile\": \"\(debianNoto)/NotoSerif-Bold.ttf\", \"fontWeight\": 700, \"fontLineHeight\": 1.362, \"lineHeight\": null"
            ))
        let table = CapturedRun(["build", "--categories", "large"] + fonts + [path])
        #expect(table.output.contains("weight  file"))
        #expect(
            table.output.contains(
                "headline     NotoSerif-Regular    17   17     400  \(debianNoto)/NotoSerif-Regular.ttf"))
        #expect(!CapturedRun(["build", "--emit", "json", path]).output.contains("fontFile"), "only with --fonts")
    }
}
