import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `plistc import` of several files and folders: tokens split over files import as the same
/// tokens in one file, aliases resolve across files, a later file's token wins, a Tokens Studio
/// project's sets apply in its `$metadata.json` order, and every message names its own file.
@Suite("plistc import of several files")
struct ImportSourcesTests {
    static let sizes = #"{"size": {"base": {"$value": "16px"}, "scale": {"$value": 1.25}}}"#
    static let styles = #"""
        {"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "{size.base} * {size.scale}"}},
         "headline": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontWeight": 700, "fontSize": "{size.base}"}}}
        """#

    @Test func aSetSplitOverTwoFilesImportsAsOne() throws {
        let whole =
            #"{"size": {"base": {"$value": "16px"}, "scale": {"$value": 1.25}}, "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "{size.base} * {size.scale}"}}, "headline": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontWeight": 700, "fontSize": "{size.base}"}}}"#
        try Fixtures.withTemporaryFolder(
            "import-sources", files: ["one.json": whole, "split/a.json": Self.sizes, "split/b.json": Self.styles]
        ) { folder throws in
            let one = CapturedRun(["import", folder + "/one.json"])
            #expect(one.status == 0, "\(one.error)")
            let files = CapturedRun(["import", folder + "/split/a.json", folder + "/split/b.json"])
            let directory = CapturedRun(["import", folder + "/split"])
            #expect(files.output == one.output && directory.output == one.output)
            #expect(files.status == 0 && directory.status == 0, "\(files.error)")
            #expect(one.output.contains("<integer>20</integer>"))
        }
    }

    @Test func aLaterFileWinsAndMessagesNameTheirFile() throws {
        let larger = #"{"size": {"base": {"$value": "20px"}}}"#
        let broken = #"{"title": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "1em"}}}"#
        try Fixtures.withTemporaryFolder(
            "import-sources", files: ["a.json": Self.sizes, "b.json": Self.styles, "c.json": larger, "d.json": broken]
        ) { folder throws in
            let later = CapturedRun(["import", folder + "/a.json", folder + "/b.json", folder + "/c.json"])
            #expect(later.status == 0, "\(later.error)")
            #expect(later.output.contains("<integer>25</integer>"), "body is 20px * 1.25 once c.json's base wins")
            let run = CapturedRun(["import", folder + "/a.json", folder + "/b.json", folder + "/d.json"])
            #expect(run.status == 1)
            #expect(run.error.contains(folder + "/d.json:1:2: error: 'title.fontSize' is in 'em'"), "\(run.error)")
        }
    }

    /// A Tokens Studio project: the sets in `$metadata.json`'s order, later over earlier, a
    /// set in a subfolder by its path; `$themes.json` is not a set.
    @Test func aTokensStudioProjectAppliesItsSetOrder() throws {
        let files = [
            "project/core/base.json": #"{"size": {"base": {"value": "16", "type": "fontSizes"}}}"#,
            "project/brand.json":
                #"{"size": {"base": {"value": "20", "type": "fontSizes"}}, "body": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "{size.base}"}}}"#,
            "project/$themes.json": "[]",
        ]
        for (order, size) in [(#"["core/base", "brand"]"#, 20), (#"["brand", "core/base"]"#, 16)] {
            var withOrder = files
            withOrder["project/$metadata.json"] = #"{"tokenSetOrder": \#(order)}"#
            try Fixtures.withTemporaryFolder("import-project", files: withOrder) { folder throws in
                let run = CapturedRun(["import", "-v", folder + "/project"])
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.contains("<integer>\(size)</integer>"), "\(order)")
                #expect(run.error.contains("project/core/base.json: read as Tokens Studio (value and type)"))
            }
        }
    }

    /// A set's name in `$metadata.json` cannot lead out of the project: `..`, or a link.
    @Test func setsStayInsideTheProject() throws {
        for set in ["../outside", "linked"] {
            try Fixtures.withTemporaryFolder(
                "import-escape",
                files: [
                    "outside.json": #"{"secret": {"$value": "x"}}"#,
                    "project/$metadata.json": #"{"tokenSetOrder": ["\#(set)"]}"#,
                ]
            ) { folder throws in
                _ = symlink(folder + "/outside.json", folder + "/project/linked.json")
                let run = CapturedRun(["import", folder + "/project"])
                #expect(run.status == 2, "\(set)")
                #expect(run.error.contains("outside the project's folder"), "\(run.error)")
            }
        }
    }

    /// Aliases inside text that double at every level stop at a bound, with a finding, in
    /// linear time.
    @Test(.timeLimit(.minutes(1))) func textThatGrowsWithItsAliasesIsBounded() {
        var tokens = #"{"t": {"l40": {"$value": "16"}"#
        for level in 0..<40 { tokens += #", "l\#(level)": {"$value": "{t.l\#(level + 1)} {t.l\#(level + 1)}"}"# }
        tokens += #"}, "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}}"#
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0)
        #expect(run.error.contains("make it longer than 4096 bytes"))
    }

    @Test func platformFontsNoneCountsWithoutFontFiles() {
        let tokens = #"{"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}}"#
        let run = CapturedRun(["import", "--platform-fonts", "none", "-"], input: Array(tokens.utf8))
        #expect(run.output.contains("<string>Georgia-Regular</string>"))
        #expect(run.error.contains("warning: 'body' names the family Georgia"))
    }

    @Test func standardInputStandsAlone() {
        let run = CapturedRun(["import", "a.json", "-"])
        #expect(run.status == 2)
        #expect(
            run.error.hasPrefix(
                "plistc import: import takes TOKENS.json files or folders (or - alone, for standard input)"))
    }
}
