import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import TestSupport
import Testing

/// What the fuzzer found: inputs that once stopped the source rules, kept in
/// `Fixtures/fuzz/swift` and read again here, and the cases they stood for.
@Suite("Source rules on hostile Swift")
struct SourceCheckRobustnessTests {
    static func findings(_ source: String) -> [Diagnostic] {
        SourceCheck.findings(Array(source.utf8), path: "F.swift", configuration: LintConfiguration())
    }

    /// A size no integer holds was converted to one, and trapped.
    @Test func aSizeTooLargeForAnIntegerIsWrittenAsSwiftPrintsIt() {
        let found = Self.findings(
            "a.font(.system(size: 1e30))\nb.font(.system(size: 1e999))\nc.font(.system(size: -1e20))")
        #expect(
            found.map { $0.message.text.components(separatedBy: " pt ").first ?? "" } == [
                "a font at a fixed 1e+30", "a font at a fixed inf", "a font at a fixed -1e+20",
            ])
    }

    /// Real Swift and plistc's own is read in full: not one file of the corpus, the generated
    /// Swift or the rules' fixtures is skipped (but the one that shows the rule).
    @Test func everyRealFileIsRead() {
        let folders = [
            Fixtures.packageRoot + "/Tests/SwiftSource/corpus", Fixtures.directory + "/build",
            Fixtures.directory + "/sources", Fixtures.directory + "/fix",
        ]
        let files = folders.flatMap {
            Fixtures.files(in: $0, withExtension: "swift") + Fixtures.files(in: $0, withExtension: "swift.txt")
        }
        #expect(files.count >= 30)
        for path in files where !path.hasSuffix("/source-unreadable.swift") {
            let found = SourceCheck.findings(Fixtures.bytes(path), path: path, configuration: LintConfiguration())
            #expect(
                !found.contains { $0.ruleID == SourceUnreadableRule.description.id },
                "\(Fixtures.relative(path)): \(found)")
        }
    }

    /// What cannot be read is one note, at the line where reading went wrong, and nothing else.
    @Test(arguments: [
        ("Text(\"a\").font(.system(size: 17))\nlet s = \"open", 2, "a string literal is never closed"),
        ("f(.system(size: 17))\n/* open", 2, "a /* comment is never closed"),
        ("func f() {\n  Text(\"a\").font(.system(size: 17))\n", 1, "this '{' is never closed"),
        ("Text(\"a\").font(.system(size: 17))\n}\n", 2, "this '}' closes no '{'"),
        ("let r = #/a\nb", 1, "a regex literal is never closed"),
        (
            "f(.system(size: 17))\nlet s = " + String(repeating: "\"\\(", count: 1_000_000), 2,
            "string interpolations are nested more than 64 deep"
        ),
    ])
    func anUnfinishedFileIsOneNote(source: String, line: Int, reason: String) {
        let found = Self.findings(source)
        #expect(found.map(\.ruleID) == [SourceUnreadableRule.description.id])
        #expect(found.first?.location.line == line)
        #expect(found.first?.message.text.contains(reason) == true, "\(found)")
    }

    @Test(arguments: Fixtures.files(in: Fixtures.directory + "/fuzz/swift", withExtension: "bin"))
    func theFuzzersFindsAreRead(path: String) {
        let bytes = Fixtures.bytes(path)
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let found = SourceCheck.findings(
            bytes, path: path, configuration: LintConfiguration(), readingUnfinished: true)
        #expect(
            found.contains { $0.ruleID == FixedFontSizeRule.description.id },
            "the input still has the finding it once stopped at")
        #expect(found.allSatisfy { $0.location.line >= 1 && $0.location.line <= lines })
    }
}
