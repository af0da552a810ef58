import PlistcDiagnostics

/// Checkstyle XML, read by Jenkins, Danger and many review tools.
package enum CheckstyleReporter: Reporter {
    package static let name = "checkstyle"

    package static func render(_ report: LintReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        for file in report.files {
            lines.append("  <file name=\"\(XMLText.escaped(file.path))\">")
            for diagnostic in file.diagnostics {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                lines.append(
                    "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" severity=\"\(severity)\" message=\"\(XMLText.escaped(diagnostic.message.text))\" source=\"plistc.\(diagnostic.ruleID)\"/>"
                )
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
