import PlistcDiagnostics
import PlistcIO

/// Prints diagnostics the way compilers do, one per line:
/// `path:line:col: error: message [rule-id]`, then any notes indented below, each ending with
/// the rule ID too, so that every line says which rule it belongs to. Colour only on a terminal.
package enum TextReporter: Reporter {
    package static let name = "text"

    package static func render(_ report: LintReport) -> String { render(report, colour: false) }

    package static func render(_ report: LintReport, colour: Bool) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(report.files.reduce(0) { $0 + $1.diagnostics.count } * 160)
        for file in report.files { append(file, colour: colour, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }

    /// One file's lines, appended to `text` as UTF-8: what `render` writes for it, and what a
    /// run that streams its report writes as soon as the file is linted.
    package static func append(_ file: LintReport.FileResult, colour: Bool, to text: inout [UInt8]) {
        // A file's findings share its path: escaped once, not once per finding.
        var lastPath: (number: UInt32, printable: String)?
        for diagnostic in file.diagnostics {
            let location = diagnostic.location
            if lastPath?.number != location.fileNumber {
                lastPath = (location.fileNumber, printable(location.file))
            }
            append(diagnostic, colour: colour, printablePath: lastPath?.printable ?? "", to: &text)
            text.append(UInt8(ascii: "\n"))
        }
    }

    package static func line(for diagnostic: Diagnostic, colour: Bool = false) -> String {
        var text: [UInt8] = []
        append(diagnostic, colour: colour, printablePath: printable(diagnostic.location.file), to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `path:line:col: severity: message [rule-id]` and its notes, the path already printable
    /// (escaping works scalar by scalar, so the path escapes apart from its line and column),
    /// as UTF-8 bytes: appending bytes costs a copy, where each `String` append checks and
    /// grows the string's storage again.
    private static func append(
        _ diagnostic: Diagnostic, colour: Bool, printablePath: String, to text: inout [UInt8]
    ) {
        let location = diagnostic.location
        text.append(utf8: printablePath)
        text.append(UInt8(ascii: ":"))
        text.append(decimal: location.line)
        text.append(UInt8(ascii: ":"))
        text.append(decimal: location.column)
        text.append(literal: ": ")
        if colour { text.append(utf8: Self.colour(for: diagnostic.severity)) }
        text.append(utf8: diagnostic.severity.rawValue)
        if colour { text.append(literal: ":\u{1B}[0m ") } else { text.append(literal: ": ") }
        text.append(utf8: printable(diagnostic.message.text))
        appendRuleID(diagnostic.ruleID, to: &text)
        for note in diagnostic.notes {
            text.append(literal: "\n    note: ")
            text.append(utf8: printable(note))
            appendRuleID(diagnostic.ruleID, to: &text)
        }
    }

    /// ` [rule-id]`, closing a line.
    private static func appendRuleID(_ ruleID: RuleID, to text: inout [UInt8]) {
        text.append(literal: " [")
        text.append(utf8: ruleID.rawValue)
        text.append(UInt8(ascii: "]"))
    }

    /// Text from a file (a key, a path) as one line of the report: line breaks, escape and
    /// other control characters, C1 controls and bidirectional overrides are written as escapes
    /// (`\n`, `\u{1B}`: `VisibleText`), so that a key cannot start a line of its own (a CI
    /// runner's workflow command) or reach the terminal as an escape sequence.
    package static func printable(_ text: String) -> String {
        VisibleText.escaped(text)
    }

    /// `path: error: reason`, for a file that could not be read.
    package static func line(for failure: IOFailure) -> String {
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
