import PlistcDiagnostics

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`, which
/// annotate the pull request's diff.
package enum GitHubReporter: Reporter {
    package static let name = "github"

    package static func render(_ report: LintReport) -> String {
        report.diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let location = diagnostic.location
            let properties = [
                "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
                "title=\(property(diagnostic.ruleID.rawValue))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(data(diagnostic.message.text))\n"
        }.joined()
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
