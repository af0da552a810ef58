import PropertyList

/// What one lint run found, file by file, for a reporter to print.
struct LintReport {
    /// One checked file and its findings, sorted by location.
    struct FileResult: Sendable {
        let path: String
        let diagnostics: [Diagnostic]
    }

    var files: [FileResult] = []

    /// Every finding, file by file.
    var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }
}

/// The report formats `--reporter` accepts.
enum ReporterKind: String, CaseIterable {
    case text, json, sarif, github, junit, checkstyle, codeclimate

    /// The report as text, ready to print or write.
    func render(_ report: LintReport, colour: Bool) -> String {
        switch self {
        case .text: TextReporter.render(report, colour: colour)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .codeclimate: CodeClimateReporter.render(report)
        }
    }
}
