import PlistcDiagnostics
import PlistcSwiftSource

/// What the rules read of a file beyond single calls: bindings, and where an expression ends.
extension SourceFile {
    /// `let name = value` and `var name = value`: each name with its value's tokens and the
    /// block it is declared in. In a condition (`if let`, `guard let`, `while let`, or after a
    /// `,` of one), the value ends before the `else` or the `{` of the body.
    static func bindings(in tokens: SwiftTokens, blocks: EnclosingBlocks) -> [Binding] {
        var found: [Binding] = []
        for index in tokens.indices.dropLast(3) where tokens.kind(at: index) == .identifier {
            guard tokens.isName("let", at: index) || tokens.isName("var", at: index),
                tokens.kind(at: index + 1) == .identifier, tokens.is("=", at: index + 2)
            else { continue }
            var end = Self.statementEnd(from: index + 3, in: tokens)
            if index > 0, isConditionStart(index - 1, in: tokens) {
                end = Self.conditionEnd(from: index + 3, before: end, in: tokens)
            }
            found.append((tokens[index + 1].text, (index + 3)..<end, blocks[index]))
        }
        return found
    }

    /// Whether a `let` or `var` after the token at `index` binds in a condition.
    private static func isConditionStart(_ index: Int, in tokens: SwiftTokens) -> Bool {
        tokens.is(",", at: index) || tokens.isName("if", at: index) || tokens.isName("guard", at: index)
            || tokens.isName("while", at: index)
    }

    /// Where a value bound in a condition ends: at the `else` or `{` at its own level (Swift
    /// takes no trailing closure there), else at `end`.
    static func conditionEnd(from start: Int, before end: Int, in tokens: SwiftTokens) -> Int {
        var depth = 0
        for index in start..<end {
            let token = tokens[index]
            if depth == 0, token.is("{") || token.isName("else") { return index }
            if token.is("(") || token.is("[") || token.is("{") {
                depth += 1
            } else if token.is(")") || token.is("]") || token.is("}") {
                depth -= 1
            }
        }
        return end
    }

    /// The statement `index` is in, at its own nesting level: back to the token that starts
    /// its line (not a `.` that goes on with the line before) or what opens the brackets it is
    /// in, on to `statementEnd`; at most `longestExpression` tokens either way.
    func statement(containing index: Int) -> Range<Int> {
        var start = index
        var depth = 0
        while start > 0, index - start < Self.longestExpression {
            let token = tokens[start]
            if depth == 0, token.startsLine, !token.is(".") { break }
            let before = tokens[start - 1]
            if before.is(")") || before.is("]") || before.is("}") {
                depth += 1
            } else if before.is("(") || before.is("[") || before.is("{") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, before.is(";") || before.is(",") {
                break
            }
            start -= 1
        }
        return start..<max(Self.statementEnd(from: start, in: tokens), index + 1)
    }

    /// The most tokens an expression the rules read is followed for: a font or a size is never
    /// longer, and nested closures (`let a = { let b = { … } }`) cost no more than this each.
    static let longestExpression = 1_024

    /// The end of the expression that starts at `start`: the first token at its own nesting
    /// level that starts a line (and does not go on with `.`), or a `;`, or the `}` or `)`
    /// that closes what it is in; at most `longestExpression` tokens on.
    static func statementEnd(from start: Int, in tokens: SwiftTokens) -> Int {
        var depth = 0
        var index = start
        let end = min(tokens.count, start + longestExpression)
        while index < end {
            let punctuation = tokens.kind(at: index) == .punctuation ? tokens.firstByte(at: index) : 0
            if depth == 0, index > start, tokens.startsLine(at: index), punctuation != UInt8(ascii: ".") {
                return index
            }
            switch punctuation {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: ","): if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }
}

/// Where each line of a file starts, found once and then asked in any order: the exact place
/// of a byte offset for a fix, or a finding's byte column, costs a binary search, never a walk
/// back along its line. Lines end at LF, as the lexer counts them.
struct LineStarts {
    private var starts: [Int]?
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The offsets at which lines start, made when first asked.
    mutating func offsets() -> [Int] {
        if let starts { return starts }
        var made = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { made.append(offset + 1) }
        starts = made
        return made
    }

    /// The exact range of a token on one line, for a fix: its columns from the lexer's, its
    /// byte columns from where its line starts.
    mutating func range(of token: SwiftToken, in bytes: [UInt8]) -> TextRange {
        let starts = offsets()
        let lineStart = token.line >= 1 && token.line <= starts.count ? starts[token.line - 1] : 0
        let scalars = bytes[token.start..<token.end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TextRange(
            start: TextRange.Position(
                line: token.line, column: token.column, byteColumn: token.start - lineStart + 1, offset: token.start),
            end: TextRange.Position(
                line: token.line, column: token.column + scalars, byteColumn: token.end - lineStart + 1,
                offset: token.end))
    }
}
