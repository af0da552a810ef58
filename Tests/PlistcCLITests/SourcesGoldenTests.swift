import Foundation
import PlistcIO
import PlistcStyleDictionary
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// The source rules' goldens (`Fixtures/sources`): each rule's Swift file or storyboard beside
/// the dictionary it names (`Brand.plist`) and the view controllers of `App`, through the text
/// reporter (`RULE.txt`, `RULE.storyboard.txt`, without the dictionary's missing-style notes),
/// and all of them at once through every reporter (`all.REPORTER`).
@Suite("Source rule goldens")
struct SourcesGoldenTests {
    static let folder = Fixtures.directory + "/sources"
    static let dictionary = folder + "/Brand.plist"
    static let swiftFiles = Fixtures.files(in: folder, withExtension: "swift")
    /// The Swift of the storyboards' scenes, checked with each file.
    static let app = folder + "/App"
    /// The rules' files: the Swift, and the storyboards of the Interface Builder rules.
    static let ruleFiles = swiftFiles + Fixtures.files(in: folder, withExtension: "storyboard")
    /// The files checked together: all but the unreadable one, which would make every style
    /// of the dictionary possibly asked for, and so hide unused-style.
    static let together =
        ruleFiles.filter { !$0.hasSuffix("/source-unreadable.swift") }.flatMap { ["--sources", $0] } + [
            "--sources", app,
        ]

    /// Every source rule has its file (the font names in code need fonts: `SourcesFontNameTests`),
    /// and unused-style is found in Brand.plist.
    @Test func everySourceRuleHasAGolden() {
        let rules = Rules.all.map { $0.description }.filter { $0.kind == .source || $0.kind == .interfaceBuilder }
            .map(\.id.rawValue)
        let named = Set(Self.ruleFiles.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        #expect(named == Set(rules))
        let all =
            CapturedRun(["lint", Self.dictionary] + Self.together).output
            + CapturedRun(["lint", Self.dictionary, "--sources", Self.folder + "/source-unreadable.swift"]).output
        for rule in rules + ["unused-style"] { #expect(all.contains("[\(rule)]"), "no \(rule) finding") }
    }

    @Test(arguments: ruleFiles)
    func eachRulesFileMatchesItsGolden(path: String) {
        // The dictionary's own notes are all.text's.
        let run = CapturedRun(
            ["lint", Self.dictionary, "--sources", path, "--sources", Self.app, "--disable", "missing-style"])
        #expect(run.error.isEmpty)
        let golden = path.hasSuffix(".swift") ? String(path.dropLast(".swift".count)) + ".txt" : path + ".txt"
        if let difference = Golden.check(run.relativeOutput, against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: ReporterKind.allCases.map(\.rawValue))
    func everyReporterMatchesItsGolden(reporter: String) {
        let run = CapturedRun(["lint", Self.dictionary] + Self.together + ["--reporter", reporter])
        #expect(run.status == 1)
        var report = run.relativeOutput
        if reporter == "codeclimate" { report = ReporterGoldenTests.maskingFingerprints(report) }
        #expect(run.error.isEmpty, "standard error stays empty: the report is on standard output")
        if let difference = Golden.check(report, against: Self.folder + "/all." + reporter) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// The font names of a storyboard (`fonts/Main.storyboard`: a view's, an attributed
    /// text's, the `customFonts` list's), checked against iOS's own fonts (`--fonts` naming a
    /// folder with no font file in it), through every reporter (`fonts/all.REPORTER`).
    @Test(arguments: ReporterKind.allCases.map(\.rawValue))
    func aStoryboardsFontNamesMatchTheirGoldens(reporter: String) {
        let run = CapturedRun([
            "lint", Self.dictionary, "--sources", Self.folder + "/fonts/Main.storyboard", "--fonts", Self.app,
            "--disable", "missing-style", "--reporter", reporter,
        ])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        var report = run.relativeOutput
        if reporter == "codeclimate" { report = ReporterGoldenTests.maskingFingerprints(report) }
        if let difference = Golden.check(report, against: Self.folder + "/fonts/all." + reporter) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
