/// A format of lint reports: its own file, and its line in `Reporters.all`.
package protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    static var name: String { get }
    /// Whether the report writes the findings' fixes, whose ranges lint then locates in the
    /// text it read (false unless the reporter says).
    static var showsFixes: Bool { get }
    /// Whether the report counts columns in UTF-8 bytes, which lint then counts (false unless
    /// the reporter says).
    static var countsBytes: Bool { get }
    /// The whole report: one document for the run.
    static func render(_ report: LintReport) -> String
    /// The whole report, coloured for a terminal when `colour` (only the text report is).
    static func render(_ report: LintReport, colour: Bool) -> String
}

extension Reporter {
    package static var showsFixes: Bool { false }
    package static var countsBytes: Bool { false }
    package static func render(_ report: LintReport, colour: Bool) -> String { render(report) }
}

/// Every reporter, in the order `--reporter`'s help lists them: the one list a new reporter
/// joins.
package enum Reporters {
    package static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self,
        CheckstyleReporter.self, CodeClimateReporter.self, RDJSONReporter.self,
    ]
}
