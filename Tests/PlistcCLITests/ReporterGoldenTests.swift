import Foundation
import PlistcDiagnostics
import PlistcIO
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// Every style-dictionary fixture through the text reporter, against goldens that pin lines
/// and columns, and one (`combination.plist`, findings of many rules, fixes among them)
/// through SARIF, whose report lists every rule: a new rule re-records that one SARIF golden,
/// not one per fixture. Every reporter's format is pinned by `ReporterCannedTests`.
@Suite("Reporter goldens")
struct ReporterGoldenTests {
    static let cases =
        Fixtures.files(in: Fixtures.styles, withExtension: "plist").map { ($0, "text") }
        + [(Fixtures.styles + "/combination.plist", "sarif")]

    @Test(arguments: cases)
    func fixtureMatchesItsGolden(path: String, reporter: String) {
        let run = CapturedRun(["lint", "--reporter", reporter, path])
        var report = run.relativeOutput
        if reporter == "codeclimate" { report = Self.maskingFingerprints(report) }
        #expect(
            run.error.isEmpty, "the report is on standard output, whatever the reporter; standard error stays empty")
        let hasErrors = CapturedRun(["lint", "--reporter", "json", path]).output.contains("\"severity\": \"error\"")
        #expect(run.status == (hasErrors ? 1 : 0))
        let golden = String(path.dropLast("plist".count)) + reporter
        if let difference = Golden.check(report, against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// Code Climate fingerprints hash the path as given (absolute here), so goldens hold a mask.
    static func maskingFingerprints(_ report: String) -> String {
        var result = ""
        var rest = report[...]
        while let range = rest.range(of: "\"fingerprint\": \"") {
            result += rest[..<range.upperBound] + "…"
            rest = rest[range.upperBound...].drop { $0 != "\"" }
        }
        return result + rest
    }

    @Test func fingerprintsAreStableAndDistinct() {
        func fingerprints(_ fixture: String) -> [Substring] {
            let output = CapturedRun(["lint", "-r", "codeclimate", Fixtures.styles + "/" + fixture]).output
            return output.components(separatedBy: "\"fingerprint\": \"").dropFirst().map { $0.prefix(16) }
        }
        let first = fingerprints("unknown-style.plist")
        #expect(first.count == 4 && Set(first).count == 4)
        #expect(first == fingerprints("unknown-style.plist"))
        #expect(Set(first).isDisjoint(with: fingerprints("suppressed.plist")))
    }
}
