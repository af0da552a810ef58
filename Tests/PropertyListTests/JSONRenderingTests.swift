import PlistcDiagnostics
import PlistcPropertyList
import Testing

@Suite("JSON rendering")
struct JSONRenderingTests {
    private let here = SourceLocation(file: "t", line: 1, column: 1)

    @Test func escapesControlCharactersThatXMLCannotHoldButTheAPICan() {
        let value = PlistValue(.string("\u{1}\u{8}\u{C}\u{1F}\u{7F}é"), at: here)
        #expect(value.jsonText() == "\"\\u0001\\b\\f\\u001f\\u007fé\"")
    }

    /// DEL, the C1 controls, the line separators and the bidirectional overrides are escaped
    /// too: the same value, but nothing a terminal or a reviewer's screen acts on.
    @Test func escapesWhatActsInsteadOfShowing() {
        let value = PlistValue(.string("a\u{85}\u{9B}\u{2028}\u{202E}z\u{2066}"), at: here)
        #expect(value.jsonText() == "\"a\\u0085\\u009b\\u2028\\u202ez\\u2066\"")
    }

    @Test func writesRealsSoThatTheyReadBackExactly() {
        let values: [Double] = [0.1, 1e-7, 1e21, -0.0, 5, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude]
        let texts = values.map { PlistValue(.real($0), at: here).jsonText() }
        #expect(texts == ["0.1", "1e-07", "1e+21", "-0.0", "5.0", "5e-324", "1.7976931348623157e+308"])
        #expect(zip(texts, values).allSatisfy { Double($0) == $1 })
    }

    @Test func indentsNestedContainersAndKeepsEmptyOnesShort() {
        let inner = PlistValue(
            .array([PlistValue(.boolean(true), at: here), PlistValue(.array([]), at: here)]), at: here)
        let entries = [PlistDictionary.Entry(key: "k", keyLocation: here, value: inner)]
        let value = PlistValue(.dictionary(PlistDictionary(entries: entries)), at: here)
        #expect(value.jsonText() == "{\n  \"k\": [\n    true,\n    []\n  ]\n}")
        #expect(value.jsonText(indent: nil) == "{\"k\":[true,[]]}")
    }
}
