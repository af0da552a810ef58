/// Finds the calls of Swift source in its tokens: a callee (a name, a dotted path, an implicit
/// member `.custom`, or a member of an expression `Text("x").font`) followed, on its line, by
/// parenthesised arguments, their labels read at the top level of the parentheses, and the
/// trailing closures after them. One pass over the tokens, each argument list walked once.
///
/// Not calls, as the compiler's parser has them: declarations (`func f(`, `init(` without a
/// base, accessors), attributes (`@available(…)`), pound keywords and macros (`#selector(…)`,
/// `#Preview(…)`), patterns after `case`, and what keywords head (`if (`, `return (`). Not
/// found: a call with a trailing closure and no parentheses (`Button { … }`) and a generic
/// callee with explicit arguments (`Foo<Bar>(…)`), neither of which the rules look for.
public enum CallMatcher {
    /// Every call in `tokens`, in source order of their `(`.
    public static func calls(in tokens: SwiftTokens) -> [SwiftCall] {
        var calls: [SwiftCall] = []
        let closing = BracketPairs(tokens)
        let bodies = Self.statementBodies(tokens)
        for index in tokens.indices where tokens.is("(", at: index) && !tokens[index].startsLine && index > 0 {
            guard let (names, base, calleeToken) = callee(before: index, in: tokens),
                let close = closing[index]
            else { continue }
            let (labels, arguments) = Self.arguments(tokens, from: index, to: close, closing: closing)
            let callee = tokens[calleeToken]
            calls.append(
                SwiftCall(
                    names: names, base: base, labels: labels, arguments: arguments,
                    trailingLabels: bodies.contains(close + 1)
                        ? [] : trailingLabels(after: close, in: tokens, closing: closing),
                    calleeToken: calleeToken, openToken: index, line: callee.line, column: callee.column))
        }
        return calls
    }

    /// Names before which `(` opens no call.
    static let notCallees: Set<String> = [
        "if", "while", "guard", "switch", "return", "throw", "try", "await", "in", "where", "repeat", "else", "for",
        "catch", "as", "is", "some", "any", "let", "var", "case", "func", "inout", "throws", "rethrows", "async", "get",
        "set", "willSet", "didSet", "subscript", "deinit", "init", "macro", "operator", "precedencegroup", "import",
    ]

    /// The callee whose arguments open at `open`: its names, its base and its last name's token.
    static func callee(before open: Int, in tokens: SwiftTokens) -> ([String], SwiftCall.Base, Int)? {
        let last = tokens[open - 1]
        guard last.kind == .identifier else { return nil }
        // Dotted names (`Font.custom`, `UIFont.preferredFont`, `self.init`), read backwards.
        var reversedNames = [last.text]
        var cursor = open - 2
        while cursor >= 1, tokens[cursor].is("."), isMemberAccess(at: cursor, in: tokens),
            tokens[cursor - 1].kind == .identifier
        {
            reversedNames.append(tokens[cursor - 1].text)
            cursor -= 2
        }
        let names = Array(reversedNames.reversed())
        var base = SwiftCall.Base.none
        if cursor >= 0, tokens[cursor].is(".") {
            base = cursor >= 1 && isMemberAccess(at: cursor, in: tokens) ? .expression : .implicitMember
            cursor -= 1
        }
        // What stands before the callee decides whether it is one.
        if base == .none {
            if Self.notCallees.contains(names[0]) && names.count == 1 { return nil }
            if cursor >= 0 {
                let before = tokens[cursor]
                if before.is("@") || (before.kind == .identifier && ["func", "case", "macro"].contains(before.text)) {
                    return nil
                }
            }
        } else if base == .implicitMember, cursor >= 0, tokens[cursor].isName("case") {
            return nil
        }
        return (names, base, open - 1)
    }

    /// Whether the `.` at `index` reaches into what comes before it (`a.b`, `f().b`, a chain
    /// over lines), rather than starting an implicit member (`return .red`, `(x: .red)`).
    static func isMemberAccess(at index: Int, in tokens: SwiftTokens) -> Bool {
        let dot = tokens[index]
        let before = tokens[index - 1]
        if dot.spaceBefore && !dot.startsLine { return false }
        switch before.kind {
        case .identifier: return !(CallMatcher.notCallees.contains(before.text) && before.text != "init")
        case .string, .number, .regex: return true
        case .punctuation: return [")", "]", "}", "?", "!"].contains(before.text)
        case .operatorSymbol: return before.text == ">" && !dot.spaceBefore
        case .poundKeyword: return false
        }
    }

    /// The top-level arguments between `open` and `close`: labels and expression ranges. A
    /// bracket that closes inside is stepped over whole, so nested calls cost each token once.
    static func arguments(
        _ tokens: SwiftTokens, from open: Int, to close: Int, closing: BracketPairs
    ) -> ([String?], [Range<Int>]) {
        var labels: [String?] = []
        var ranges: [Range<Int>] = []
        var start = open + 1
        var depth = 0
        func finish(at end: Int) {
            guard end > start else { return }
            if end - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].is(":") {
                labels.append(tokens[start].text)
                ranges.append((start + 2)..<end)
            } else {
                labels.append(nil)
                ranges.append(start..<end)
            }
        }
        var index = open + 1
        while index < close {
            if tokens.kind(at: index) == .punctuation {
                switch tokens.firstByte(at: index) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if let end = closing[index], end < close {
                        index = end + 1
                        continue
                    }
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ",") where depth == 0:
                    finish(at: index)
                    start = index + 1
                default: break
                }
            }
            index += 1
        }
        finish(at: close)
        return (labels, ranges)
    }

    /// The closures that follow a call on its line: `{ … }` (no label), then `label: { … }` each.
    static func trailingLabels(after close: Int, in tokens: SwiftTokens, closing: BracketPairs) -> [String?] {
        var labels: [String?] = []
        var index = close + 1
        guard index < tokens.count, tokens[index].is("{"), !tokens[index].startsLine else { return [] }
        var label: String?
        while index < tokens.count, tokens[index].is("{"), let end = closing[index] {
            labels.append(label)
            index = end + 1
            guard index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].is(":"),
                tokens[index + 2].is("{")
            else { break }
            label = tokens[index].text
            index += 2
        }
        return labels
    }

    /// The `{` that open the bodies of `if`, `guard`, `while`, `for`, `switch` and `catch`: a
    /// call right before one has no trailing closure (Swift takes none in a condition). A
    /// keyword's body is the first `{` after it at its own bracket depth, before what it is in
    /// closes: found for every keyword in one pass from the end.
    static func statementBodies(_ tokens: SwiftTokens) -> Set<Int> {
        var bodies: Set<Int> = []
        // The nearest `{` to the right at each depth, still inside the same brackets.
        var nearestBrace: [Int?] = [nil]
        var depth = 0
        for index in tokens.indices.reversed() {
            let kind = tokens.kind(at: index)
            if kind == .punctuation {
                switch tokens.firstByte(at: index) {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth += 1
                    if nearestBrace.count <= depth { nearestBrace.append(nil) } else { nearestBrace[depth] = nil }
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    // A stray opener (more than close after it) stands at the outermost depth.
                    depth = max(depth - 1, 0)
                    if tokens.firstByte(at: index) == UInt8(ascii: "{") { nearestBrace[depth] = index }
                    continue
                default: break
                }
            }
            if kind == .identifier, Self.conditionKeywords.contains(where: { tokens.isName($0, at: index) }),
                !(index > 0 && tokens.is(".", at: index - 1)), let body = nearestBrace[depth]
            {
                bodies.insert(body)
            }
        }
        return bodies
    }

    static let conditionKeywords = ["if", "guard", "while", "for", "switch", "catch"]
}
