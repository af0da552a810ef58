import PlistcDiagnostics

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// annotate the pull request's diff. A file's notes (a style no call site uses, one the file
/// lacks) are one notice, each note a line of it, so that a clean run annotates each dictionary
/// once at most; `--verbose` (`LintReport.showsEveryNote`) annotates each.
package enum GitHubReporter: Reporter {
    package static let name = "github"

    package static func render(_ report: LintReport) -> String {
        var text = ""
        for file in report.files {
            let notes = file.diagnostics.filter { $0.severity == .note }
            let gathers = notes.count > 1 && !report.showsEveryNote
            var noticed = false
            for diagnostic in file.diagnostics {
                if gathers && diagnostic.severity == .note {
                    if !noticed { text += gathered(notes) }
                    noticed = true
                } else {
                    text += command(diagnostic, title: diagnostic.ruleID.rawValue, message: diagnostic.message.text)
                }
            }
        }
        return text
    }

    /// One notice for a file's notes, where the first stands: a line for each, with its place
    /// and rule.
    private static func gathered(_ notes: [Diagnostic]) -> String {
        let lines = notes.map { "\($0.location.line):\($0.location.column): \($0.message.text) [\($0.ruleID)]" }
        let rules = Set(notes.map(\.ruleID.rawValue)).sorted().joined(separator: " ")
        return command(
            notes[0], title: rules, message: "\(notes.count) notes in this file:\n" + lines.joined(separator: "\n"))
    }

    /// `::error file=…,line=…,col=…,title=TITLE::MESSAGE`, for the diagnostic's severity and place.
    private static func command(_ diagnostic: Diagnostic, title: String, message: String) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let location = diagnostic.location
        let properties = [
            "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
            "title=\(property(title))",
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    /// Escapes a command's data, as the Actions runner expects.
    private static func data(_ text: String) -> String {
        percentEncoding(text, dataBytes)
    }

    /// Escapes a property value, which also may not hold `:` or `,`.
    private static func property(_ text: String) -> String {
        percentEncoding(text, propertyBytes)
    }

    private static let dataBytes = Set("%\r\n".utf8)
    private static let propertyBytes = Set("%\r\n:,".utf8)

    /// `text` with each of the ASCII `characters` written as `%` and two hexadecimal digits.
    /// Control characters other than line breaks are shown as escapes first (`VisibleText`),
    /// so none reaches the log, where the runner would show them raw.
    private static func percentEncoding(_ text: String, _ characters: Set<UInt8>) -> String {
        ASCIIEscaping.escaped(VisibleText.escaped(text, keepingLineBreaks: true)) { byte in
            characters.contains(byte) ? "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) : nil
        }
    }
}
