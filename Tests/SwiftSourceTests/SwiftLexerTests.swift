import Testing

@testable import PlistcSwiftSource

/// The lexer on each construct that decides where a call is: every literal form, nested
/// comments, pound keywords, regex literals, backticked names; unfinished input.
@Suite("Lexing Swift")
struct SwiftLexerTests {
    static func tokens(_ source: String) -> [SwiftToken] { Array(SwiftLexer(Array(source.utf8)).tokens) }

    static func kinds(_ source: String) -> [String] {
        tokens(source).map { token in
            switch token.kind {
            case .identifier: "id:\(token.text)"
            case .poundKeyword: "pound:\(token.text)"
            case .number: "num:\(token.text)"
            case .string: "str:\(token.value ?? "nil")"
            case .regex: "regex:\(token.text)"
            case .punctuation: token.text
            case .operatorSymbol: "op:\(token.text)"
            }
        }
    }

    @Test func namesPunctuationAndOperators() {
        #expect(
            Self.kinds("Text(x).font(.custom(name, size: 17.5))?? `default` $0 a...b c!=d e?.f x->y")
                == [
                    "id:Text", "(", "id:x", ")", ".", "id:font", "(", ".", "id:custom", "(", "id:name", ",", "id:size",
                    ":",
                    "num:17.5", ")", ")", "op:??", "id:default", "id:$0", "id:a", "op:...", "id:b", "id:c", "op:!=",
                    "id:d", "id:e", "?", ".", "id:f", "id:x", "op:->", "id:y",
                ])
    }

    @Test func stringsOfEveryForm() {
        #expect(Self.kinds(#""Inter-Regular" "a\"b\n\u{e9}""#) == ["str:Inter-Regular", "str:a\"b\n\u{e9}"])
        #expect(Self.kinds(##"#"raw \n "quoted""#"##) == [#"str:raw \n "quoted""#])
        #expect(Self.kinds(###"##"two "# hashes"##"###) == [##"str:two "# hashes"##])
        // An interpolation's tokens follow its string, whose value is unknown.
        #expect(
            Self.kinds(#""Hi \(name.first("x)"))!" + y"#) == [
                "str:nil", "id:name", ".", "id:first", "(", "str:x)", ")", "op:+", "id:y",
            ])
        #expect(Self.kinds(##"#"raw \(no) \#(yes)"#"##) == ["str:nil", "id:yes"])
    }

    @Test func multilineStringsSpanLines() {
        let source = "let a = \"\"\"\n  one \"quoted\" \\(b)\n  \"\"\"\nc()"
        let tokens = Self.tokens(source)
        #expect(Self.kinds(source) == ["id:let", "id:a", "op:=", "str:nil", "id:b", "id:c", "(", ")"])
        #expect(tokens.last?.line == 4 && tokens[3].line == 1 && tokens[4].line == 2)
        #expect(tokens[5].startsLine)
    }

    @Test func commentsNestAndDirectivesAreKept() {
        let source = "a /* x /* y */ z */ b // plistc:disable:next fixed-font-size\nc /// doc\n// plistc:enable x"
        let lexer = SwiftLexer(Array(source.utf8))
        #expect(lexer.tokens.map(\.text) == ["a", "b", "c"])
        #expect(lexer.directives.map(\.directive) == ["disable:next fixed-font-size", "enable x"])
        #expect(lexer.directives.map(\.followsCode) == [true, false])
    }

    @Test func poundKeywordsAndAttributes() {
        #expect(
            Self.kinds("#if os(iOS)\n@available(iOS 15, *) #selector(f)\n#endif")
                == [
                    "pound:#if", "id:os", "(", "id:iOS", ")", "@", "id:available", "(", "id:iOS", "num:15", ",", "op:*",
                    ")",
                    "pound:#selector", "(", "id:f", ")", "pound:#endif",
                ])
    }

    @Test func regexLiteralsWhereAnExpressionStarts() {
        #expect(
            Self.kinds("let r = /a\\/b(c)/ ; x = y / z / w") == [
                "id:let", "id:r", "op:=", "regex:/a\\/b(c)/", ";", "id:x", "op:=", "id:y", "op:/", "id:z", "op:/",
                "id:w",
            ])
        #expect(Self.kinds("f(#/a/b\n/#)") == ["id:f", "(", "regex:#/a/b\n/#", ")"])
    }

    @Test func columnsCountCharacters() {
        let tokens = Self.tokens("é.font(\"ü\", size: 1)\n  x")
        #expect(
            tokens.map { "\($0.line):\($0.column)" } == [
                "1:1", "1:2", "1:3", "1:7", "1:8", "1:11", "1:13", "1:17", "1:19", "1:20", "2:3",
            ])
    }

    /// Unfinished Swift gives tokens and says where, never a crash.
    @Test(arguments: ["\"open", "/* open", "#\"raw", "\"\"\"\nmulti", "f(\"\\(", "#/x", "`tick", "\"\\u{FFFFFFFF}\""])
    func unfinishedInputIsAProblemNotACrash(source: String) {
        let lexer = SwiftLexer(Array(source.utf8))
        #expect(!lexer.tokens.isEmpty || !lexer.problems.isEmpty)
    }

    /// Interpolations nest 64 deep in every literal form; deeper (1,000,000 levels, 3 MB) is a
    /// problem on the line where the 65th opens, never a crash: each level is a frame of the
    /// lexer's stack.
    @Test(arguments: ["\"\\(", "#\"\\#(", "\"\"\"\n\\("])
    func nestedInterpolationsAreBounded(opening: String) {
        let closing = opening.hasPrefix("#") ? ")\"#" : opening.hasPrefix("\"\"\"") ? ")\n\"\"\"" : ")\""
        let fits = String(repeating: opening, count: 64) + "1" + String(repeating: closing, count: 64)
        #expect(SwiftLexer(Array(fits.utf8)).problems.isEmpty)
        let deep = SwiftLexer(Array(("x\n" + String(repeating: opening, count: 1_000_000)).utf8))
        let line = opening.contains("\n") ? 2 + 65 : 2
        #expect(deep.problems.first?.line == line)
        #expect(deep.problems.first?.message == "string interpolations are nested more than 64 deep")
    }

    /// Comments and brackets nest without the stack: 1,000,000 levels of each read in one pass.
    @Test func nestedCommentsAndBracketsUseNoStack() {
        let comments = SwiftLexer(Array((String(repeating: "/*", count: 1_000_000) + "x").utf8))
        #expect(comments.problems.first?.message == "a /* comment is never closed")
        let brackets = SwiftLexer(
            Array((String(repeating: "f(", count: 1_000_000) + "1" + String(repeating: ")", count: 1_000_000)).utf8))
        #expect(brackets.tokens.count == 3_000_001 && brackets.problems.isEmpty)
        #expect(CallMatcher.calls(in: brackets.tokens).count == 1_000_000)
    }

    /// A token is 16 bytes whatever its text (the text stays in the source), and a file with
    /// more lines than a token's 26 bits of line hold is a problem, not tokens on wrong lines.
    @Test func tokensAreSixteenBytesAndTheirLinesAreBounded() {
        #expect(MemoryLayout<TokenRecord>.stride == 16)
        let source = Array("let `default` = Font.custom(\"Brand\", size: 17) // x\n".utf8)
        let tokens = SwiftLexer(source).tokens
        #expect(
            tokens.map(\.text) == [
                "let", "default", "=", "Font", ".", "custom", "(", "\"Brand\"", ",", "size", ":", "17", ")",
            ])
        #expect(tokens[7].value == "Brand" && tokens[1].isName("default") && tokens[6].is("("))
        #expect(tokens.map(\.kind).contains(.operatorSymbol) && tokens[9].spaceBefore && !tokens[4].spaceBefore)
        let lines = SwiftLexer([UInt8](repeating: 0x0A, count: TokenRecord.maxLine) + Array("x".utf8))
        #expect(lines.tokens.isEmpty)
        #expect(
            lines.problems.first?.message == "the file has 67,108,864 lines or more: more than plistc locates in Swift")
        let fewer = SwiftLexer([UInt8](repeating: 0x0A, count: TokenRecord.maxLine - 1) + Array("x".utf8))
        #expect(fewer.tokens.first?.line == TokenRecord.maxLine && fewer.problems.isEmpty)
    }

    /// Random bytes, and random cuts of real Swift: tokens in order, never overlapping.
    @Test func anyBytesLexInOrder() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"#\\()/*{}[]`\n ab1.:,$@é\u{0}".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            let tokens = SwiftLexer(bytes).tokens
            for token in tokens { #expect(token.start < token.end && token.end <= bytes.count) }
        }
    }
}
