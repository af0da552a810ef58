import Diagnostics
import SwiftSource

/// What the rules read of a file beyond single calls: bindings, where an expression ends, and
/// the exact text range of a token (for fixes).
extension SourceFile {
    /// `let name = value` and `var name = value`: each name with its value's tokens.
    var bindings: [(name: String, value: Range<Int>)] {
        var found: [(name: String, value: Range<Int>)] = []
        for index in tokens.indices.dropLast(3) where tokens[index].kind == .identifier {
            guard tokens[index].text == "let" || tokens[index].text == "var", tokens[index + 1].kind == .identifier,
                tokens[index + 2].is("=")
            else { continue }
            found.append((tokens[index + 1].text, (index + 3)..<Self.statementEnd(from: index + 3, in: tokens)))
        }
        return found
    }

    /// The most tokens an expression the rules read is followed for: a font or a size is never
    /// longer, and nested closures (`let a = { let b = { … } }`) cost no more than this each.
    static let longestExpression = 1_024

    /// The end of the expression that starts at `start`: the first token at its own nesting
    /// level that starts a line (and does not go on with `.`), or a `;`, or the `}` or `)`
    /// that closes what it is in; at most `longestExpression` tokens on.
    static func statementEnd(from start: Int, in tokens: [SwiftToken]) -> Int {
        var depth = 0
        var index = start
        while index < min(tokens.count, start + longestExpression) {
            let token = tokens[index]
            if depth == 0, index > start, token.startsLine, !token.is(".") { return index }
            if token.is("(") || token.is("[") || token.is("{") {
                depth += 1
            } else if token.is(")") || token.is("]") || token.is("}") {
                if depth == 0 { return index }
                depth -= 1
            } else if depth == 0, token.is(";") || token.is(",") {
                return index
            }
            index += 1
        }
        return index
    }

    /// The place of a byte offset on `line` (the line a token there is on), for a fix; lines
    /// end at LF, as the lexer counts them.
    func position(_ offset: Int, line: Int) -> TextRange.Position {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let scalars = bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TextRange.Position(line: line, column: scalars + 1, byteColumn: offset - lineStart + 1, offset: offset)
    }
}
