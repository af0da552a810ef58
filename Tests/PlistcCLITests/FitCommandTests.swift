import Foundation
import PlistcTextFit
import TestSupport
import Testing

/// `plistc fit`: strings measured in a style's font at every content size, against a budget.
@Suite("plistc fit")
struct FitCommandTests {
    static let noto = Installed.notoFolder
    static let dictionary = Fixtures.directory + "/fonts/noto-serif-spacing.plist"
    static let fonts = ["Regular", "Bold", "Italic"].flatMap { ["--fonts", noto + "/NotoSerif-\($0).ttf"] }
    static let strings = [
        "--text", "Donaudampfschifffahrtsgesellschaftskapitän", "--text", "Save your changes before leaving",
        "--text", "Save ✓ 設定", "--text", "Two\\nlines",
    ]
    static let ready = TextShaper.isAvailable && LineBreaks.isAvailable && Installed.noto

    static func run(_ extra: [String]) -> CapturedRun {
        CapturedRun(["fit", dictionary] + fonts + ["--style", "body", "--width", "200", "--lines", "2"] + extra)
    }

    @Test(
        .enabled(if: ready, "needs HarfBuzz, ICU and fonts-noto-core (apt-get install libharfbuzz0b fonts-noto-core)"))
    func textOutputMatchesItsGolden() {
        let run = Self.run(Self.strings)
        #expect(run.status == 1, "\(run.error)")
        #expect(Golden.check(run.output, against: Fixtures.directory + "/fit/noto-serif.text") == nil)
        #expect(run.output.contains("not CoreText's"))
    }

    @Test(
        .enabled(if: ready, "needs HarfBuzz, ICU and fonts-noto-core (apt-get install libharfbuzz0b fonts-noto-core)"))
    func jsonOutputMatchesItsGolden() throws {
        let run = Self.run(Self.strings + ["--emit", "json"])
        #expect(run.status == 1, "\(run.error)")
        #expect(Golden.check(run.output, against: Fixtures.directory + "/fit/noto-serif.json") == nil)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            #expect(
                Set(result.keys).isSuperset(of: [
                    "key", "localization", "text", "style", "width", "lines", "fitsThrough", "firstOverflow",
                ]))
        }
        #expect(results[0]["fitsThrough"] is NSNull)
        #expect(results[3]["firstOverflow"] is NSNull)
    }

    /// Every string that fits exits 0; the hard line break counts as a line.
    @Test(
        .enabled(if: ready, "needs HarfBuzz, ICU and fonts-noto-core (apt-get install libharfbuzz0b fonts-noto-core)"))
    func fittingStringsExitClean() {
        #expect(Self.run(["--text", "Two\\nlines"]).status == 0)
        let one = CapturedRun(
            ["fit", Self.dictionary] + Self.fonts + [
                "--style", "body", "--width", "200", "--lines", "1", "--text", "Two\\nlines",
            ])
        #expect(one.status == 1)
        #expect(one.output.contains("needs 2 lines"), "\(one.output)")
    }

    /// `--text -` measures standard input's lines (LF or CRLF) after the strings given with `--text`.
    @Test(
        .enabled(if: ready, "needs HarfBuzz, ICU and fonts-noto-core (apt-get install libharfbuzz0b fonts-noto-core)"))
    func standardInputGivesOneStringPerLine() throws {
        let run = CapturedRun(
            ["fit", Self.dictionary] + Self.fonts + [
                "--style", "body", "--width", "200", "--lines", "2", "--text", "First", "--text", "-",
                "--emit", "json",
            ],
            input: Array("Second\r\nThird\n".utf8))
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["text"] as? String } == ["First", "Second", "Third"])
    }

    @Test func standardInputHoldsTheDictionaryOrTheStringsNotBoth() {
        let run = CapturedRun(["fit", "-", "--style", "body", "--width", "100", "--text", "-"])
        #expect(run.status == 2)
        #expect(run.error.contains("not both"), "\(run.error)")
    }

    /// A style in a font with no file here is not measured, with a note naming what to pass.
    @Test func aFontWithoutAFileIsANote() {
        let run = CapturedRun(["fit", Fixtures.noteworthy, "--style", "body", "--width", "100", "--text", "Hello"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("0 of 0 fit"), "\(run.output)")
        #expect(run.error.contains("Noteworthy-Light") && run.error.contains("--fonts PATH"), "\(run.error)")
    }

    @Test(arguments: [
        (["--style", "body", "--width", "100"], "or --text TEXT"),
        (["--width", "100", "--strings", "x.strings"], "--style body"),
        (["--style", "body", "--width", "100", "--text", "a", "--fit-sizes", "AX9..."], "has no content size 'AX9'"),
        (["--style", "body", "--width", "100", "--text", "a", "--fit-sizes", "AX3...S"], "ends before it starts"),
        (["--strings", "x.strings"], "\"fit\" entries in .plistc.json"),
        (["--width", "100", "--text", "a"], "--style body"),
        (["--style", "bodyy", "--width", "100", "--text", "a"], "did you mean 'body'"),
        (["--style", "body", "--width", "-3", "--text", "a"], "--width needs"),
        (["--style", "body", "--width", "1e19", "--text", "a"], "at most 100000"),
        (["--style", "body", "--width", "100", "--lines", "two", "--text", "a"], "--lines needs"),
        (["--style", "body", "--width", "100", "--text", "a", "--emit", "xml"], "--emit has no 'xml'"),
    ])
    func usageErrorsSayWhatToGive(arguments: [String], message: String) {
        let run = CapturedRun(["fit", Fixtures.noteworthy] + arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func oneDictionaryIsMeasuredIn() {
        let run = CapturedRun([
            "fit", Fixtures.noteworthy, Fixtures.noteworthy, "--style", "body", "--width", "9", "--text", "a",
        ])
        #expect(run.status == 2)
        #expect(run.error.contains("fit takes one style dictionary, got 2"), "\(run.error)")
    }
}
