import Testing

@testable import PlistcDiagnostics

/// Long text from a file quoted in a message: its start and its length, never all of it.
@Suite struct QuotedTextTests {
    @Test(arguments: ["", "body", String(repeating: "é", count: 60), String(repeating: "x", count: 100)])
    func shortTextIsQuotedWhole(text: String) {
        #expect(QuotedText.short(text) == text)
    }

    @Test func longTextShowsItsStartAndCount() {
        let key = "title" + String(repeating: "x", count: 3_199_995)
        #expect(QuotedText.short(key) == "title" + String(repeating: "x", count: 95) + "… (3,200,000 characters)")
    }

    /// Characters are Unicode scalars, however many bytes each takes: 101 two-byte ones are
    /// cut, 100 are not.
    @Test func countsCharactersNotBytes() {
        #expect(QuotedText.short(String(repeating: "é", count: 100)) == String(repeating: "é", count: 100))
        #expect(
            QuotedText.short(String(repeating: "é", count: 101))
                == String(repeating: "é", count: 100) + "… (101 characters)")
    }

    /// The count read off the UTF-8 bytes is the count of scalars, for text of one to four
    /// bytes a scalar, combining marks and line ends included.
    @Test func countsScalarsFromBytesAsTheScalarViewDoes() {
        let pieces = ["a", "é", "e\u{301}", "\r\n", "€", "😀", "👩‍👩‍👧", "\u{0}", "\u{10FFFF}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            #expect(QuotedText.scalarCount(text) == text.unicodeScalars.count)
        }
        // A bridged or substring-made text takes the same count.
        let sliced = String(Substring("x😀y".dropFirst()))
        #expect(QuotedText.scalarCount(sliced) == 2)
    }
}
