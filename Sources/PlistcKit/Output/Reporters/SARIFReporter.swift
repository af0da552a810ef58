import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// SARIF 2.1.0, with the rules' metadata, for GitHub code scanning and other SARIF viewers.
package enum SARIFReporter: Reporter {
    package static let name = "sarif"
    package static let showsFixes = true

    package static func render(_ report: LintReport) -> String {
        let rules = Rules.all.map { $0.description }
        let ruleObjects = rules.map { rule in
            JSONValue.object([
                "id": .string(rule.id.rawValue), "name": .string(ruleName(rule.id.rawValue)),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "fullDescription": .object(["text": .string(rule.explanation.replacingNewlines())]),
                "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            ])
        }
        let results = report.diagnostics.map { diagnostic in
            let index = rules.firstIndex { $0.id == diagnostic.ruleID } ?? 0
            let location = diagnostic.location
            let physical = JSONValue.object([
                "artifactLocation": .object(["uri": .string(uri(location.file))]),
                "region": .object(["startLine": .int(location.line), "startColumn": .int(location.column)]),
            ])
            var members: [JSONValue.Member] = [
                .init("ruleId", .string(diagnostic.ruleID.rawValue)), .init("ruleIndex", .int(index)),
                .init("level", .string(level(diagnostic.severity))),
                .init("message", .object(["text": .string(diagnostic.message.text)])),
                .init("locations", .array([.object(["physicalLocation": physical])])),
            ]
            if let fixes = fixes(diagnostic) { members.append(.init("fixes", fixes)) }
            return JSONValue.object(members)
        }
        let driver = JSONValue.object([
            "name": .string("plistc"), "version": .string(plistcVersion), "rules": .array(ruleObjects),
        ])
        let document = JSONValue.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(results)])]),
        ])
        // Every container of containers on lines of its own; the small objects of scalars
        // (a message's text, a region) on one line.
        return JSONWriter.text(document, layout: .lines(depth: .max), finalNewline: true)
    }

    /// `"fixes"`, for a finding with a resolved fix: one replacement in the result's own file,
    /// its region in lines and columns (the end exclusive), as SARIF viewers apply it.
    private static func fixes(_ diagnostic: Diagnostic) -> JSONValue? {
        guard let fix = diagnostic.fix, let range = fix.range else { return nil }
        let region = JSONValue.object([
            "startLine": .int(range.start.line), "startColumn": .int(range.start.column),
            "endLine": .int(range.end.line), "endColumn": .int(range.end.column),
        ])
        let change = JSONValue.object([
            "artifactLocation": .object(["uri": .string(uri(diagnostic.location.file))]),
            "replacements": .array([
                .object(["deletedRegion": region, "insertedContent": .object(["text": .string(fix.replacement)])])
            ]),
        ])
        return .array([
            .object(["description": .object(["text": .string(fix.summary)]), "artifactChanges": .array([change])])
        ])
    }

    /// SARIF's levels: error, warning, note.
    private static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    /// A path as a URI reference (RFC 3986), as SARIF's `artifactLocation.uri` must be: every
    /// byte of its UTF-8 but the unreserved characters and `/` percent-encoded, so that a space,
    /// `#`, `?`, `%` or a non-ASCII letter in a file's name keeps the reference valid.
    package static func uri(_ path: String) -> String {
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
