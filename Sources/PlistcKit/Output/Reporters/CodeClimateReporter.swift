import PlistcDiagnostics
import PlistcJSON

/// Code Climate issues, the format of GitLab's Code Quality reports.
package enum CodeClimateReporter: Reporter {
    package static let name = "codeclimate"

    package static func render(_ report: LintReport) -> String {
        let issues = report.diagnostics.map { diagnostic in
            let location = diagnostic.location
            let severity =
                switch diagnostic.severity {
                case .error: "major"
                case .warning: "minor"
                case .note: "info"
                }
            let identity = [location.file, diagnostic.ruleID.rawValue, diagnostic.keyPath, diagnostic.message.text]
            let begin = JSONValue.object(["line": .int(location.line), "column": .int(location.column)])
            return JSONValue.object([
                "type": .string("issue"), "check_name": .string(diagnostic.ruleID.rawValue),
                "description": .string(diagnostic.message.text), "categories": .array([.string("Bug Risk")]),
                "severity": .string(severity), "fingerprint": .string(fingerprint(identity)),
                "location": .object(["path": .string(location.file), "positions": .object(["begin": begin])]),
            ])
        }
        return JSONWriter.text(.array(issues), layout: .lines(depth: 1), finalNewline: true)
    }

    /// A stable identity for an issue across runs (FNV-1a, 64 bits): where, which rule, what.
    private static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
