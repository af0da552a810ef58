import PlistcDiagnostics
import PlistcJSON

/// reviewdog's Diagnostic Format as one JSON document (`rdjson`, the `DiagnosticResult`
/// message): each finding with its rule code and, when it has a fix, a suggestion that
/// reviewdog turns into a one-click change on a pull request. Columns are in UTF-8 bytes, as
/// the format defines them; ranges end exclusively.
package enum RDJSONReporter: Reporter {
    package static let name = "rdjson"
    package static let showsFixes = true
    package static let countsBytes = true

    package static func render(_ report: LintReport) -> String {
        let objects = report.files.flatMap { file in
            file.diagnostics.enumerated().map { index, diagnostic in
                let column = file.byteColumns?[index] ?? diagnostic.location.column
                return diagnosticObject(diagnostic, column: column)
            }
        }
        let document = JSONValue.object([
            "source": .object(["name": .string("plistc")]), "diagnostics": .array(objects),
        ])
        return JSONWriter.text(document, layout: .lines(depth: 2), finalNewline: true)
    }

    private static func diagnosticObject(_ diagnostic: Diagnostic, column: Int) -> JSONValue {
        var fields: [JSONValue.Member] = [
            .init("message", .string(diagnostic.message.text)),
            .init(
                "location",
                .object([
                    "path": .string(diagnostic.location.file),
                    "range": .object(["start": position(diagnostic.location.line, column)]),
                ])),
            .init("severity", .string(severity(diagnostic.severity))),
            .init("code", .object(["value": .string(diagnostic.ruleID.rawValue)])),
        ]
        if let fix = diagnostic.fix, let range = fix.range {
            let span = JSONValue.object([
                "start": position(range.start.line, range.start.byteColumn),
                "end": position(range.end.line, range.end.byteColumn),
            ])
            fields.append(.init("suggestions", .array([.object(["range": span, "text": .string(fix.replacement)])])))
        }
        return .object(fields)
    }

    private static func position(_ line: Int, _ column: Int) -> JSONValue {
        .object(["line": .int(line), "column": .int(column)])
    }

    /// reviewdog's severities: ERROR, WARNING, INFO.
    private static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "ERROR"
        case .warning: "WARNING"
        case .note: "INFO"
        }
    }
}
