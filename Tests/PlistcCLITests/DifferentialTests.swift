import Foundation
import TestSupport
import Testing

/// plistc's value tree against Python's `plistlib`, the reference reader, compared as JSON
/// through `plistc dump --json`.
@Suite("Differential: plistc against plistlib")
struct DifferentialTests {
    private static let scripts = Fixtures.packageRoot + "/Tests/Differential"

    @Test(.enabled(if: Python.executable != nil, "python3 is not installed: the comparison with plistlib is skipped"))
    func generatedPlistsReadLikePlistlib() throws {
        let directory = try Fixtures.temporaryFolder("differential")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let generation = try Python.run(
            Self.scripts + "/generate_plists.py", ["--seed", "20261129", "--count", "500", "--out", directory])
        try #require(generation.status == 0, Comment(rawValue: generation.error))
        let plists = Fixtures.files(in: directory, withExtension: "plist")
        try #require(plists.count == 500)
        try compare(plists, in: directory)
    }

    @Test(.enabled(if: Python.executable != nil, "python3 is not installed: the comparison with plistlib is skipped"))
    func ownFixturesReadLikePlistlib() throws {
        let directory = try Fixtures.temporaryFolder("differential")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try compare(
            Fixtures.files(in: Fixtures.valid, withExtension: "plist") + [Fixtures.noteworthy], in: directory)
    }

    @Test(
        .enabled(if: Python.executable != nil, "python3 is not installed: the comparison with plistlib is skipped"),
        .enabled(
            if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone: the real corpus is skipped")
    )
    func realCorpusReadsLikePlistlib() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let directory = try Fixtures.temporaryFolder("differential")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plists = Fixtures.files(in: corpus, withExtension: "plist")
        try #require(!plists.isEmpty)
        try compare(plists, in: directory)
    }

    /// Dumps each plist in-process, then has plistlib read each and compare.
    private func compare(_ plists: [String], in directory: String) throws {
        var manifest = ""
        for (index, plist) in plists.enumerated() {
            let run = CapturedRun(["dump", "--json", plist])
            #expect(run.status == 0, "plistc refused \(plist): \(run.error)")
            let json = directory + "/\(index).json"
            try run.output.write(toFile: json, atomically: true, encoding: .utf8)
            manifest += "\(plist)\t\(json)\n"
        }
        let manifestPath = directory + "/manifest.tsv"
        try manifest.write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let comparison = try Python.run(Self.scripts + "/compare_with_plistlib.py", [manifestPath])
        #expect(comparison.status == 0, Comment(rawValue: comparison.output + comparison.error))
        #expect(comparison.output.hasSuffix("compared \(plists.count) files with plistlib: 0 differ\n"))
    }
}
