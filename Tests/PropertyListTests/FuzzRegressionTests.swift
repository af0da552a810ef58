import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

/// Inputs the fuzzers (`Tests/Fuzz`) found problems with, kept in `Fixtures/fuzz/` and replayed
/// here: each must read to diagnostics without crashing. Leaks are caught where a leak checker
/// runs: `Tests/Fuzz/run.sh` replays these files through every fuzz target (LeakSanitizer on)
/// before fuzzing, and `Tests/Sanitizers/run.sh` runs this suite under AddressSanitizer.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let inputs = Fixtures.files(in: Fixtures.directory + "/fuzz", withExtension: "plist")

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func readsWithoutCrashing(path: String) {
        let document = PlistReader().read(Fixtures.bytes(path), path: Fixtures.relative(path))
        #expect(!document.diagnostics.isEmpty || document.root != nil)
    }
}
