import Foundation
import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import TestSupport
import Testing

/// The source rules on real apps' Swift (`Tests/SwiftSource/apps`, each file's origin and
/// licence in its `SOURCE.md`): each app's files summarised together, as `lint --sources` does,
/// then checked, and the findings of the rules that need no dictionary compared with those a
/// person wrote down by reading the files (`expected.tsv`: file, line, rule, why).
@Suite("Real apps' Swift: precision and recall")
struct RealAppCorpusTests {
    static let root = Fixtures.packageRoot + "/Tests/SwiftSource/apps"
    static let rules: Set<String> = ["fixed-font-size", "double-scaling", "size-capped", "adjusts-font-missing"]

    /// Every app's folder, with its Swift files (`.swift.txt`) as paths under `root`.
    static func apps() throws -> [(name: String, files: [String])] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        return try folders.compactMap { folder in
            var isFolder: ObjCBool = false
            guard folder != "LICENSES",
                FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isFolder),
                isFolder.boolValue
            else { return nil }
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
                .filter { $0.hasSuffix(".swift.txt") }.sorted().map { folder + "/" + $0 }
            return (folder, files)
        }
    }

    /// The app made from `files`' summaries, with each file's bytes.
    static func summarized(_ files: [String]) throws -> (app: AppSummary, bytes: [[UInt8]]) {
        let bytes = try files.map { Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0))) }
        let summaries = zip(files, bytes).map { SourceSummary($1, path: $0) }
        return (AppSummary(summaries), bytes)
    }

    /// `file:line:rule` of each finding of `rules` in every app.
    static func found() throws -> Set<String> {
        var found: Set<String> = []
        for (_, files) in try apps() {
            let (app, bytes) = try summarized(files)
            for (file, text) in zip(files, bytes) {
                for finding in SourceCheck.findings(text, path: file, configuration: LintConfiguration(), app: app)
                where rules.contains(finding.ruleID.rawValue) {
                    found.insert("\(file):\(finding.location.line):\(finding.ruleID.rawValue)")
                }
            }
        }
        return found
    }

    /// `file:line:rule` of each line of `expected.tsv`.
    static func expected() throws -> Set<String> {
        let table = try String(contentsOfFile: root + "/expected.tsv", encoding: .utf8)
        return Set(
            table.split(separator: "\n").map { line in
                line.split(separator: "\t", omittingEmptySubsequences: false).prefix(3).joined(separator: ":")
            })
    }

    @Test func precisionAndRecallAreAtLeast95Percent() throws {
        let expected = try Self.expected()
        let found = try Self.found()
        let hits = found.intersection(expected)
        #expect(expected.count == 37)
        #expect(
            Double(hits.count) >= 0.95 * Double(found.count),
            "precision below 0.95; found but not expected: \(found.subtracting(expected).sorted())")
        #expect(
            Double(hits.count) >= 0.95 * Double(expected.count),
            "recall below 0.95; expected but not found: \(expected.subtracting(found).sorted())")
    }

    /// Each expected finding names a line of its file, and every app folder holds some files.
    @Test func expectedFindingsAreOnLinesOfTheirFiles() throws {
        for entry in try Self.expected() {
            let parts = entry.split(separator: ":")
            let text = try String(contentsOfFile: Self.root + "/" + parts[0], encoding: .utf8)
            let line = try #require(Int(parts[1]))
            #expect(
                line >= 1 && line <= text.split(separator: "\n", omittingEmptySubsequences: false).count, "\(entry)")
        }
        #expect(try Self.apps().allSatisfy { !$0.files.isEmpty })
    }

    /// FontManager (a renamed copy of the 2017 loader, `FontManager(fontName:)`) is known by its
    /// shape, so its style dictionary is read as the 2017 code reads it.
    @Test func aRenamedLoaderDecidesTheRuntime() throws {
        let files = try #require(try Self.apps().first { $0.name == "FontManager" }).files
        let (app, _) = try Self.summarized(files)
        let implied = try #require(app.impliedFormat(forDictionary: "OpenSans"))
        #expect(implied.readsRawValues)
        #expect(implied.evidence.hasPrefix("FontManager/FontManager.swift.txt:"))
    }
}
