import Foundation
import TestSupport
import Testing

/// Every style-dictionary fixture through every reporter, against goldens that pin lines and
/// columns.
@Suite("Reporter goldens")
struct ReporterGoldenTests {
    static let reporters = ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate"]
    static let cases = Fixtures.files(in: Fixtures.styles, withExtension: "plist").flatMap { path in
        reporters.map { (path, $0) }
    }

    @Test(arguments: cases)
    func fixtureMatchesItsGolden(path: String, reporter: String) {
        let run = CapturedRun(["lint", "--reporter", reporter, path])
        let text = run.relativeError
        let report =
            reporter == "text" ? text : run.output.replacingOccurrences(of: Fixtures.packageRoot + "/", with: "")
        #expect((reporter == "text" ? run.output : run.error).isEmpty, "the other stream stays empty")
        let hasErrors = CapturedRun(["lint", "--reporter", "json", path]).output.contains("\"severity\": \"error\"")
        #expect(run.status == (hasErrors ? 1 : 0))
        let golden = String(path.dropLast("plist".count)) + reporter
        if let difference = Golden.check(report, against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
