import Testing

@testable import PlistcCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
    private let parser = ArgumentParser(options: [
        OptionSpec("quiet", short: "q", help: ""),
        OptionSpec("verbose", short: "v", help: ""),
        OptionSpec("max-depth", short: "d", value: "N", help: ""),
        OptionSpec("fonts", value: "PATH", help: ""),
    ])

    @Test func sortsFlagsValuesAndPositionals() throws {
        let parsed = try parser.parse(["a.plist", "--quiet", "--max-depth", "9", "--fonts=x", "--fonts", "y", "-"])
        #expect(parsed.has("quiet") && !parsed.has("verbose"))
        #expect(parsed.values(of: "max-depth") == ["9"])
        #expect(parsed.values(of: "fonts") == ["x", "y"])
        #expect(parsed.positionals == ["a.plist", "-"])
    }

    @Test func acceptsShortFormsClusteredAndWithAttachedValues() throws {
        let parsed = try parser.parse(["-qv", "-d12", "-d", "3"])
        #expect(parsed.has("quiet") && parsed.has("verbose"))
        #expect(parsed.values(of: "max-depth") == ["12", "3"])
        #expect(try parsed.positiveInteger("max-depth") == 3)
    }

    @Test func treatsEverythingAfterDoubleDashAsPositional() throws {
        let parsed = try parser.parse(["--", "--quiet", "-v"])
        #expect(parsed.positionals == ["--quiet", "-v"])
        #expect(parsed.flags.isEmpty)
    }

    @Test(arguments: [
        (["--verbos"], "unknown option '--verbos'; did you mean '--verbose'?"),
        (["--max-dept", "3"], "unknown option '--max-dept'; did you mean '--max-depth'?"),
        (["--colour"], "unknown option '--colour'"),
        (["-x"], "unknown option '-x'"),
        (["--max-depth"], "--max-depth needs a value (N)"),
        (["-qd"], "-d needs a value (N)"),
        (["--quiet=yes"], "--quiet takes no value"),
    ])
    func reportsUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test(arguments: ["0", "-1", "ten", "1.5"])
    func refusesNonPositiveIntegers(text: String) throws {
        let parsed = try parser.parse(["--max-depth", text])
        #expect(throws: UsageError("--max-depth takes a positive whole number, not '\(text)'")) {
            try parsed.positiveInteger("max-depth")
        }
    }
}
