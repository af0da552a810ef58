import Foundation
import TestSupport
import Testing

/// The reader's limits on the command line: each ends in a located `plist-syntax` error that
/// names its flag, and the flag raises it.
@Suite("Reader limits: --max-depth, --max-bytes, --max-string-bytes, --max-keys")
struct ReaderLimitOptionsTests {
    static let sample = Fixtures.relative(Fixtures.noteworthy)

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    @Test(arguments: [
        (
            "--max-string-bytes", "10",
            "Fixtures/Noteworthy.plist:12:9: error: <string> holds more than 10 bytes of text, plistc's limit: is this value meant to be here? raise the limit with --max-string-bytes [plist-syntax]"
        ),
        (
            "--max-keys", "5",
            "Fixtures/Noteworthy.plist:44:5: error: this <dict> has more than 5 keys, plistc's limit: split it, or raise the limit with --max-keys [plist-syntax]"
        ),
        (
            "--max-depth", "1",
            "Fixtures/Noteworthy.plist:9:5: error: the values are nested more than 1 level deep, plistc's limit (CoreFoundation rejects more than 512, counting every <array> and <dict> but a self-closing one): flatten the structure, or raise the limit with --max-depth [plist-syntax]"
        ),
        (
            "--max-bytes", "100",
            "Fixtures/Noteworthy.plist:1:1: error: the file is larger than plistc's limit of 100 bytes: is it really a property list? raise the limit with --max-bytes [plist-syntax]"
        ),
    ])
    func eachLimitIsALocatedErrorNamingItsFlag(option: String, value: String, expected: String) {
        let run = CapturedRun(["lint", option, value, Self.sample])
        #expect(run.status == 1)
        #expect(run.relativeOutput == expected + "\n")
    }

    /// Strings files and Swift files over `--max-bytes` are refused whole, as plists are, never
    /// measured or checked on their first part (a cut between two strings once passed).
    @Test(arguments: [
        ["fit", "Brand.plist", "--strings", "Big.strings", "--style", "body", "--width", "100", "--lines", "2"],
        ["lint", "Brand.plist", "--sources", "Big.swift"],
    ])
    func otherInputsOverTheLimitAreRefusedWhole(arguments: [String]) throws {
        let files = [
            "Brand.plist": Self.plist(
                "<dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key><integer>17</integer></dict></dict>"
            ),
            "Big.strings": (0..<20).map { "\"k\($0)\" = \"value \($0)\";\n" }.joined(),
            "Big.swift": (0..<20).map { "let k\($0) = Font.system(size: 17)\n" }.joined(),
        ]
        try Fixtures.withTemporaryFolder("limits-other", files: files) { folder in
            let paths = arguments.map { $0.hasPrefix("B") ? folder + "/" + $0 : $0 }
            let big = folder + "/" + (arguments.contains("Big.swift") ? "Big.swift" : "Big.strings")
            let run = CapturedRun(paths + ["--max-bytes", "300"])
            #expect(run.status == 2, "\(run.error)")
            #expect(
                run.error.contains(
                    "\(big): error: is larger than 300 bytes, the largest file read: give --max-bytes a larger limit"),
                "\(run.error)")
        }
    }

    @Test func theStringFlagRaisesTheDefault() throws {
        let text = Self.plist("<string>\(String(repeating: "a", count: 1_100_000))</string>")
        try Fixtures.withTemporaryFolder("limits", files: ["long.plist": text]) { folder in
            let path = folder + "/long.plist"
            let strict = CapturedRun(["dump", path])
            #expect(strict.status == 1)
            #expect(strict.error.contains("holds more than 1048576 bytes of text"))
            #expect(CapturedRun(["dump", "--max-string-bytes", "2000000", path]).status == 0)
        }
    }

    @Test func theKeysFlagRaisesTheDefault() throws {
        let entries = (0...100_000).map { "<key>k\($0)</key><true/>" }.joined()
        try Fixtures.withTemporaryFolder("limits", files: ["wide.plist": Self.plist("<dict>\(entries)</dict>")]) {
            folder in
            let path = folder + "/wide.plist"
            let strict = CapturedRun(["dump", path])
            #expect(strict.status == 1)
            #expect(strict.error.contains("this <dict> has more than 100000 keys"))
            #expect(CapturedRun(["dump", "--max-keys", "100001", path]).status == 0)
        }
    }

    @Test(arguments: ["--max-string-bytes", "--max-keys"])
    func limitsTakePositiveNumbersUpToTheCeiling(option: String) {
        let zero = CapturedRun(["lint", option, "0", Self.sample])
        #expect(zero.status == 2)
        #expect(zero.error.hasPrefix("plistc lint: \(option) takes a positive whole number, not '0'"))
        let huge = CapturedRun(["lint", option, "8589934592", Self.sample])
        #expect(huge.status == 2)
        #expect(huge.error.hasPrefix("plistc lint: \(option) can be at most 4294967296"))
    }
}
