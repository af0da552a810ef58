import PlistcSwiftSource

/// A Swift file read for the source rules: its tokens, its calls, and what the rules ask of
/// them more than once (the block each token is in, the `@ScaledMetric` names).
struct SourceFile {
    typealias Binding = (name: String, value: Range<Int>, block: Int)

    let path: String
    let bytes: [UInt8]
    let tokens: SwiftTokens
    let calls: [SwiftCall]
    let directives: [SwiftDirectiveComment]
    /// For each token, the index of the innermost `{` it is in (-1 at the top level).
    let blocks: EnclosingBlocks
    /// `let name = value` and `var name = value`: each name, its value's tokens, its block.
    let bindings: [Binding]
    /// Why the file is not Swift plistc can read with certainty (a literal or comment never
    /// closed, a bracket never closed or closing nothing), with its line; `nil` when it is.
    let problem: (line: Int, message: String)?

    init(_ bytes: [UInt8], path: String) {
        let lexer = SwiftLexer(bytes)
        self.path = path
        self.bytes = bytes
        tokens = lexer.tokens
        directives = lexer.directives
        calls = CallMatcher.calls(in: tokens)
        blocks = EnclosingBlocks(tokens)
        bindings = Self.bindings(in: tokens, blocks: blocks)
        problem = lexer.problems.first ?? Self.bracketProblem(tokens)
    }

    /// The first bracket that is never closed or that closes none open, as the compiler would
    /// refuse it (every `#if` branch read, so branches that each open a block count twice).
    static func bracketProblem(_ tokens: SwiftTokens) -> (line: Int, message: String)? {
        var open: [Int] = []
        for index in tokens.indices where tokens.kind(at: index) == .punctuation {
            let byte = tokens.firstByte(at: index)
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener = byte == UInt8(ascii: ")") ? "(" : byte == UInt8(ascii: "]") ? "[" : "{"
                guard let last = open.last, tokens.is(opener, at: last) else {
                    let token = tokens[index]
                    return (token.line, "this '\(token.text)' closes no '\(opener)'")
                }
                open.removeLast()
            default: break
            }
        }
        return open.first.map { (tokens[$0].line, "this '\(tokens[$0].text)' is never closed") }
    }

    /// The token a finding about `call` points at: the `.` of an implicit member, else the
    /// callee's last name.
    func anchor(of call: SwiftCall) -> SwiftToken {
        call.base == .implicitMember && call.calleeToken > 0 ? tokens[call.calleeToken - 1] : tokens[call.calleeToken]
    }

    /// The argument labelled `label` (`nil`: the first unlabelled one), as its tokens.
    func argument(_ label: String?, of call: SwiftCall) -> Slice<SwiftTokens>? {
        guard let index = call.labels.firstIndex(where: { $0 == label }) else { return nil }
        return tokens[call.arguments[index]]
    }

    /// The number an argument is, when it is one literal (`17`, `17.5`, `-2`).
    static func number(_ argument: Slice<SwiftTokens>?) -> Double? {
        guard let argument, argument.count <= 2, let last = argument.last, last.kind == .number else { return nil }
        let value = Double(last.text.replacing("_", with: ""))
        if argument.count == 1 { return value }
        return argument.first?.is("-") == true ? value.map { -$0 } : nil
    }

    /// How many blocks out a declaration is looked for.
    static let scopeSteps = 256

    /// Whether a declaration made in the block `declared` (the index of its `{`, -1 at the top
    /// level) is in scope at token `index`: that block is `index`'s or one it is nested in, or
    /// the body of the same type (`extension Card { … }` for a property of `struct Card`),
    /// looked for at most `scopeSteps` blocks out.
    func isInScope(declaredIn declared: Int, at index: Int) -> Bool {
        guard declared >= 0 else { return true }
        let type = typeName(of: declared)
        var block = blocks[index]
        var steps = 0
        while block >= 0, steps < Self.scopeSteps {
            if block == declared || (type != nil && typeName(of: block) == type) { return true }
            block = blocks[block]
            steps += 1
        }
        return false
    }

    /// The type a `{` opens the body of (`struct Card: View {`, `extension Card {`), or `nil`.
    func typeName(of open: Int) -> String? {
        var cursor = open - 1
        while cursor >= 1, open - cursor <= 24, !tokens[cursor].is("{"), !tokens[cursor].is("}") {
            let keyword = tokens[cursor - 1]
            if keyword.kind == .identifier, ["struct", "class", "enum", "actor", "extension"].contains(keyword.text),
                tokens[cursor].kind == .identifier
            {
                return tokens[cursor].text
            }
            cursor -= 1
        }
        return nil
    }

    /// The file's `@ScaledMetric` properties: each name, with the block it is declared in
    /// (its type's body), where it is in scope.
    var scaledMetrics: [(name: String, block: Int)] {
        var found: [(name: String, block: Int)] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens.is("@", at: index), tokens.isName("ScaledMetric", at: index + 1)
            else { continue }
            var cursor = index + 2
            while cursor < tokens.count, cursor - index < 64,
                !tokens[cursor].isName("var")
            {
                cursor += 1
            }
            if cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
                found.append((tokens[cursor + 1].text, blocks[cursor + 1]))
            }
        }
        return found
    }
}

extension SourceFile {
    /// The calls whose callee is in `range`, in order: a binary search, as the calls are in
    /// token order.
    func calls(in range: Range<Int>) -> ArraySlice<SwiftCall> {
        let low = calls.firstIndex(keyAtLeast: range.lowerBound) { $0.calleeToken }
        let high = calls.firstIndex(keyAtLeast: range.upperBound) { $0.calleeToken }
        return calls[low..<max(low, high)]
    }
}
