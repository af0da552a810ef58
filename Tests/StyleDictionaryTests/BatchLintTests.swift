import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

@testable import PlistcStyleDictionary

/// Linting files rule by rule across a batch gives each file the findings it gets alone: the
/// same findings, worded the same, in the same order, whatever else the batch holds and
/// whichever configuration each file has.
@Suite("Batch lint")
struct BatchLintTests {
    /// Every fixture of a folder that holds style dictionaries with findings, invalid plists,
    /// files of other formats and a binary plist.
    private static var files: [StyleDictionaryFile] {
        let folders = ["styles", "invalid", "foreign", "valid", "runtimes"].map { Fixtures.directory + "/" + $0 }
        let paths = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".plist") }.sorted().map { folder + "/" + $0 }
        }
        return paths.compactMap { path in
            FileManager.default.contents(atPath: path).map {
                StyleDictionaryFile(PlistReader().read(Array($0), path: path))
            }
        }
    }

    /// Configurations that change what the rules report: the default, a rule turned off, a
    /// severity changed, one finding a rule, every finding, words left for later.
    private static let linters: [Linter] = [
        Linter(),
        Linter(configuration: LintConfiguration(disabledRules: ["unknown-style", "not-a-style-dictionary"])),
        Linter(configuration: LintConfiguration(severities: ["missing-style": .error, "unknown-entry-key": .note])),
        Linter(configuration: LintConfiguration(maxFindingsPerRule: 1)),
        Linter(configuration: LintConfiguration(maxFindingsPerRule: nil)),
        Linter(wordsFindings: false),
    ]

    @Test func aBatchGivesEachFileItsOwnFindings() {
        let files = Self.files
        #expect(files.count > 40, "the fixtures are found")
        // Each file under each configuration in turn, so that neighbours differ in both.
        let linters = files.indices.map { Self.linters[$0 % Self.linters.count] }
        let batch = Linter.lint(files, by: linters)
        #expect(batch.count == files.count)
        for (index, file) in files.enumerated() {
            let alone = linters[index].lint(file)
            #expect(batch[index] == alone, "\(file.path)")
            #expect(batch[index].map(\.message.text) == alone.map(\.message.text), "\(file.path)")
        }
        #expect(batch.contains { !$0.isEmpty }, "some file has findings, or this test would not test them")
    }
}
