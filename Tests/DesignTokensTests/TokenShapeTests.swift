import PlistcDesignTokens
import PlistcJSON
import Testing

/// Shapes that real token files take beyond the formats' own examples, each found in a public
/// project's file: Style Dictionary's `.value` aliases, Penpot's plural composite fields, Figma
/// Tokens' `$path` aliases, family lists that alias lists, and files with no typography at all.
@Suite("Token shapes from real files")
struct TokenShapeTests {
    static func imported(_ text: String) throws -> TokenImport {
        TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.json")
    }

    static func sizes(_ imported: TokenImport) -> [Double] { imported.entries.map(\.fontSize) }

    /// Style Dictionary's classic aliases end in `.value` (and some DTCG files' in `.$value`).
    @Test(arguments: ["{size.base.value}", "{size.base}"])
    func aliasesMayNameTheValueKey(alias: String) throws {
        let imported = try Self.imported(
            #"{"size": {"base": {"value": "17px"}}, "body": {"value": {"fontFamily": "Georgia", "fontSize": "\#(alias)"}}}"#
        )
        #expect(Self.sizes(imported) == [17], "\(imported.diagnostics.map(\.message.text))")
        let dollar = try Self.imported(
            #"{"size": {"base": {"$value": "17px"}}, "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "{size.base.$value}"}}}"#
        )
        #expect(Self.sizes(dollar) == [17])
    }

    /// Penpot writes a composite's fields in the plural, its families a list of aliases to lists.
    @Test func penpotsPluralFieldsAndNestedFamilies() throws {
        let imported = try Self.imported(
            #"{"serif": {"$value": ["Georgia"], "$type": "fontFamilies"}, "body": {"$type": "typography", "$value": {"fontFamilies": ["{serif}"], "fontSizes": "19", "fontWeights": "700", "lineHeights": "1.2"}}}"#
        )
        let entry = try #require(imported.entries.first)
        #expect(entry.fontName == "Georgia-Bold" && entry.fontSize == 19 && entry.lineHeight == 1.2)
    }

    /// Figma Tokens' first alias syntax, `"$Body"`, in Tokens Studio's legacy format; a `$`
    /// string is text elsewhere.
    @Test func dollarAliasesInTheLegacyFormat() throws {
        let legacy = try Self.imported(
            #"{"Body": {"value": "18", "type": "fontSizes"}, "body": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "$Body"}}}"#
        )
        #expect(Self.sizes(legacy) == [18], "\(legacy.diagnostics.map(\.message.text))")
        let dtcg = try Self.imported(
            #"{"Body": {"$value": 18}, "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "$Body"}}}"#
        )
        #expect(dtcg.entries.isEmpty)
        #expect(dtcg.diagnostics.first?.message.text.contains(#"is "$Body", which plistc cannot read"#) == true)
    }

    /// A file of sizes and families alone says that it has no typography token, not that none maps.
    @Test func aFileWithoutTypographySaysSo() throws {
        let imported = try Self.imported(
            #"{"size": {"font": {"small": {"value": "0.75rem"}}}, "font": {"family": {"value": "Georgia"}}}"#)
        #expect(imported.diagnostics.count == 1)
        #expect(imported.diagnostics.first?.message.text.hasPrefix("no typography token is here") == true)
    }

    /// The map suggested when nothing maps pairs a token only with a style within a quarter of its
    /// size: of nine 13 pt tokens, seven get the styles from caption2 (11) to body and headline
    /// (17), and the last two no title.
    @Test func suggestionsStayNearTheTokensSize() throws {
        let tokens = (1...9).map {
            #""t\#($0)": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 13}}"#
        }
        let imported = try Self.imported("{" + tokens.joined(separator: ", ") + "}")
        let message = try #require(imported.diagnostics.first?.message.text)
        for far in ["title3", "title2", "title", "largeTitle"] {
            #expect(!message.contains("\"\(far)\""), "\(message)")
        }
        #expect(!message.contains(#""t8""#) && !message.contains(#""t9""#), "\(message)")
        #expect(message.contains(#""headline""#) && message.contains(#""caption2""#), "\(message)")
    }
}
