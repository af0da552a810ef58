import Foundation
import TestSupport
import Testing

/// Responsive variants of typography tokens, as Kadena's design system writes them (a group
/// `@xs`, `@md`… under each style's token) and as a name suffix (`body@md`): one variant is
/// read, the first unless `--variant` or `"variant"` says, with a note naming them.
@Suite("plistc import of responsive variants")
struct ImportVariantTests {
    static let grouped = #"""
        {"type": {
          "h1": {
            "@xs": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "32px"}},
            "@md": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "40px"}}
          },
          "body": {
            "@xs": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "16px"}},
            "@md": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "18px"}}
          }
        }}
        """#
    static let suffixed = #"""
        {"body@sm": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "15px"}},
         "body@lg": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "19px"}}}
        """#

    @Test func theFirstVariantIsReadWithANote() throws {
        let files = [
            "t/tokens.json": Self.grouped, "t/.plistc.json": #"{"styles": {"type.h1": "largeTitle"}}"#,
        ]
        try Fixtures.withTemporaryFolder("import-variants", files: files) { folder throws in
            let run = CapturedRun(["import", folder + "/t/tokens.json"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("<integer>32</integer>") && run.output.contains("<integer>16</integer>"))
            #expect(!run.output.contains("<integer>40</integer>"))
            #expect(
                run.error.contains(
                    "note: the typography tokens come in 2 variants (@xs, @md): @xs is read, the others left out"),
                "\(run.error)")
            #expect(!run.error.contains("second token"))
        }
    }

    @Test func aVariantIsChosenOnTheCommandLineOrInTheConfiguration() throws {
        let files = [
            "t/tokens.json": Self.grouped, "t/.plistc.json": #"{"styles": {"type.h1": "largeTitle"}}"#,
            "c/tokens.json": Self.grouped, "c/.plistc.json": #"{"styles": {"type.h1": "largeTitle"}, "variant": "md"}"#,
            "s/tokens.json": Self.suffixed, "m.json": #"{"styles": {"type.h1.@md": "largeTitle"}}"#,
        ]
        try Fixtures.withTemporaryFolder("import-variants", files: files) { folder throws in
            for run in [
                CapturedRun(["import", folder + "/t/tokens.json", "--variant", "md"]),
                CapturedRun(["import", folder + "/t/tokens.json", "--variant", "@md"]),
                CapturedRun(["import", folder + "/c/tokens.json"]),
            ] {
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.contains("<integer>40</integer>") && run.output.contains("<integer>18</integer>"))
                #expect(!run.error.contains("variants ("), "no note once one is chosen: \(run.error)")
            }
            // A token the map names is read whatever the variant.
            let named = CapturedRun(["import", folder + "/t/tokens.json", "--config", folder + "/m.json"])
            #expect(named.output.contains("<integer>40</integer>") && named.output.contains("<integer>16</integer>"))
            let suffix = CapturedRun(["import", folder + "/s/tokens.json", "--variant", "lg"])
            #expect(suffix.output.contains("<integer>19</integer>"), "\(suffix.error)")
        }
    }

    @Test func aVariantNoTokenHasIsAnError() throws {
        try Fixtures.withTemporaryFolder("import-variants", files: ["tokens.json": Self.grouped]) { folder throws in
            let run = CapturedRun(["import", folder + "/tokens.json", "--variant", "xl"])
            #expect(run.status == 1)
            #expect(
                run.error.contains("error: no typography token has the variant @xl: the variants are @xs, @md"),
                "\(run.error)")
        }
    }
}
