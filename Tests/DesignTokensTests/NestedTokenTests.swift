import PlistcDesignTokens
import PlistcJSON
import Testing

/// A composite typography value whose fields are token objects themselves (`{"$type",
/// "$value"}`, as some DTCG exports write them): each field read as its value, aliases and units
/// too, with one note saying the file nests tokens.
@Suite("Tokens nested in typography values")
struct NestedTokenTests {
    static let nested = #"""
        {"size": {"md": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}}},
         "type": {"body": {"$type": "typography", "$value": {
           "fontFamily": {"$type": "fontFamily", "$value": "Georgia"},
           "fontWeight": {"$type": "fontWeight", "$value": 700},
           "fontSize": {"$type": "dimension", "$value": "{size.md}"},
           "lineHeight": {"$type": "number", "$value": 1.25}
         }},
         "caption": {"$type": "typography", "$value": {
           "fontFamily": {"type": "fontFamilies", "value": "Georgia"},
           "fontSize": {"type": "fontSizes", "value": "12"}
         }}}}
        """#

    @Test func nestedFieldsAreReadAsTheirValues() throws {
        let imported = TokenImport(try JSONParser.parse(Array(Self.nested.utf8)), path: "nested.tokens.json")
        let entries = Dictionary(uniqueKeysWithValues: imported.entries.map { ($0.style.rawValue, $0) })
        #expect(entries["body"]?.fontName == "Georgia-Bold")
        #expect(entries["body"]?.fontSize == 17)
        #expect(entries["caption"]?.fontSize == 12)
        let notes = imported.diagnostics.filter { $0.message.text.contains("the file nests tokens") }
        #expect(notes.count == 1 && notes.first?.severity == .note, "\(imported.diagnostics.map(\.message.text))")
        #expect(!imported.diagnostics.contains { $0.message.text.contains("is not a dimension") })
    }

    /// DTCG's own dimension object (`{"value": 17, "unit": "px"}`) is a value, not a nested token.
    @Test func aDimensionObjectIsNoNestedToken() throws {
        let plain =
            #"{"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": {"value": 17, "unit": "px"}}}}"#
        let imported = TokenImport(try JSONParser.parse(Array(plain.utf8)), path: "plain.tokens.json")
        #expect(imported.entries.first?.fontSize == 17)
        #expect(!imported.diagnostics.contains { $0.message.text.contains("nests tokens") })
    }
}
