import Diagnostics
import SourceChecks
import StyleDictionary
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

    @Test(arguments: Fixtures.files(in: Fixtures.directory + "/fuzz/swift", withExtension: "bin"))
    func theFuzzersFindsAreRead(path: String) {
        let bytes = Fixtures.bytes(path)
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let found = SourceCheck.findings(bytes, path: path, configuration: LintConfiguration())
        #expect(!found.isEmpty, "the input still has the finding it once stopped at")
        #expect(found.allSatisfy { $0.location.line >= 1 && $0.location.line <= lines })
    }
}
