import Foundation
import TestSupport
import Testing

/// The rule table of `docs/rules.md` is `plistc rules --markdown`, byte for byte: a rule added,
/// renamed or re-summarized fails here until the table is pasted again.
@Suite struct RuleTableTests {
    @Test func documentedTableIsTheGeneratedOne() throws {
        let page = try String(contentsOfFile: Fixtures.packageRoot + "/docs/rules.md", encoding: .utf8)
        let start = try #require(page.range(of: "<!-- rules: plistc rules --markdown -->\n"))
        let end = try #require(page.range(of: "<!-- /rules -->", range: start.upperBound..<page.endIndex))
        let run = CapturedRun(["rules", "--markdown"])
        #expect(run.status == 0)
        #expect(String(page[start.upperBound..<end.lowerBound]) == run.output)
    }

    /// A summary's tags and options are code, so that Markdown shows them, and no row has more
    /// than its three cells.
    @Test func cellsKeepTagsAndRows() {
        let lines = CapturedRun(["rules", "--markdown"]).output.split(separator: "\n")
        #expect(lines.contains("| `root-not-dictionary` | error | the top level is not a `<dict>` |"))
        #expect(lines.contains { $0.contains("(with `--fonts` and `--info-plist`)") })
        for line in lines.dropFirst(2) {
            #expect(line.replacingOccurrences(of: "\\|", with: "").split(separator: "|").count == 3, "\(line)")
        }
    }
}
