import Foundation
import TestSupport
import Testing

/// Token files from real tools (`Tests/RealTokens`, sources in its `SOURCE.md`): each imports
/// to its golden, with located findings and nothing but warnings and notes, and what it writes
/// lints clean; a file with no typography token says so, located.
@Suite("Real token files")
struct RealTokenTests {
    static let folder = Fixtures.packageRoot + "/Tests/RealTokens"

    /// Each folder's `tokens.json`, or its Tokens Studio project `tokens/` read by a theme.
    @Test(arguments: [
        ("sd-transforms-math", [], "tokens.json"), ("sd-transforms-integration", [], "tokens.json"),
        ("sd-transforms-typography", [], "tokens.json"), ("matrix-penpot", ["--theme", "Light"], "tokens"),
        ("supabase-named-weights", [], "tokens.json"),
    ])
    func importsToItsGolden(name: String, options: [String], input: String) throws {
        let run = CapturedRun(["import"] + options + [Self.folder + "/\(name)/" + input])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains("error:"), "\(run.error)")
        if let difference = Golden.check(run.output, against: Self.folder + "/\(name)/expected.plist") {
            Issue.record(Comment(rawValue: difference))
        }
        let lint = CapturedRun(["lint", "-"], input: Array(run.output.utf8))
        #expect(!lint.error.contains("error:"), "\(lint.error)")
    }

    /// Supabase's weights are its faces' names (`"Book"`, `"Medium"` of Circular Std): the
    /// faces are CircularStd-Book and CircularStd-Medium, at the sizes the file writes (worked out
    /// by hand from it); the `"styles"` map wins over the `body` group's other tokens.
    @Test func namedWeightsAreTheFacesNames() {
        let run = CapturedRun(["import", Self.folder + "/supabase-named-weights/tokens.json"])
        let entries = run.output.replacingOccurrences(of: "\t", with: "").split(separator: "\n")
        for (style, face, size) in [
            ("largeTitle", "CircularStd-Book", 48), ("title", "CircularStd-Book", 36),
            ("title2", "CircularStd-Medium", 30), ("headline", "CircularStd-Medium", 20),
            ("body", "CircularStd-Book", 16), ("footnote", "CircularStd-Book", 14), ("caption", "CircularStd-Book", 12),
        ] {
            let key = entries.firstIndex(of: "<key>\(style)</key>")
            #expect(key.map { entries[$0 + 3] } == "<string>\(face)</string>", "\(style)")
            #expect(key.map { entries[$0 + 5] } == "<integer>\(size)</integer>", "\(style)")
        }
        #expect(!run.error.contains("second token"), "\(run.error)")
    }

    /// sd-transforms' own test of this file expects `400 24px/1.125 Arial Black`.
    @Test func theMathGivesWhatSDTransformsGives() {
        let run = CapturedRun(["import", Self.folder + "/sd-transforms-math/tokens.json"])
        #expect(
            run.output.contains(
                "<key>fontSize</key>\n\t\t<integer>24</integer>\n\t\t<key>lineHeight</key>\n\t\t<real>1.125</real>"))
    }

    /// Style Dictionary's source folders of its multi-brand example: sizes and families only,
    /// an alias into the other folder (`{font.platform.system.value}`) resolved without a word.
    @Test func styleDictionarysSourceFoldersWithoutTypographySaySo() {
        let root = Self.folder + "/style-dictionary-multibrand"
        let run = CapturedRun(["import", root + "/tokens", root + "/properties"])
        #expect(run.status == 1)
        #expect(
            run.error
                == "\(root)/tokens/globals/font/index.json:1:1: error: no typography token is here (a token of type typography, or a value with fontFamily and fontSize), which is what becomes a text style: sizes and families alone are not styles; add typography tokens that use them, or import the file that has them too [design-tokens]\n"
        )
    }

    @Test func aSetWithoutTypographySaysSo() {
        let path = Self.folder + "/designsystemet-core/tokens.json"
        let run = CapturedRun(["import", "-v", path])
        #expect(run.status == 1)
        #expect(
            run.error
                == "\(path): read as Tokens Studio (value and type)\n\(path):1:1: error: no typography token is here (a token of type typography, or a value with fontFamily and fontSize), which is what becomes a text style: sizes and families alone are not styles; add typography tokens that use them, or import the file that has them too [design-tokens]\n"
        )
    }
}
