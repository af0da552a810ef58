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

    /// A file's notes are one notice where the first stands, each a line of it; its errors and
    /// warnings keep their own annotations; `--verbose` annotates each note.
    @Test func aFilesNotesAreOneNotice() {
        func note(_ rule: RuleID, _ line: Int, _ text: String) -> Diagnostic {
            Diagnostic(
                severity: .note, ruleID: rule, message: Diagnostic.Message(text),
                location: SourceLocation(file: "Brand.plist", line: line, column: 1))
        }
        let error = Diagnostic(
            severity: .error, ruleID: "unknown-style", message: Diagnostic.Message("'titel' is no style"),
            location: SourceLocation(file: "Brand.plist", line: 3, column: 1))
        let diagnostics = [
            note("missing-style", 2, "no 'title'"), error, note("unused-style", 9, "'caption2' is unused"),
        ]
        var report = LintReport(files: [LintReport.FileResult(path: "Brand.plist", diagnostics: diagnostics)])
        #expect(
            GitHubReporter.render(report)
                == "::notice file=Brand.plist,line=2,col=1,title=missing-style unused-style::2 notes in this file:%0A2:1: no 'title' [missing-style]%0A9:1: 'caption2' is unused [unused-style]\n"
                + "::error file=Brand.plist,line=3,col=1,title=unknown-style::'titel' is no style\n")
        report.showsEveryNote = true
        #expect(GitHubReporter.render(report).split(separator: "\n").count == 3)
        let one = LintReport(files: [LintReport.FileResult(path: "Brand.plist", diagnostics: [diagnostics[0]])])
        #expect(
            GitHubReporter.render(one) == "::notice file=Brand.plist,line=2,col=1,title=missing-style::no 'title'\n")
    }
}
