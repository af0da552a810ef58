import PlistcDiagnostics
import PlistcIO
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// Each reporter against one canned report, as SwiftLint tests its reporters: three files (one
/// clean, one whose name needs escaping), every severity, a suggestion, notes, a resolved fix,
/// text that XML, JSON and workflow commands must escape, and a column that differs in UTF-8
/// bytes. The goldens are `Fixtures/reporters/canned.<reporter>`; a new reporter records its
/// own with `PLISTC_RECORD=1 swift test --filter ReporterCannedTests`.
@Suite struct ReporterCannedTests {
    /// Every reporter `--reporter` accepts, by name.
    static let reporters = ReporterKind.allCases.map(\.rawValue)

    static let report: LintReport = {
        let brand = "App/Brand.plist"
        var unknown = Diagnostic(
            severity: .error, ruleID: "unknown-style",
            message: Diagnostic.Message(
                "'title1' is not a text style ScaledFont looks up, so it is never used: did you mean 'title'?"),
            location: SourceLocation(file: brand, line: 5, column: 2), keyPath: "title1", suggestion: "title")
        var fix = Fix(
            .content(SourceLocation(file: brand, line: 5, column: 2)), with: "title", summary: "'title1' → 'title'")
        fix.range = TextRange(
            start: .init(line: 5, column: 7, byteColumn: 7, offset: 120),
            end: .init(line: 5, column: 13, byteColumn: 13, offset: 126))
        unknown.fix = fix
        let duplicate = Diagnostic(
            severity: .warning, ruleID: "duplicate-key",
            message: Diagnostic.Message(
                "'body' appears again (first at 9:2): only this last one is read, the earlier one is ignored"),
            location: SourceLocation(file: brand, line: 21, column: 2), keyPath: "body",
            notes: ["the earlier 'body' holds <Avenir & \"Book\">"])
        let missing = Diagnostic(
            severity: .note, ruleID: "missing-style",
            message: Diagnostic.Message(
                "no 'caption2' entry: caption2 uses the system font (11 pt at the default size)"),
            location: SourceLocation(file: brand, line: 3, column: 1))
        let other = "App/Other Styles é.plist"
        let range = Diagnostic(
            severity: .error, ruleID: "font-size-range",
            message: Diagnostic.Message(
                "'café.fontSize' is 0: a size must be above 0 pt; ScaledFont scales it to nothing"),
            location: SourceLocation(file: other, line: 7, column: 14), keyPath: "café.fontSize")
        return LintReport(files: [
            LintReport.FileResult(path: brand, diagnostics: [missing, unknown, duplicate], byteColumns: [1, 2, 2]),
            LintReport.FileResult(path: "App/Clean.plist", diagnostics: []),
            LintReport.FileResult(path: other, diagnostics: [range], byteColumns: [15]),
        ])
    }()

    @Test(arguments: ReporterKind.allCases)
    func rendersTheCannedReport(reporter: ReporterKind) {
        let rendered = reporter.render(Self.report, colour: false)
        if let difference = Golden.check(
            rendered, against: Fixtures.directory + "/reporters/canned.\(reporter.rawValue)")
        {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// On a terminal the text report colours each severity, and only the severity.
    @Test func colourMarksOnlyTheSeverity() {
        let coloured = ReporterKind.text.render(Self.report, colour: true)
        #expect(coloured.contains("App/Brand.plist:5:2: \u{1B}[1;31merror:\u{1B}[0m 'title1' is not a text style"))
        #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        #expect(
            coloured.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(
                of: "\u{1B}[1;33m", with: ""
            )
            .replacingOccurrences(of: "\u{1B}[1;36m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                == ReporterKind.text.render(Self.report, colour: false))
    }

    /// Lint locates the fixes in the text only for the reporters that write them: a reporter
    /// says it shows fixes exactly when the canned report without its fix renders otherwise.
    @Test(arguments: ReporterKind.allCases)
    func showsFixesExactlyWhenItWritesThem(reporter: ReporterKind) {
        var unfixed = Self.report
        unfixed.files = unfixed.files.map { file in
            LintReport.FileResult(
                path: file.path,
                diagnostics: file.diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.fix = nil
                    return diagnostic
                }, byteColumns: file.byteColumns)
        }
        let writesFixes = reporter.render(Self.report, colour: false) != reporter.render(unfixed, colour: false)
        #expect(reporter.showsFixes == writesFixes)
    }
}
