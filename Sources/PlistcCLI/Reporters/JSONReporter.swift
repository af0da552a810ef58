import PropertyList

/// A flat JSON array, one object per finding:
/// `{"file", "line", "column", "severity", "rule", "message", "keyPath", "suggestion", "fix"}`;
/// `fix` is `{"startLine", "startColumn", "endLine", "endColumn", "text"}` (the end exclusive,
/// columns in Unicode scalars as every column) or `null`.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        let objects = report.diagnostics.map { diagnostic in
            let fields = [
                ("file", Escape.json(diagnostic.location.file)), ("line", String(diagnostic.location.line)),
                ("column", String(diagnostic.location.column)), ("severity", Escape.json(diagnostic.severity.rawValue)),
                ("rule", Escape.json(diagnostic.ruleID)), ("message", Escape.json(diagnostic.message.text)),
                ("keyPath", Escape.json(diagnostic.keyPath)), ("suggestion", Escape.json(diagnostic.suggestion)),
                ("fix", fix(diagnostic.fix)),
            ]
            return "  {" + fields.map { "\(Escape.json($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    private static func fix(_ fix: Fix?) -> String {
        guard let fix, let range = fix.range else { return "null" }
        return "{\"startLine\": \(range.start.line), \"startColumn\": \(range.start.column), "
            + "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column), \"text\": \(Escape.json(fix.replacement))}"
    }
}
