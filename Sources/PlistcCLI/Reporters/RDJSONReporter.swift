import PropertyList

/// reviewdog's Diagnostic Format as one JSON document (`rdjson`, the `DiagnosticResult`
/// message): each finding with its rule code and, when it has a fix, a suggestion that
/// reviewdog turns into a one-click change on a pull request. Columns are in UTF-8 bytes, as
/// the format defines them; ranges end exclusively.
enum RDJSONReporter {
    static func render(_ report: LintReport) -> String {
        let objects = report.files.flatMap { file in
            file.diagnostics.enumerated().map { index, diagnostic in
                let column = file.byteColumns?[index] ?? diagnostic.location.column
                return diagnosticObject(diagnostic, column: column)
            }
        }
        return """
            {
              "source": {"name": "plistc"},
              "diagnostics": [\(objects.isEmpty ? "" : "\n" + objects.joined(separator: ",\n") + "\n  ")]
            }

            """
    }

    private static func diagnosticObject(_ diagnostic: Diagnostic, column: Int) -> String {
        var fields = [
            ("message", Escape.json(diagnostic.message.text)),
            (
                "location",
                "{\"path\": \(Escape.json(diagnostic.location.file)), \"range\": {\"start\": \(position(diagnostic.location.line, column))}}"
            ),
            ("severity", Escape.json(severity(diagnostic.severity))),
            ("code", "{\"value\": \(Escape.json(diagnostic.ruleID))}"),
        ]
        if let fix = diagnostic.fix, let range = fix.range {
            let span =
                "{\"start\": \(position(range.start.line, range.start.byteColumn)), \"end\": \(position(range.end.line, range.end.byteColumn))}"
            fields.append(("suggestions", "[{\"range\": \(span), \"text\": \(Escape.json(fix.replacement))}]"))
        }
        return "    {" + fields.map { "\(Escape.json($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func position(_ line: Int, _ column: Int) -> String { "{\"line\": \(line), \"column\": \(column)}" }

    /// reviewdog's severities: ERROR, WARNING, INFO.
    private static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "ERROR"
        case .warning: "WARNING"
        case .note: "INFO"
        }
    }
}
