import PlistcDiagnostics
import PlistcPropertyList
import Testing

@Suite("Inputs that are not XML property lists")
struct InputSnifferTests {
    private func message(_ bytes: [UInt8]) -> String? {
        let document = PlistReader().read(bytes, path: "x")
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.location == SourceLocation(file: "x", line: 1, column: 1))
        return document.diagnostics.first?.message.text
    }

    @Test(arguments: [
        ("bplist15\u{0}\u{1}", "a binary property list"),
        ("{\"a\": 1}", "JSON"), ("[1, 2]", "JSON"), ("  {\n \"key\" : \"v=1\" }", "JSON"),
        ("{ a = 1; }", "an OpenStep"), ("(a, b)", "an OpenStep"), ("\"just a string\"", "JSON or an OpenStep"),
    ])
    func namesTheFormatItLooksLike(text: String, format: String) {
        #expect(message(Array(text.utf8))?.hasPrefix("not an XML property list: this looks like \(format)") == true)
    }

    @Test(arguments: ["", "   \n\t ", "\u{FEFF}"])
    func reportsEmptyInput(text: String) {
        #expect(message(Array(text.utf8))?.hasPrefix("the file is empty") == true)
    }

    /// Every signature libxml2 detects by itself in the first four bytes; the fuzzer found that
    /// UTF-32BE and EBCDIC ones made libxml2 switch encodings and print conversion errors.
    @Test(
        arguments: [
            ([0x00, 0x00, 0x00, 0x3C], "UTF-32BE"), ([0x3C, 0x00, 0x00, 0x00], "UTF-32LE"),
            ([0x00, 0x00, 0x3C, 0x00], "UCS-4"), ([0x00, 0x3C, 0x00, 0x00], "UCS-4"),
            ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"), ([0x00, 0x3C, 0x00, 0x3F], "UTF-16BE"),
            ([0x3C, 0x00, 0x3F, 0x00], "UTF-16LE"),
        ] as [([UInt8], String)])
    func reportsEverySignatureLibxml2Detects(signature: [UInt8], encoding: String) {
        let bytes = signature + Array("?xml version=\"1.0\"?><plist/>".utf8)
        #expect(message(bytes)?.hasPrefix("the file is encoded as \(encoding)") == true)
    }

    /// With a byte-order mark, UTF-16 is read as Apple's parsers read it.
    @Test func readsUTF16WithItsMark() {
        let units = Array("<plist><true/></plist>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = PlistReader().read([0xFF, 0xFE] + units, path: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.jsonText() == "true")
    }

    /// XML allows any white space around the `=` (`S? '=' S?`); the fuzzer found that line
    /// breaks there, or a long run of spaces, hid the encoding from plistc while libxml2 still
    /// decoded the file as UTF-7 (and printed its conversion errors on standard error).
    @Test(arguments: [
        "encoding=\r\r\r\"UTF-7\"", "encoding \n=\t'UTF-7'",
        "encoding" + String(repeating: " ", count: 300) + "= \"UTF-7\"",
        "version=\"1.0\"" + String(repeating: "\n", count: 5000) + "encoding=\"UTF-7\"",
    ])
    func findsTheDeclaredEncodingWhateverTheSpaces(declaration: String) {
        let text = "<?xml version=\"1.0\" \(declaration)?>\n<plist><string>a+AGE-</string></plist>"
        #expect(message(Array(text.utf8))?.hasPrefix("the file is encoded as UTF-7") == true)
    }

    /// Past what the sniffer searches, libxml2 still reads UTF-8: it never decodes by a
    /// declaration (XML_PARSE_IGNORE_ENC), so "a+AGE-" stays as written instead of UTF-7's "aa".
    @Test func libxml2IgnoresDeclarationsTheSnifferCannotSee() {
        let spaces = String(repeating: "\n", count: 70_000)
        let text = "<?xml version=\"1.0\"\(spaces) encoding=\"UTF-7\"?>\n<plist><string>a+AGE-</string></plist>"
        let document = PlistReader().read(Array(text.utf8), path: "x")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.jsonText() == "\"a+AGE-\"")
    }

    @Test func reportsDeclaredEncodingsOtherThanUTF8() {
        let text = "<?xml version=\"1.0\" encoding='Shift_JIS'?><plist/>"
        #expect(message(Array(text.utf8))?.hasPrefix("the file is encoded as Shift_JIS") == true)
        let ascii = "<?xml version=\"1.0\" encoding=\"us-ascii\"?><plist><true/></plist>"
        #expect(PlistReader().read(Array(ascii.utf8), path: "x").diagnostics.isEmpty)
    }
}
