import PropertyList

/// Prints diagnostics the way compilers do, one per line:
/// `path:line:col: error: message [rule-id]`, then any notes indented below, each ending with
/// the rule ID too, so that every line says which rule it belongs to. Colour only on a terminal.
enum TextReporter {
    static func render(_ report: LintReport, colour: Bool) -> String {
        report.diagnostics.map { line(for: $0, colour: colour) + "\n" }.joined()
    }

    static func line(for diagnostic: Diagnostic, colour: Bool = false) -> String {
        let severity = diagnostic.severity.rawValue
        let label = colour ? "\(Self.colour(for: diagnostic.severity))\(severity):\u{1B}[0m" : "\(severity):"
        var text = "\(diagnostic.location): \(label) \(diagnostic.message) [\(diagnostic.ruleID)]"
        for note in diagnostic.notes { text += "\n    note: \(note) [\(diagnostic.ruleID)]" }
        return text
    }

    /// `path: error: reason`, for a file that could not be read.
    static func line(for failure: IOFailure) -> String {
        "\(failure.path): error: \(failure.reason)"
    }

    private static func colour(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
