import Foundation
import TestSupport
import Testing

@Suite("Fixture goldens")
struct FixtureGoldenTests {
    static let invalidFixtures = Fixtures.files(in: Fixtures.invalid, withExtension: "plist")
    static let validFixtures =
        Fixtures.files(in: Fixtures.valid, withExtension: "plist")
        + Fixtures.files(in: Fixtures.apple, withExtension: "plist")

    @Test func thereIsAFixtureForEveryErrorKind() {
        let required = [
            "unclosed-tag", "mismatched-tag", "key-without-value", "two-keys-in-a-row", "value-without-key",
            "unknown-element", "integer-with-fraction", "integer-overflow", "bad-real", "bad-date", "bad-base64",
            "text-between-elements", "non-plist-root", "empty-file", "truncated-file", "invalid-utf8",
            "entity-declaration", "external-entity", "undeclared-entity", "nesting-too-deep", "binary-cycle",
        ]
        let present = Set(
            Self.invalidFixtures.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        #expect(Set(required).subtracting(present).isEmpty)
    }

    /// Each invalid fixture fails lint with exactly the diagnostics in its golden, lines and
    /// columns included, as on iOS 16, whose parser checks every scalar (swift-foundation
    /// checks a scalar only where it is decoded, which nothing in these files is).
    @Test(arguments: invalidFixtures)
    func invalidFixtureMatchesItsGolden(path: String) {
        let run = CapturedRun(["lint", "--runtime", "ios16", path])
        #expect(run.status == 1)
        #expect(run.error.isEmpty, "the report is on standard output, nothing else is said")
        let golden = String(path.dropLast("plist".count)) + "diagnostics"
        if let difference = Golden.check(run.relativeOutput, against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// Each valid fixture (a property list, not a style dictionary), and each that only Apple's
    /// parsers read, reads without a syntax error and dumps exactly its JSON golden.
    @Test(arguments: validFixtures)
    func validFixtureMatchesItsGolden(path: String) {
        let lint = CapturedRun(["lint", path])
        #expect(!lint.error.contains("[plist-syntax]"))
        let dump = CapturedRun(["dump", "--json", path])
        #expect(dump.status == 0)
        let golden = String(path.dropLast("plist".count)) + "json"
        if let difference = Golden.check(dump.output, against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
