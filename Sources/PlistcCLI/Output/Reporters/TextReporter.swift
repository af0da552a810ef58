import Diagnostics

/// Prints diagnostics the way compilers do, one per line:
/// `path:line:col: error: message [rule-id]`, then any notes indented below, each ending with
/// the rule ID too, so that every line says which rule it belongs to. Colour only on a terminal.
enum TextReporter {
    static func render(_ report: LintReport, colour: Bool) -> String {
        var text = ""
        // A file's findings share its path: escaped once, not once per finding.
        var lastPath: (path: String, printable: String)?
        for file in report.files {
            for diagnostic in file.diagnostics {
                let path = diagnostic.location.file
                if lastPath?.path != path { lastPath = (path, printable(path)) }
                append(diagnostic, colour: colour, printablePath: lastPath?.printable ?? "", to: &text)
                text += "\n"
            }
        }
        return text
    }

    static func line(for diagnostic: Diagnostic, colour: Bool = false) -> String {
        var text = ""
        append(diagnostic, colour: colour, printablePath: printable(diagnostic.location.file), to: &text)
        return text
    }

    /// `path:line:col: severity: message [rule-id]` and its notes, the path already printable
    /// (escaping works scalar by scalar, so the path escapes apart from its line and column).
    private static func append(
        _ diagnostic: Diagnostic, colour: Bool, printablePath: String, to text: inout String
    ) {
        let severity = diagnostic.severity.rawValue
        let location = diagnostic.location
        text += printablePath
        text += ":\(location.line):\(location.column): "
        text += colour ? "\(Self.colour(for: diagnostic.severity))\(severity):\u{1B}[0m " : severity + ": "
        text += printable(diagnostic.message.text)
        text += " [\(diagnostic.ruleID)]"
        for note in diagnostic.notes { text += "\n    note: \(printable(note)) [\(diagnostic.ruleID)]" }
    }

    /// Text from a file (a key, a path) as one line of the report: line breaks, escape and
    /// other control characters, C1 controls and bidirectional overrides are written as escapes
    /// (`\n`, `\u{1B}`: `VisibleText`), so that a key cannot start a line of its own (a CI
    /// runner's workflow command) or reach the terminal as an escape sequence.
    static func printable(_ text: String) -> String {
        VisibleText.escaped(text)
    }

    /// `path: error: reason`, for a file that could not be read.
    static func line(for failure: IOFailure) -> String {
        "\(printable(failure.path)): error: \(printable(failure.reason))"
    }

    private static func colour(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
