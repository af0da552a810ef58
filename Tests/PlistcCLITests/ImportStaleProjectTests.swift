import Foundation
import TestSupport
import Testing

/// Token projects as real repositories leave them: a `"styles"` map wins over names and each of
/// its keys must name a token (set-qualified or not), and a set `$metadata.json` lists with no
/// file is skipped with one warning, as Tokens Studio skips it.
@Suite("plistc import of stale projects")
struct ImportStaleProjectTests {
    /// A Tokens Studio set whose group is called `body` too: `typography.body.small` would be
    /// body by its group's name.
    static let typography = #"""
        {"typography": {"body": {
          "small": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "12"}},
          "large": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "17"}}
        }},
        "content": {"md": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "15"}}}}
        """#

    @Test func anExplicitMapWinsOverAGroupsName() throws {
        let files = [
            "tokens/theme.json": Self.typography,
            "tokens/.plistc.json": #"{"styles": {"typography.body.large": "body"}}"#,
        ]
        try Fixtures.withTemporaryFolder("import-map", files: files) { folder throws in
            let run = CapturedRun(["import", folder + "/tokens/theme.json"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("<integer>17</integer>") && !run.output.contains("<integer>12</integer>"))
            #expect(
                run.error.contains(
                    "'typography.body.small' is named like body, which \"styles\" in .plistc.json maps to 'typography.body.large': not imported"
                ), "\(run.error)")
            #expect(!run.error.contains("second token"))
        }
    }

    /// A key named with its set (`theme.content.md`) is the token's; a key that names no token
    /// is an error at the key, with the nearest token.
    @Test func everyKeyOfTheMapNamesAToken() throws {
        let configuration = """
            {
              "styles": {
                "theme.content.md": "subheadline",
                "typography.body.larg": "body"
              }
            }
            """
        let files = ["tokens/theme.json": Self.typography, "tokens/.plistc.json": configuration]
        try Fixtures.withTemporaryFolder("import-map", files: files) { folder throws in
            let run = CapturedRun(["import", folder + "/tokens/theme.json"])
            #expect(run.status == 1)
            #expect(
                run.error.contains(
                    folder
                        + "/tokens/.plistc.json:4:5: error: \"styles\" maps 'typography.body.larg', which names no token of the files imported: did you mean 'typography.body.large'?"
                ), "\(run.error)")
            #expect(!run.error.contains("theme.content.md"), "a set-qualified name is the token's: \(run.error)")
        }
    }

    /// Sets `$metadata.json` lists with no file are skipped, with one warning at its
    /// `tokenSetOrder` naming them; the rest import, with `--theme` too.
    @Test func aSetWithNoFileIsSkipped() throws {
        let files = [
            "project/$metadata.json": #"{"tokenSetOrder": ["core", "gone/one", "theme", "gone/two"]}"#,
            "project/core.json": #"{"size": {"base": {"value": "17", "type": "fontSizes"}}}"#,
            "project/theme.json":
                #"{"body": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "{size.base}"}}}"#,
            "project/$themes.json":
                #"[{"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "gone/one": "enabled", "theme": "enabled"}}]"#,
        ]
        try Fixtures.withTemporaryFolder("import-stale", files: files) { folder throws in
            for extra in [[], ["--theme", "Light"]] {
                let run = CapturedRun(["import", folder + "/project"] + extra)
                #expect(run.status == 0, "\(extra): \(run.error)")
                #expect(run.output.contains("<integer>17</integer>"))
                let warnings = run.error.split(separator: "\n").filter {
                    $0.contains("have no file and are skipped") || $0.contains("has no file and is skipped")
                }
                #expect(warnings.count == 1, "\(extra): \(run.error)")
                #expect(warnings.first?.contains("'gone/one'") == true)
            }
            let plain = CapturedRun(["import", folder + "/project"])
            #expect(
                plain.error.contains(folder + "/project/$metadata.json:1:2: warning: 2 of the 4 token sets"),
                "\(plain.error)")
        }
    }

    /// A project none of whose listed sets has a file (its files renamed since) is an error at
    /// `$metadata.json` that names them and says what to do, not an empty folder's.
    @Test func aProjectWithNoListedSetIsAnError() throws {
        let files = [
            "project/$metadata.json": #"{"tokenSetOrder": ["GLOBAL/core", "GLOBAL/semantic"]}"#,
            "project/core.json": #"{"size": {"base": {"value": "17", "type": "fontSizes"}}}"#,
        ]
        try Fixtures.withTemporaryFolder("import-stale", files: files) { folder throws in
            let run = CapturedRun(["import", folder + "/project"])
            #expect(run.status == 2)
            #expect(
                run.error.contains(
                    "project/$metadata.json: error: lists 2 token sets and none has a file ('GLOBAL/core', 'GLOBAL/semantic'): name the project's set files in tokenSetOrder"
                ), "\(run.error)")
        }
    }
}
