import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// GitHub's workflow commands: data and properties escaped as the Actions runner reads them.
@Suite("GitHub reporter escaping")
struct GitHubReporterTests {
    @Test func escapesDataAndPropertiesAsTheRunnerReadsThem() {
        let diagnostic = Diagnostic(
            severity: .warning, ruleID: "unknown-style", message: Diagnostic.Message("100% of 'a\nb'\r: odd, isn't it"),
            location: SourceLocation(file: "Fonts/a:b,c%.plist", line: 3, column: 7))
        let report = LintReport(files: [LintReport.FileResult(path: "Fonts/a:b,c%.plist", diagnostics: [diagnostic])])
        #expect(
            GitHubReporter.render(report)
                == "::warning file=Fonts/a%3Ab%2Cc%25.plist,line=3,col=7,title=unknown-style::100%25 of 'a%0Ab'%0D: odd, isn't it\n"
        )
    }

    @Test func leavesPlainTextAlone() {
        let diagnostic = Diagnostic(
            severity: .error, ruleID: "missing-font-size",
            message: Diagnostic.Message("'body' has no fontSize: add it"),
            location: SourceLocation(file: "Brand.plist", line: 1, column: 1))
        let report = LintReport(files: [LintReport.FileResult(path: "Brand.plist", diagnostics: [diagnostic])])
        #expect(
            GitHubReporter.render(report)
                == "::error file=Brand.plist,line=1,col=1,title=missing-font-size::'body' has no fontSize: add it\n")
    }
}
