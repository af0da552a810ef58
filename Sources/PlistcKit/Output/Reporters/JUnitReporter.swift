import PlistcDiagnostics

/// JUnit XML, which most CI systems display: one test suite per file, one failing test case per
/// error or warning, and one passing test case for a clean file.
package enum JUnitReporter: Reporter {
    package static let name = "junit"

    package static func render(_ report: LintReport) -> String {
        let findings = report.files.map { $0.diagnostics.filter { $0.severity != .note } }
        let failures = findings.map(\.count).reduce(0, +)
        let tests = findings.map { max($0.count, 1) }.reduce(0, +)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"plistc lint\" tests=\"\(tests)\" failures=\"\(failures)\">",
        ]
        for (file, diagnostics) in zip(report.files, findings) {
            let path = XMLText.escaped(file.path)
            lines.append(
                "  <testsuite name=\"\(path)\" tests=\"\(max(diagnostics.count, 1))\" failures=\"\(diagnostics.count)\">"
            )
            if diagnostics.isEmpty { lines.append("    <testcase classname=\"plistc\" name=\"\(path)\"/>") }
            for diagnostic in diagnostics {
                let location = "\(diagnostic.location.line):\(diagnostic.location.column)"
                lines.append("    <testcase classname=\"\(path)\" name=\"\(diagnostic.ruleID) at \(location)\">")
                lines.append(
                    "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message.text))\">\(XMLText.escaped(TextReporter.line(for: diagnostic)))</failure>"
                )
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
