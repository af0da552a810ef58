import TestSupport
import Testing

@Suite struct ConfigurationFuzzRegressionTests {
    /// Configurations the fuzzer (`FuzzConfiguration`) found problems with, kept in
    /// `Fixtures/fuzz/configuration/`: each is read, or refused with a located error, through
    /// `lint --config`.
    @Test(arguments: Fixtures.files(in: Fixtures.directory + "/fuzz/configuration", withExtension: "json"))
    func fuzzRegressionsEndInAnErrorOrAValue(path: String) {
        let run = CapturedRun(["lint", "--config", path, "-"], input: Array("<plist><dict/></plist>".utf8))
        #expect((0...2).contains(run.status))
        if run.status == 2 { #expect(run.error.hasPrefix(path + ":")) }
    }
}
