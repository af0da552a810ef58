import Foundation
import TestSupport
import Testing

/// A few runs of the built `plistc` binary itself: `main`, exit statuses and real streams.
@Suite("End to end: the plistc binary")
struct EndToEndTests {
    /// The binary SwiftPM built beside the test bundle, or `nil` if there is none.
    static let binary: String? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("plistc").path
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
    func lintsTheBundledSample() throws {
        let result = try ProcessResult.run(try #require(Self.binary), ["lint", "--verbose", Fixtures.noteworthy])
        #expect(result.status == 0)
        // A clean file's report is empty; --verbose's progress lines are plistc's own.
        #expect(result.error == "\(Fixtures.noteworthy): OK\nchecked 1 file: 0 with errors\n")
        #expect(result.output.isEmpty)
    }

    @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
    func reportsErrorsFromStandardInputWithStatusOne() throws {
        let input = Data("<plist><integer>1.5</integer></plist>".utf8)
        let result = try ProcessResult.run(try #require(Self.binary), ["lint", "-"], input: input)
        #expect(result.status == 1)
        #expect(
            result.output
                == "<stdin>:1:8: error: <integer> holds \"1.5\": integers cannot have a fraction; use <real> [plist-syntax]\n"
        )
    }

    #if os(Linux)
        /// FreeType and HarfBuzz (and what they bring: libpng, GLib…) are loaded only by
        /// commands that read fonts: a lint step without fonts does not pay for them.
        @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
        func lintWithoutFontsLoadsNoFontLibrary() throws {
            let binary = try #require(Self.binary)
            let lint = try ProcessResult.run(binary, ["lint", Fixtures.noteworthy], environment: ["LD_DEBUG": "libs"])
            #expect(lint.status == 0)
            #expect(lint.error.contains("calling init"), "glibc's LD_DEBUG output is expected")
            #expect(!lint.error.contains("libfreetype"))
            #expect(!lint.error.contains("libharfbuzz"))
        }

        @Test(
            .enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"),
            .enabled(if: Installed.freeType, Installed.freeTypeMissing),
            .enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
        func fontsLoadsFreeType() throws {
            let fonts = try ProcessResult.run(
                try #require(Self.binary), ["fonts", Installed.dejaVuFolder], environment: ["LD_DEBUG": "libs"])
            #expect(fonts.status == 0)
            #expect(fonts.error.contains("libfreetype"))
        }
    #endif

    /// Standard error holds plistc's diagnostics and nothing else: libxml2 never prints there,
    /// even on the inputs the fuzzers found (`Fixtures/fuzz/`).
    @Test(
        .enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"),
        arguments: Fixtures.files(in: Fixtures.directory + "/fuzz", withExtension: "plist"))
    func libxml2NeverWritesToStandardError(path: String) throws {
        let result = try ProcessResult.run(try #require(Self.binary), ["dump", path])
        let lines = result.error.split(separator: "\n")
        // A file with problems prints them and exits with 1; one that reads, nothing.
        #expect(result.status == 1 ? !lines.isEmpty : result.status == 0 && lines.isEmpty, "\(result.error)")
        for line in lines {
            #expect(line.hasPrefix(path + ":") || line.hasPrefix("    note: "), "\(line)")
        }
    }

    @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
    func exitsTwoForUsageErrors() throws {
        let result = try ProcessResult.run(try #require(Self.binary), ["lint", "--nope"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("plistc lint: unknown option '--nope'"))
    }

    @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
    func dumpsJSON() throws {
        let result = try ProcessResult.run(
            try #require(Self.binary), ["dump", "--json", "--compact", Fixtures.noteworthy])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\"largeTitle\":{\"fontName\":\"Noteworthy-Bold\",\"fontSize\":34}"))
    }
}

/// Each reporter through the built binary: the report on its stream, nothing on the other, and
/// the exit status.
@Suite("End to end: reporters")
struct EndToEndReporterTests {
    @Test(
        .enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"),
        arguments: ReporterCannedTests.reporters)
    func reportGoesToStandardOutputWithTheRightStatus(reporter: String) throws {
        let binary = try #require(EndToEndTests.binary)
        let failing = try ProcessResult.run(
            binary, ["lint", "--reporter", reporter, Fixtures.styles + "/combination.plist"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("unknown-style"))
        #expect(failing.error.isEmpty, "standard error holds plistc's own messages only")
        let passing = try ProcessResult.run(
            binary, ["lint", "--reporter", reporter, Fixtures.styles + "/hierarchy-order.plist"])
        #expect(passing.status == 0, "warnings alone pass")
        let strict = try ProcessResult.run(
            binary, ["lint", "--strict", "--reporter", reporter, Fixtures.styles + "/hierarchy-order.plist"])
        #expect(strict.status == 1, "--strict fails on warnings")
    }
}

/// `plistc build` through the built binary: writing, refusing to overwrite with a failed build,
/// and `--check`.
@Suite("End to end: build")
struct EndToEndBuildTests {
    @Test(.enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"))
    func writesChecksAndProtectsTheOutput() throws {
        let binary = try #require(EndToEndTests.binary)
        let root = try Fixtures.temporaryFolder("e2e")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = root + "/Typography.md"
        #expect(try ProcessResult.run(binary, ["build", Fixtures.noteworthy, "-o", output]).status == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        let failed = try ProcessResult.run(
            binary, ["build", Fixtures.styles + "/missing-font-size.plist", "-o", output])
        #expect(failed.status == 1 && failed.output.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == written)
        #expect(try ProcessResult.run(binary, ["build", "--check", Fixtures.noteworthy, "-o", output]).status == 0)
        let stale = try ProcessResult.run(
            binary, ["build", "--check", "--rounding", "none", Fixtures.noteworthy, "-o", output])
        #expect(stale.status == 1 && stale.error.contains("stale"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == written)
    }
}
