import PlistcDiagnostics
import PlistcJSON

/// A flat JSON array, one object per finding:
/// `{"file", "line", "column", "severity", "rule", "message", "keyPath", "suggestion", "fix"}`;
/// `fix` is `{"startLine", "startColumn", "endLine", "endColumn", "text"}` (the end exclusive,
/// columns in Unicode scalars as every column) or `null`.
package enum JSONReporter: Reporter {
    package static let name = "json"
    package static let showsFixes = true

    package static func render(_ report: LintReport) -> String {
        let objects = report.diagnostics.map { diagnostic in
            JSONValue.object([
                "file": .string(diagnostic.location.file), "line": .int(diagnostic.location.line),
                "column": .int(diagnostic.location.column), "severity": .string(diagnostic.severity.rawValue),
                "rule": .string(diagnostic.ruleID.rawValue), "message": .string(diagnostic.message.text),
                "keyPath": .string(diagnostic.keyPath), "suggestion": .optional(diagnostic.suggestion),
                "fix": fix(diagnostic.fix),
            ])
        }
        return JSONWriter.text(.array(objects), layout: .lines(depth: 1), finalNewline: true)
    }

    private static func fix(_ fix: Fix?) -> JSONValue {
        guard let fix, let range = fix.range else { return .null }
        return .object([
            "startLine": .int(range.start.line), "startColumn": .int(range.start.column),
            "endLine": .int(range.end.line), "endColumn": .int(range.end.column), "text": .string(fix.replacement),
        ])
    }
}
