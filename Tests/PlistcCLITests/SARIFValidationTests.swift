import Foundation
import TestSupport
import Testing

/// SARIF 2.1.0 checked structurally: the required properties, and every result's rule
/// reference pointing at the rule it names.
@Suite("SARIF structure")
struct SARIFValidationTests {
    private func object(_ value: Any?) throws -> [String: Any] { try #require(value as? [String: Any]) }
    private func array(_ value: Any?) throws -> [Any] { try #require(value as? [Any]) }

    @Test func reportValidatesStructurally() throws {
        let run = CapturedRun(["lint", "--reporter", "sarif", Fixtures.styles + "/combination.plist"])
        let root = try object(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try array(root["runs"])
        #expect(runs.count == 1)
        let firstRun = try object(runs.first)
        let driver = try object(try object(firstRun["tool"])["driver"])
        #expect(driver["name"] as? String == "plistc")
        let rules = try array(driver["rules"]).map { try object($0) }
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count && Set(ids).count == ids.count)
        for rule in rules {
            #expect(try object(rule["shortDescription"])["text"] is String)
            let level = try object(rule["defaultConfiguration"])["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try array(firstRun["results"]).map { try object($0) }
        #expect(results.count == 7)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index) && ids[index] == result["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(try object(result["message"])["text"] is String)
            let location = try object(try array(result["locations"]).first)
            let physical = try object(location["physicalLocation"])
            #expect(try object(physical["artifactLocation"])["uri"] is String)
            let region = try object(physical["region"])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func cleanRunHasAnEmptyResultList() throws {
        let run = CapturedRun(["lint", "--reporter", "sarif", Fixtures.styles + "/clean.plist"])
        let root = try object(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        #expect(try array(try object(try array(root["runs"]).first)["results"]).isEmpty)
        #expect(run.status == 0)
    }

    /// Against the official schema (`Tests/Schemas/sarif-2.1.0`, with its source), with Python's
    /// jsonschema: every fixture's report, and a report whose rule findings are limited, whose
    /// last result for the rule counts the rest.
    @Test(
        .enabled(
            if: Python.hasModule("jsonschema"),
            "python3's jsonschema is missing (python3 -m pip install jsonschema): the schema check is skipped"))
    func reportsValidateAgainstTheOfficialSchema() throws {
        let folder = try Fixtures.temporaryFolder("sarif")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let many = folder + "/many.plist"
        try StyleText.unknownStyles(150).write(toFile: many, atomically: true, encoding: .utf8)
        var reports: [String] = []
        for (index, input) in (Fixtures.files(in: Fixtures.styles, withExtension: "plist") + [many]).enumerated() {
            let run = CapturedRun(["lint", "--reporter", "sarif", input])
            let path = folder + "/\(index).sarif"
            try run.output.write(toFile: path, atomically: true, encoding: .utf8)
            reports.append(path)
        }
        let limited = try String(contentsOfFile: try #require(reports.last), encoding: .utf8)
        #expect(limited.contains("50 more unknown-style findings in this file"))
        let schema = Fixtures.packageRoot + "/Tests/Schemas/sarif-2.1.0/sarif-schema-2.1.0.json"
        let check = try Python.run(Fixtures.packageRoot + "/Tests/Schemas/validate.py", [schema] + reports)
        #expect(check.status == 0, Comment(rawValue: check.output + check.error))
        #expect(check.output.hasSuffix("validated \(reports.count) files: 0 invalid\n"))
    }

    @Test(arguments: ["json", "codeclimate"])
    func jsonReportsParse(reporter: String) throws {
        let run = CapturedRun(["lint", "--reporter", reporter, Fixtures.styles + "/combination.plist"])
        let issues = try array(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        #expect(issues.count == 7)
    }
}
