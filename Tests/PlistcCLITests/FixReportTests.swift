import Foundation
import TestSupport
import Testing

/// Fixes in the reports: SARIF `fixes` and rdjson `suggestions` validate against their
/// published schemas, and applied as a SARIF viewer or reviewdog applies them (by line and
/// column) they give the file `lint --fix` writes.
@Suite("Fixes in the reports")
struct FixReportTests {
    static let fixFolder = Fixtures.directory + "/fix"
    /// The fixtures whose fixes all apply in one round (a file that does not parse, or three
    /// copies of a key, take more), with their options.
    static let oneRound: [(name: String, options: [String])] = [
        ("device-rejects", []), ("unknown-style", []), ("legacy-style-key", []), ("unknown-entry-key", []),
        ("font-size-type", []), ("system-font-variant", ["--runtime", "gewill"]),
    ]

    /// One replacement: lines and columns (the end exclusive), and the new text.
    struct Replacement {
        let startLine: Int, startColumn: Int, endLine: Int, endColumn: Int
        let text: String
    }

    /// The text with the replacements applied; columns count Unicode scalars, or UTF-8 bytes.
    static func apply(_ replacements: [Replacement], to text: String, columnsInBytes: Bool) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).utf8) }
        func offset(_ line: Int, _ column: Int) -> Int {
            let before = lines[..<(line - 1)].reduce(0) { $0 + $1.count + 1 }
            if columnsInBytes { return before + column - 1 }
            let scalars = String(decoding: lines[line - 1], as: UTF8.self).unicodeScalars.prefix(column - 1)
            return before + scalars.reduce(0) { $0 + String($1).utf8.count }
        }
        var bytes = Array(text.utf8)
        for replacement in replacements.sorted(by: { ($0.startLine, $0.startColumn) > ($1.startLine, $1.startColumn) })
        {
            let range =
                offset(
                    replacement.startLine, replacement.startColumn)..<offset(replacement.endLine, replacement.endColumn)
            bytes.replaceSubrange(range, with: Array(replacement.text.utf8))
        }
        lines = []
        return String(decoding: bytes, as: UTF8.self)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: oneRound.indices)
    func sarifFixesGiveTheFixedFile(index: Int) throws {
        let (name, options) = Self.oneRound[index]
        let path = Self.fixFolder + "/\(name).plist"
        let run = CapturedRun(["lint", "--reporter", "sarif"] + options + [path])
        let runs = try #require(try Self.object(run.output)["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        var replacements: [Replacement] = []
        for result in results {
            guard let fixes = result["fixes"] as? [[String: Any]] else { continue }
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
            for change in fixes.flatMap({ $0["artifactChanges"] as? [[String: Any]] ?? [] }) {
                #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == uri)
                for item in change["replacements"] as? [[String: Any]] ?? [] {
                    let region = try #require(item["deletedRegion"] as? [String: Int])
                    let text = (item["insertedContent"] as? [String: Any])?["text"] as? String ?? ""
                    replacements.append(
                        Replacement(
                            startLine: region["startLine"] ?? 0, startColumn: region["startColumn"] ?? 0,
                            endLine: region["endLine"] ?? 0, endColumn: region["endColumn"] ?? 0, text: text))
                }
            }
        }
        #expect(!replacements.isEmpty)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let fixed = try String(contentsOfFile: Self.fixFolder + "/\(name).fixed", encoding: .utf8)
        #expect(Self.apply(replacements, to: original, columnsInBytes: false) == fixed)
    }

    @Test(arguments: oneRound.indices)
    func rdjsonSuggestionsGiveTheFixedFile(index: Int) throws {
        let (name, options) = Self.oneRound[index]
        let path = Self.fixFolder + "/\(name).plist"
        let run = CapturedRun(["lint", "--reporter", "rdjson"] + options + [path])
        let diagnostics = try #require(try Self.object(run.output)["diagnostics"] as? [[String: Any]])
        let replacements = diagnostics.flatMap { $0["suggestions"] as? [[String: Any]] ?? [] }.compactMap {
            suggestion -> Replacement? in
            guard let range = suggestion["range"] as? [String: [String: Int]], let start = range["start"],
                let end = range["end"]
            else { return nil }
            return Replacement(
                startLine: start["line"] ?? 0, startColumn: start["column"] ?? 0, endLine: end["line"] ?? 0,
                endColumn: end["column"] ?? 0, text: suggestion["text"] as? String ?? "")
        }
        #expect(!replacements.isEmpty)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let fixed = try String(contentsOfFile: Self.fixFolder + "/\(name).fixed", encoding: .utf8)
        #expect(Self.apply(replacements, to: original, columnsInBytes: true) == fixed)
    }

    /// rdjson columns count UTF-8 bytes: after an `é`, one more than the scalar column.
    @Test func rdjsonColumnsCountBytes() throws {
        let text =
            "<plist version=\"1.0\"><dict><key>x</key><string>é</string><key>Body</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>12</integer></dict></dict></plist>"
        try Fixtures.withTemporaryFolder("rdjson", files: ["u.plist": text]) { folder throws in
            let rdjson = CapturedRun(["lint", "--reporter", "rdjson", folder + "/u.plist"]).output
            let json = CapturedRun(["lint", "--reporter", "json", folder + "/u.plist"]).output
            #expect(json.contains("\"line\": 1, \"column\": 58, \"severity\": \"error\", \"rule\": \"unknown-style\""))
            #expect(rdjson.contains("\"range\": {\"start\": {\"line\": 1, \"column\": 59}}"))
        }
    }

    /// Every report of the style and fix fixtures against the published schemas, with Python's
    /// jsonschema: SARIF 2.1.0 (`Tests/Schemas/sarif-2.1.0`) and reviewdog's rdjson
    /// (`Tests/Schemas/reviewdog-rdf`), each with its source.
    @Test(
        .enabled(
            if: Python.hasModule("jsonschema"),
            "python3's jsonschema is missing (python3 -m pip install jsonschema): the schema check is skipped"),
        arguments: ["sarif", "rdjson"])
    func reportsWithFixesValidate(reporter: String) throws {
        let folder = try Fixtures.temporaryFolder(reporter)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inputs =
            Fixtures.files(in: Fixtures.styles, withExtension: "plist")
            + Fixtures.files(in: Self.fixFolder, withExtension: "plist")
        var reports: [String] = []
        var withFixes = 0
        for (index, input) in inputs.enumerated() {
            let run = CapturedRun(["lint", "--reporter", reporter, input])
            if run.output.contains(reporter == "sarif" ? "\"fixes\"" : "\"suggestions\"") { withFixes += 1 }
            let path = folder + "/\(index).json"
            try run.output.write(toFile: path, atomically: true, encoding: .utf8)
            reports.append(path)
        }
        #expect(withFixes >= 8)
        let schema =
            reporter == "sarif"
            ? Fixtures.packageRoot + "/Tests/Schemas/sarif-2.1.0/sarif-schema-2.1.0.json"
            : Fixtures.packageRoot + "/Tests/Schemas/reviewdog-rdf/DiagnosticResult.json"
        let check = try Python.run(Fixtures.packageRoot + "/Tests/Schemas/validate.py", [schema] + reports)
        #expect(check.status == 0, Comment(rawValue: check.output + check.error))
        #expect(check.output.hasSuffix("validated \(reports.count) files: 0 invalid\n"))
    }
}
