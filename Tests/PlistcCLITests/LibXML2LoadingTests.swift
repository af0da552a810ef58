import Foundation
import TestSupport
import Testing

/// libxml2 (and what it brings: ICU, zlib, liblzma) is loaded only when a file needs it: plistc
/// reads plain XML itself, and a lint of plain files starts without libxml2. Where libxml2 is
/// missing (`PLISTC_LIBXML2=none` acts so), plain files still lint, and any other says what to
/// install.
@Suite("libxml2 loaded on demand")
struct LibXML2LoadingTests {
    static let binary = EndToEndTests.binary
    /// A file plistc's own scanner hands to libxml2: its end tag does not match.
    static let broken = Data("<plist><dict><key>body</key><string>x</dict></plist>".utf8)

    #if os(Linux)
        @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
        func aPlainFileLoadsNoLibXML2() throws {
            let binary = try #require(Self.binary)
            let lint = try ProcessResult.run(binary, ["lint", Fixtures.noteworthy], environment: ["LD_DEBUG": "libs"])
            #expect(lint.status == 0)
            #expect(lint.error.contains("calling init"), "glibc's LD_DEBUG output is expected")
            #expect(!lint.error.contains("libxml2"))
            #expect(!lint.error.contains("libicuuc"))
        }

        @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
        func aFileWithAProblemLoadsLibXML2() throws {
            let binary = try #require(Self.binary)
            let lint = try ProcessResult.run(
                binary, ["lint", "-"], input: Self.broken, environment: ["LD_DEBUG": "libs"])
            #expect(lint.status == 1)
            // The loader's own line for a library it opened and initialized (it names one it
            // looked for and did not find too), and libxml2's reading of the mismatched tag.
            #expect(lint.error.contains("calling init: ") && lint.error.contains("libxml2.so.2\n"))
            #expect(lint.output.contains("<stdin>:1:38: error: </dict> does not close <string> opened at 1:29"))
        }
    #endif

    @Test(.enabled(if: binary != nil, "the plistc binary was not found beside the test bundle"))
    func withoutLibXML2PlainFilesLintAndOthersSayWhatToInstall() throws {
        let binary = try #require(Self.binary)
        let plain = try ProcessResult.run(
            binary, ["lint", Fixtures.noteworthy], environment: ["PLISTC_LIBXML2": "none"])
        #expect(plain.status == 0)
        #expect(plain.error.isEmpty)
        let broken = try ProcessResult.run(
            binary, ["lint", "-"], input: Self.broken, environment: ["PLISTC_LIBXML2": "none"])
        #expect(broken.status == 1)
        #expect(
            broken.output
                == "<stdin>:1:1: error: this file is not plain XML (or has a problem only libxml2 can locate), and reading it needs libxml2, which is not installed: apt-get install libxml2 (macOS ships it) [plist-syntax]\n"
        )
        let version = try ProcessResult.run(binary, ["--version"], environment: ["PLISTC_LIBXML2": "none"])
        #expect(version.output.hasSuffix("(libxml2 not installed)\n"))
    }
}
