import Foundation
import TestSupport
import Testing

/// A style dictionary in each encoding Apple's parsers read lints and builds like its UTF-8
/// twin: the same findings at the same lines and columns (counted in characters), the same
/// scale. A single-byte encoding adds only the finding that swift-foundation rejects it.
@Suite("Encodings read like their UTF-8 twins")
struct EncodingTwinTests {
    /// A dictionary with a character outside ASCII before a finding on the same line, so that
    /// columns counted in bytes would differ.
    static func text(declaring encoding: String) -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <plist version="1.0">
        <dict>
        \t<key>body</key><dict><key>fontName</key><string>Avénir-Book</string><key>fontSize</key><string>17</string></dict>
        \t<key>títle</key>
        \t<dict>
        \t\t<key>fontName</key>
        \t\t<string>Avénir-Heavy</string>
        \t\t<key>fontSize</key>
        \t\t<integer>28</integer>
        \t</dict>
        </dict>
        </plist>

        """
    }

    /// `lint` and `build --emit json --allow-fallbacks` of `bytes`, with its path taken out.
    static func outputs(_ bytes: [UInt8], runtime: String) throws -> [String] {
        try Fixtures.withTemporaryFolder("encoding") { folder in
            let path = folder + "/Twin.plist"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let lint = CapturedRun(["lint", "--runtime", runtime, path])
            let build = CapturedRun(["build", "--runtime", runtime, "--emit", "json", "--allow-fallbacks", path])
            return [lint.output, build.output].map { $0.replacingOccurrences(of: folder + "/", with: "") }
        }
    }

    static let unicode: [(name: String, encoding: String.Encoding, mark: [UInt8])] = [
        ("UTF-16", .utf16LittleEndian, [0xFF, 0xFE]), ("UTF-16", .utf16BigEndian, [0xFE, 0xFF]),
        ("UTF-32", .utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]),
    ]

    @Test(arguments: unicode.indices)
    func unicodeWithAMarkReadsLikeUTF8(index: Int) throws {
        let (name, encoding, mark) = Self.unicode[index]
        let twin = try Self.outputs(Array(Self.text(declaring: "UTF-8").utf8), runtime: "ios17")
        let bytes = mark + [UInt8](try #require(Self.text(declaring: name).data(using: encoding)))
        #expect(try Self.outputs(bytes, runtime: "ios17") == twin)
        #expect(twin[0].contains("Twin.plist:4:89: error:"), "the finding after é, at its column in characters")
    }

    /// The two characters outside ASCII in the text, as each single-byte encoding writes them
    /// (MacRoman's from Apple's table: Foundation on Linux writes it wrongly).
    static let singleByte: [(name: String, bytes: [Character: UInt8])] = [
        ("ISO-8859-1", ["é": 0xE9, "í": 0xED]), ("windows-1252", ["é": 0xE9, "í": 0xED]),
        ("macintosh", ["é": 0x8E, "í": 0x92]),
    ]

    @Test(arguments: singleByte.indices)
    func singleByteEncodingsReadLikeUTF8OnIOS16(index: Int) throws {
        let (name, table) = Self.singleByte[index]
        let twin = try Self.outputs(Array(Self.text(declaring: "UTF-8").utf8), runtime: "ios16")
        let bytes = Self.text(declaring: name).flatMap { table[$0].map { [$0] } ?? Array(String($0).utf8) }
        let outputs = try Self.outputs(bytes, runtime: "ios16")
        let device =
            "Twin.plist:1:1: warning: swift-foundation's parser (iOS 17 and later) rejects the encoding \(name)"
        let lint = outputs[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lint.first?.hasPrefix(device) == true)
        #expect(lint.dropFirst().joined(separator: "\n") == twin[0])
        #expect(outputs[1] == twin[1])
        // On iOS 17 and later the file is ignored: every style falls back.
        let ios17 = try Self.outputs(bytes, runtime: "ios17")
        #expect(
            ios17[0].contains(
                "Twin.plist:1:1: error: swift-foundation's parser (iOS 17 and later) rejects the encoding"))
        #expect(!ios17[1].contains("\"origin\": \"custom\""))
    }
}
