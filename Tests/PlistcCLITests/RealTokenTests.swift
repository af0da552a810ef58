import Foundation
import TestSupport
import Testing

/// Token files from real tools (`Tests/RealTokens`, sources in its `SOURCE.md`): each imports
/// to its golden, with located findings and nothing but warnings and notes, and what it writes
/// lints clean; a file with no typography token says so, located.
@Suite("Real token files")
struct RealTokenTests {
    static let folder = Fixtures.packageRoot + "/Tests/RealTokens"

    @Test(arguments: ["sd-transforms-math", "sd-transforms-integration", "sd-transforms-typography"])
    func importsToItsGolden(name: String) throws {
        let run = CapturedRun(["import", Self.folder + "/\(name)/tokens.json"])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains("error:"), "\(run.error)")
        if let difference = Golden.check(run.output, against: Self.folder + "/\(name)/expected.plist") {
            Issue.record(Comment(rawValue: difference))
        }
        let lint = CapturedRun(["lint", "-"], input: Array(run.output.utf8))
        #expect(!lint.error.contains("error:"), "\(lint.error)")
    }

    /// sd-transforms' own test of this file expects `400 24px/1.125 Arial Black`.
    @Test func theMathGivesWhatSDTransformsGives() {
        let run = CapturedRun(["import", Self.folder + "/sd-transforms-math/tokens.json"])
        #expect(
            run.output.contains(
                "<key>fontSize</key>\n\t\t<integer>24</integer>\n\t\t<key>lineHeight</key>\n\t\t<real>1.125</real>"))
    }

    @Test func aSetWithoutTypographySaysSo() {
        let path = Self.folder + "/designsystemet-core/tokens.json"
        let run = CapturedRun(["import", "-v", path])
        #expect(run.status == 1)
        #expect(
            run.error
                == "\(path): read as Tokens Studio (value and type)\n\(path):1:1: error: no typography token maps to a text style: name them like the styles (body, largeTitle…) or map them with \"styles\" in .plistc.json [design-tokens]\n"
        )
    }
}
