import PlistcDiagnostics
import PlistcIO
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// `LintReport.removeFindings(of:)`, which `--fix` uses once the Info.plist lists the fonts.
@Suite struct LintReportTests {
    private func finding(_ rule: RuleID, line: Int) -> Diagnostic {
        Diagnostic(
            severity: .error, ruleID: rule, message: Diagnostic.Message("\(rule) at \(line)"),
            location: SourceLocation(file: "Brand.plist", line: line, column: 3), keyPath: "")
    }

    @Test func dropsTheRulesFindingsWithTheirByteColumns() {
        let findings = [
            finding("a-rule", line: 1), finding("font-not-registered", line: 2), finding("a-rule", line: 3),
        ]
        var report = LintReport(files: [
            LintReport.FileResult(path: "Brand.plist", diagnostics: findings, byteColumns: [11, 22, 33]),
            LintReport.FileResult(path: "Other.plist", diagnostics: [finding("a-rule", line: 4)], byteColumns: [44]),
        ])
        report.removeFindings(of: "font-not-registered")
        #expect(report.files.map { $0.diagnostics.map(\.location.line) } == [[1, 3], [4]])
        // Each kept finding keeps its own column, and a file without the rule keeps all of its.
        #expect(report.files.map(\.byteColumns) == [[11, 33], [44]])
    }
}
