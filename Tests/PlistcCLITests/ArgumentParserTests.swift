import PlistcDiagnostics
import PlistcIO
import Testing

@testable import PlistcCLI
@testable import PlistcKit

@Suite("Argument parsing")
struct ArgumentParserTests {
    private static let quiet = Flag("quiet", short: "q", help: "")
    private static let verbose = Flag("verbose", short: "v", help: "")
    private static let maxDepth = ValueOption("max-depth", short: "d", value: "N", help: "")
    private static let fonts = ValueOption("fonts", value: "PATH", help: "")
    private let parser = ArgumentParser(options: [quiet.spec, verbose.spec, maxDepth.spec, fonts.spec])

    @Test func sortsFlagsValuesAndPositionals() throws {
        let parsed = try parser.parse(["a.plist", "--quiet", "--max-depth", "9", "--fonts=x", "--fonts", "y", "-"])
        #expect(parsed.flag(Self.quiet) && !parsed.flag(Self.verbose))
        #expect(parsed.values(Self.maxDepth) == ["9"])
        #expect(parsed.values(Self.fonts) == ["x", "y"])
        #expect(parsed[Self.fonts] == "y")
        #expect(parsed.positionals == ["a.plist", "-"])
    }

    @Test func acceptsShortFormsClusteredAndWithAttachedValues() throws {
        let parsed = try parser.parse(["-qv", "-d12", "-d", "3"])
        #expect(parsed.flag(Self.quiet) && parsed.flag(Self.verbose))
        #expect(parsed.values(Self.maxDepth) == ["12", "3"])
        #expect(try parsed.integer(Self.maxDepth) == 3)
    }

    @Test func treatsEverythingAfterDoubleDashAsPositional() throws {
        let parsed = try parser.parse(["--", "--quiet", "-v"])
        #expect(parsed.positionals == ["--quiet", "-v"])
        #expect(!parsed.flag(Self.quiet) && !parsed.flag(Self.verbose))
    }

    @Test(arguments: [
        (["--verbos"], "unknown option '--verbos'; did you mean '--verbose'?"),
        (["--max-dept", "3"], "unknown option '--max-dept'; did you mean '--max-depth'?"),
        (["--max"], "unknown option '--max'; did you mean '--max-depth'?"),
        (["--colour"], "unknown option '--colour'"),
        (["--=x"], "unknown option '--'"),
        (["-x"], "unknown option '-x'"),
        (["--max-depth"], "--max-depth needs a value (N)"),
        (["-qd"], "-d needs a value (N)"),
        (["--quiet=yes"], "--quiet takes no value"),
    ])
    func reportsUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test func anUnknownOptionOfAMegabyteGetsNoSuggestionAndNoWait() {
        let word = String(repeating: "max-depth", count: 120_000)
        #expect(throws: UsageError("unknown option '--\(word)'")) { try parser.parse(["--" + word]) }
    }

    @Test(arguments: ["0", "-1", "ten", "1.5"])
    func refusesNonPositiveIntegers(text: String) throws {
        let parsed = try parser.parse(["--max-depth", text])
        #expect(throws: UsageError("--max-depth takes a positive whole number, not '\(text)'")) {
            try parsed.integer(Self.maxDepth)
        }
    }

    @Test func acceptsZeroWhereTheMinimumIsZero() throws {
        #expect(try parser.parse(["-d", "0"]).integer(Self.maxDepth, minimum: 0) == 0)
        #expect(throws: UsageError("--max-depth takes a whole number, 0 or more, not '-1'")) {
            try parser.parse(["-d", "-1"]).integer(Self.maxDepth, minimum: 0)
        }
    }
}
