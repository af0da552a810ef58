import Diagnostics
import Testing

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
}
