import Testing

@testable import PlistcDiagnostics

/// A finding's words read as the same literal interpolated into a `String` reads, whatever is
/// interpolated: the report's bytes do not change with the way the words are built.
@Suite struct SentenceTests {
    private struct Named: CustomStringConvertible {
        let description = "a named thing"
    }

    private enum Plain { case value }

    @Test func interpolationsReadAsAStringInterpolationReadsThem() {
        let text = "UICTFontTextStyleBody"
        let substring = text.dropFirst(2)
        // An optional, as a value of any type (interpolated as it is, it draws a warning).
        let optional: Any = Int?.some(3) as Any
        let sentence: Sentence =
            "'\(text)' [\(substring)] \(17) \(-1_204) \(0) \(Int.min) \(17.5) \(1e-7) \(optional) \(Named()) \(Plain.value) \(true) \(RuleID("unknown-style")) ‘é’ → \("日本語")"
        let string =
            "'\(text)' [\(substring)] \(17) \(-1_204) \(0) \(Int.min) \(17.5) \(1e-7) \(optional) \(Named()) \(Plain.value) \(true) \(RuleID("unknown-style")) ‘é’ → \("日本語")"
        #expect(sentence.text == string)
    }

    @Test func aLiteralAloneIsItsText() {
        let sentence: Sentence = "every text style uses the system font → fix it"
        #expect(sentence.text == "every text style uses the system font → fix it")
        let empty: Sentence = ""
        #expect(empty.text.isEmpty)
    }

    /// A sentence interpolated into another, or into a string, reads as its words.
    @Test func aSentenceInterpolatedReadsAsItsWords() {
        let inner: Sentence = "fits through \(3) sizes"
        let outer: Sentence = "'Save' \(inner)"
        #expect(outer.text == "'Save' fits through 3 sizes")
        #expect("\(inner)" == "fits through 3 sizes")
    }

    /// Longer than the room reserved for it: the pieces still arrive whole and in order.
    @Test func aSentenceLongerThanItsReservedRoomKeepsEveryPiece() {
        let long = String(repeating: "ab", count: 500)
        let sentence: Sentence = "\(long)-\(long)-\(42)"
        #expect(sentence.text == long + "-" + long + "-42")
    }
}
