import PlistcDiagnostics

/// What one lint run found, file by file, for a reporter to print.
package struct LintReport {
    /// One checked file and its findings, sorted by location.
    package struct FileResult: Sendable {
        package let path: String
        package let diagnostics: [Diagnostic]
        /// Each finding's column in UTF-8 bytes, for the reporters that count so (`rdjson`);
        /// `nil` when not asked for.
        package var byteColumns: [Int]? = nil

        /// The result without the findings of the rule `ruleID`, and their byte columns.
        package func removingFindings(of ruleID: RuleID) -> FileResult {
            let kept = diagnostics.indices.filter { diagnostics[$0].ruleID != ruleID }
            guard kept.count < diagnostics.count else { return self }
            return FileResult(
                path: path, diagnostics: kept.map { diagnostics[$0] },
                byteColumns: byteColumns.map { columns in kept.map { columns[$0] } })
        }
    }

    package var files: [FileResult] = []
    /// Whether a reporter that would gather a file's notes into one (`github`, whose every
    /// annotation is a notice on the pull request) shows each instead (`--verbose`).
    package var showsEveryNote = false

    /// Every finding, file by file.
    package var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// Drops every finding of the rule `ruleID`, and its byte column with it.
    package mutating func removeFindings(of ruleID: RuleID) {
        files = files.map { $0.removingFindings(of: ruleID) }
    }
}

/// A reporter, as a request names it: one of `Reporters.all`, compared by name.
package struct ReporterKind: Sendable, Equatable, CustomStringConvertible {
    /// The reporter.
    package let reporter: any Reporter.Type

    package init(_ reporter: any Reporter.Type) { self.reporter = reporter }

    /// The reporter called `name`, or `nil` when none is.
    package init?(rawValue name: String) {
        guard let reporter = Reporters.all.first(where: { $0.name == name }) else { return nil }
        self.reporter = reporter
    }

    /// Every reporter, in `Reporters.all`'s order.
    package static var allCases: [ReporterKind] { Reporters.all.map(ReporterKind.init) }

    /// The default: the compiler-style text report.
    package static let text = ReporterKind(TextReporter.self)

    /// Its name: `--reporter`'s value.
    package var rawValue: String { reporter.name }

    package var description: String { rawValue }

    package static func == (left: ReporterKind, right: ReporterKind) -> Bool { left.rawValue == right.rawValue }

    /// The reporters in words, for `--reporter`'s help: "text (default), json, … or rdjson".
    package static var choices: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().enumerated().map { $0.offset == 0 ? $0.element + " (default)" : $0.element }
            .joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// Whether the reporter needs the findings' columns in UTF-8 bytes.
    package var countsBytes: Bool { reporter.countsBytes }

    /// Whether the reporter writes the findings' fixes, whose ranges must then be located in
    /// the text linted; the others never show a fix (`ReporterGoldenTests` hold every report
    /// of every fixture to its golden).
    package var showsFixes: Bool { reporter.showsFixes }

    /// What the reporter needs located in the text of each file linted.
    package var locating: Locating { Locating(fixes: showsFixes, byteColumns: countsBytes) }

    /// The reporter named on the command line (`text` when none is), or a usage error that
    /// suggests the closest name.
    package static func named(_ name: String?) throws(UsageError) -> ReporterKind {
        guard let name else { return .text }
        if let reporter = ReporterKind(rawValue: name) { return reporter }
        let names = allCases.map(\.rawValue)
        let hint = UsageError.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("there is no reporter '\(name)'\(hint) (reporters: \(names.joined(separator: ", ")))")
    }

    /// The report as text, ready to print or write.
    package func render(_ report: LintReport, colour: Bool) -> String { reporter.render(report, colour: colour) }
}
