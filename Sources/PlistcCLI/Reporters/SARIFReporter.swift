import PropertyList
import StyleDictionary

/// SARIF 2.1.0, with the rules' metadata, for GitHub code scanning and other SARIF viewers.
enum SARIFReporter {
    static func render(_ report: LintReport) -> String {
        let rules = Rules.all.map { $0.description }
        let ruleObjects = rules.map { rule in
            """
                      {
                        "id": \(Escape.json(rule.id)),
                        "name": \(Escape.json(ruleName(rule.id))),
                        "shortDescription": {"text": \(Escape.json(rule.summary))},
                        "fullDescription": {"text": \(Escape.json(rule.explanation.replacingNewlines()))},
                        "defaultConfiguration": {"level": \(Escape.json(level(rule.defaultSeverity)))}
                      }
            """
        }
        let results = report.diagnostics.map { diagnostic in
            let index = rules.firstIndex { $0.id == diagnostic.ruleID } ?? 0
            return """
                          {
                            "ruleId": \(Escape.json(diagnostic.ruleID)),
                            "ruleIndex": \(index),
                            "level": \(Escape.json(level(diagnostic.severity))),
                            "message": {"text": \(Escape.json(diagnostic.message.text))},
                            "locations": [
                              {
                                "physicalLocation": {
                                  "artifactLocation": {"uri": \(Escape.json(uri(diagnostic.location.file)))},
                                  "region": {"startLine": \(diagnostic.location.line), "startColumn": \(diagnostic.location.column)}
                                }
                              }
                            ]\(fixes(diagnostic))
                          }
                """
        }
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "plistc",
                      "version": \(Escape.json(plistcVersion)),
                      "rules": [
            \(ruleObjects.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "results": [\(results.isEmpty ? "" : "\n" + results.joined(separator: ",\n") + "\n      ")]
                }
              ]
            }

            """
    }

    /// `"fixes"`, for a finding with a resolved fix: one replacement in the result's own file,
    /// its region in lines and columns (the end exclusive), as SARIF viewers apply it.
    private static func fixes(_ diagnostic: Diagnostic) -> String {
        guard let fix = diagnostic.fix, let range = fix.range else { return "" }
        let region =
            "{\"startLine\": \(range.start.line), \"startColumn\": \(range.start.column), \"endLine\": \(range.end.line), \"endColumn\": \(range.end.column)}"
        return ",\n"
            + """
                        "fixes": [
                          {
                            "description": {"text": \(Escape.json(fix.summary))},
                            "artifactChanges": [
                              {
                                "artifactLocation": {"uri": \(Escape.json(uri(diagnostic.location.file)))},
                                "replacements": [
                                  {"deletedRegion": \(region), "insertedContent": {"text": \(Escape.json(fix.replacement))}}
                                ]
                              }
                            ]
                          }
                        ]
            """
    }

    /// SARIF's levels: error, warning, note.
    private static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    /// A path as a URI reference (RFC 3986), as SARIF's `artifactLocation.uri` must be: every
    /// byte of its UTF-8 but the unreserved characters and `/` percent-encoded, so that a space,
    /// `#`, `?`, `%` or a non-ASCII letter in a file's name keeps the reference valid.
    static func uri(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        guard !path.utf8.allSatisfy(kept.contains) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `missing-font-size` → `MissingFontSize`, SARIF's readable rule name.
    private static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n").joined(separator: " ")
    }
}
