import PlistcDesignTokens
import PlistcDiagnostics
import PlistcJSON
import Testing

/// Sizes as the tools write them: DTCG 2025.10's objects, the earlier drafts' and Style
/// Dictionary's strings (`"16px"`, `"1rem"`), Tokens Studio's numbers, percentages and
/// arithmetic over aliases, each giving the number the tools give.
@Suite("Token dimensions and math")
struct TokenDimensionTests {
    /// The body entry imported from a typography token with `fields`, beside `extra` tokens.
    static func body(_ fields: String, extra: String = "", remBase: Double = 16) throws -> TokenImport {
        let text = #"{"body": {"$type": "typography", "$value": {"fontFamily": "Avenir-Roman", \#(fields)}}\#(extra)}"#
        return TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.tokens.json", remBase: remBase)
    }

    @Test(arguments: [
        (#""fontSize": {"value": 17, "unit": "px"}"#, 17.0), (#""fontSize": "17px""#, 17),
        (#""fontSize": "1.0625rem""#, 17), (#""fontSize": "1rem""#, 16), (#""fontSize": 17"#, 17),
        (#""fontSize": "17""#, 17), (#""fontSize": "16 * 1.0625""#, 17), (#""fontSize": "{size.md}""#, 20),
        (#""fontSize": "{size.base} * {size.scale}""#, 20),
        (#""fontSize": "roundTo({size.base} * {size.scale}^5)""#, 49),
        (#""fontSize": "{size.sum} * 2""#, 40), (#""fontSize": {"value": "17", "unit": "px"}"#, 17),
    ])
    func sizesReadAsTheToolsReadThem(fields: String, points: Double) throws {
        let sizes = #"""
            , "size": {"base": {"$value": "16px"}, "scale": {"$value": 1.25}, "md": {"$value": "{size.base} * 1.25"},
              "sum": {"$value": "{size.base} + 4px"}}
            """#
        let imported = try Self.body(fields, extra: sizes)
        #expect(imported.entries.first?.fontSize == points, "\(fields)")
        #expect(!imported.diagnostics.contains { $0.severity == .error }, "\(imported.diagnostics)")
    }

    @Test func remHasTheGivenBase() throws {
        #expect(try Self.body(#""fontSize": "1.5rem""#, remBase: 12).entries.first?.fontSize == 18)
    }

    @Test(arguments: [
        (#""lineHeight": 1.25"#, 1.25 as Double?), (#""lineHeight": "125%""#, 1.25), (#""lineHeight": "AUTO""#, nil),
        (#""lineHeight": "normal""#, nil), (#""lineHeight": "25px""#, 1.25), (#""lineHeight": "1.5""#, 1.5),
        (#""lineHeight": 5"#, 5), (#""lineHeight": 24"#, 1.2), (#""lineHeight": "30""#, 1.5),
    ])
    func lineHeightsAreMultiples(field: String, multiple: Double?) throws {
        let imported = try Self.body(#""fontSize": 20, \#(field)"#)
        #expect(imported.entries.first?.lineHeight == multiple, "\(field)")
    }

    @Test(arguments: [
        (#""letterSpacing": "0.5px""#, 0.5 as Double?), (#""letterSpacing": "2%""#, 0.4),
        (#""letterSpacing": "0.05em""#, 1), (#""letterSpacing": 0.5"#, 0.5),
    ])
    func letterSpacingIsInPoints(field: String, points: Double?) throws {
        let imported = try Self.body(#""fontSize": 20, \#(field)"#)
        #expect(imported.entries.first?.letterSpacing == points, "\(field)")
    }

    @Test func anExpressionThatCannotBeEvaluatedSaysWhy() throws {
        let imported = try Self.body(#""fontSize": "16px + 1rem""#)
        #expect(imported.entries.isEmpty)
        #expect(
            imported.diagnostics.first?.message.text
                == #"'body.fontSize' is "16px + 1rem", which plistc cannot read as a dimension: it adds a number in px or without a unit and a number in rem, whose units do not agree: give both the same unit, or (to scale) leave the factor without one"#
        )
    }

    @Test func aFontSizeInEmIsRefused() throws {
        let imported = try Self.body(#""fontSize": "1em""#)
        #expect(
            imported.diagnostics.first?.message.text
                == "'body.fontSize' is in 'em': design tokens use px (iOS points) or rem")
    }

    /// An alias inside text to a token that does not exist is the one finding, at the token.
    @Test func aMissingAliasInsideTextIsNamed() throws {
        let imported = try Self.body(#""fontSize": "{size.nothing} * 2""#)
        #expect(
            imported.diagnostics.map(\.message.text).first
                == "the alias {size.nothing} names no token in this file: check the path (groups joined by dots)")
    }

    /// A problem in a dimension that a style's field names by alias is located at the dimension,
    /// where it is fixed, through a chain of aliases and through a composite that is an alias;
    /// the message names both.
    @Test func aBrokenAliasedDimensionIsLocatedWhereItIsWritten() throws {
        let text = #"""
            {"size": {"small": {"$type": "dimension", "$value": "12 apples"},
                      "named": {"$value": "{size.small}"}},
             "base": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "{size.named}"}},
             "caption": {"$type": "typography", "$value": "{base}"}}
            """#
        let imported = TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.json")
        let problem = try #require(imported.diagnostics.first { $0.severity == .error })
        #expect(problem.location == PlistcDiagnostics.SourceLocation(file: "t.json", line: 1, column: 11))
        #expect(problem.message.text.hasPrefix(#"'size.small' (caption.fontSize) is "12 apples", which plistc cannot"#))
    }

    /// A field that is no dimension at all is shown one, at the style's own default size.
    @Test(arguments: [("caption2", "11"), ("largeTitle", "34"), ("body", "17")])
    func theExampleDimensionIsTheStylesSize(style: String, size: String) throws {
        let text =
            #"{"\#(style)": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": {"value": "x"}}}}"#
        let imported = TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.json")
        #expect(
            imported.diagnostics.first?.message.text
                == #"'\#(style).fontSize' is not a dimension: write one such as {"value": \#(size), "unit": "px"}"#)
    }
}
