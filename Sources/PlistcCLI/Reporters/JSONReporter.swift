/// A flat JSON array, one object per finding:
/// `{"file", "line", "column", "severity", "rule", "message", "keyPath", "suggestion"}`.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        let objects = report.diagnostics.map { diagnostic in
            let fields = [
                ("file", Escape.json(diagnostic.location.file)), ("line", String(diagnostic.location.line)),
                ("column", String(diagnostic.location.column)), ("severity", Escape.json(diagnostic.severity.rawValue)),
                ("rule", Escape.json(diagnostic.ruleID)), ("message", Escape.json(diagnostic.message.text)),
                ("keyPath", Escape.json(diagnostic.keyPath)), ("suggestion", Escape.json(diagnostic.suggestion)),
            ]
            return "  {" + fields.map { "\(Escape.json($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
