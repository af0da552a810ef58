import Foundation
import PlistcDesignTokens
import PlistcJSON
import Testing

/// Token files as each tool writes them: the format told from the file, Tokens Studio's sets
/// merged in their order (a later set over an earlier one, aliases looking through them), and
/// each format's typography imported alike.
@Suite("Token formats")
struct TokenFormatTests {
    static func imported(_ text: String) throws -> TokenImport {
        TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.json")
    }

    static let composite = #"{"fontFamily": "Georgia", "fontWeight": "Bold", "fontSize": "{size.base}"}"#

    @Test(arguments: [
        (
            #"{"size": {"base": {"$value": "17px"}}, "body": {"$type": "typography", "$value": \#(composite)}}"#,
            "DTCG ($value and $type)"
        ),
        (
            #"{"size": {"base": {"value": "17", "type": "fontSizes"}}, "body": {"type": "typography", "value": \#(composite)}}"#,
            "Tokens Studio (value and type)"
        ),
        (
            #"{"size": {"base": {"value": "17px"}}, "body": {"value": \#(composite)}}"#,
            "Style Dictionary's classic format (value)"
        ),
        (
            #"{"g": {"size": {"base": {"$value": "17"}}, "body": {"$type": "typography", "$value": \#(composite)}}, "$metadata": {"tokenSetOrder": ["g"]}}"#,
            "Tokens Studio ($value and $type)"
        ),
    ])
    func eachFormatImportsTheSameEntry(text: String, format: String) throws {
        let imported = try Self.imported(text)
        #expect(imported.format == format)
        #expect(imported.entries.map(\.fontName) == ["Georgia-Bold"])
        #expect(imported.entries.map(\.fontSize) == [17])
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message.text))")
    }

    /// Sets apply in `tokenSetOrder`, not in the file's order: the later set's size wins, and
    /// an alias in one set names a token of another without the set's name.
    @Test func laterSetsOverrideEarlierOnes() throws {
        let text = #"""
            {"brand": {"size": {"base": {"value": "20", "type": "fontSizes"}}},
             "core": {"size": {"base": {"value": "16", "type": "fontSizes"}},
                      "body": {"type": "typography", "value": \#(Self.composite)}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["core", "brand"]}}
            """#
        #expect(try Self.imported(text).entries.map(\.fontSize) == [20])
        let reversed = text.replacingOccurrences(of: #"["core", "brand"]"#, with: #"["brand", "core"]"#)
        #expect(try Self.imported(reversed).entries.map(\.fontSize) == [16])
    }

    /// A `value` inside a DTCG file is a group or a token's member, never a token of its own.
    @Test func aDollarFileReadsNoPlainValue() throws {
        let text = #"{"value": {"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}}}"#
        let imported = try Self.imported(text)
        #expect(imported.format == "DTCG ($value and $type)")
        #expect(imported.entries.map(\.style.rawValue) == ["body"])
    }
}

/// One broken token does not stop an import: problems in tokens no style uses are warnings,
/// typography tokens no style takes are counted in a note, and when none maps the error shows
/// the `.plistc.json` lines that would map them.
@Suite("Imports that are never all or nothing")
struct PartialImportTests {
    @Test func aBrokenSpacingTokenIsAWarning() throws {
        let imported = try TokenFormatTests.imported(
            #"{"spacing": {"xs": {"$value": "{dimension.nothing} * 2"}}, "body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}}"#
        )
        #expect(imported.entries.map(\.style.rawValue) == ["body"])
        #expect(imported.diagnostics.map(\.severity) == [.warning])
        #expect(
            imported.diagnostics.first?.message.text.hasSuffix("(the token maps to no text style: skipped)") == true)
    }

    @Test func unmappedTypographyIsCountedInANote() throws {
        let imported = try TokenFormatTests.imported(
            #"{"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}, "hero": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 40}}}"#
        )
        #expect(
            imported.diagnostics.map(\.message.text) == [
                #"1 typography token maps to no text style and is skipped: 'hero'; map them with "styles" in .plistc.json"#
            ])
        #expect(imported.diagnostics.map(\.severity) == [.note])
    }

    @Test func whenNothingMapsTheErrorShowsTheMap() throws {
        let imported = try TokenFormatTests.imported(
            #"{"type": {"h1": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "2rem"}}, "p": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}, "small": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}}}"#
        )
        #expect(imported.entries.isEmpty)
        #expect(
            imported.diagnostics.map(\.message.text) == [
                #"no typography token maps to a text style: name them like the styles (body, largeTitle…) or map them with "styles" in .plistc.json; for the 3 found, by their sizes: {"styles": {"type.h1": "largeTitle", "type.p": "body", "type.small": "headline"}}"#
            ])
    }
}
