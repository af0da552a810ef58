import PropertyList
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
        ("bplist00\u{0}\u{1}", "a binary property list"),
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

    @Test func reportsUTF16() {
        let units = Array("<plist/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16: [UInt8] = [0xFF, 0xFE] + units
        #expect(message(utf16)?.hasPrefix("the file is encoded as UTF-16LE") == true)
    }

    @Test func reportsDeclaredEncodingsOtherThanUTF8() {
        let text = "<?xml version=\"1.0\" encoding='Shift_JIS'?><plist/>"
        #expect(message(Array(text.utf8))?.hasPrefix("the file is encoded as Shift_JIS") == true)
        let ascii = "<?xml version=\"1.0\" encoding=\"us-ascii\"?><plist><true/></plist>"
        #expect(PlistReader().read(Array(ascii.utf8), path: "x").diagnostics.isEmpty)
    }
}
