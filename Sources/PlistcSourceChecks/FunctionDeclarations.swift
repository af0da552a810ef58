import PlistcSwiftSource

/// A function, or a computed property, declared in a file: what the summaries of the app ask
/// of it (its name, its parameters, what it returns, its body).
struct FunctionDeclaration {
    /// One parameter: its argument label (`nil` for `_`), the name the body uses, its type,
    /// whether a call may leave it out (`= default`).
    struct Parameter {
        let label: String?
        let name: String
        let type: Range<Int>
        let hasDefault: Bool
    }

    let name: String
    let nameToken: Int
    /// `nil` for a computed property (`var titleFont: UIFont { … }`).
    let parameters: [Parameter]?
    /// The tokens of the type it returns (after `->`, or a property's `:`).
    let returnType: Range<Int>
    /// The tokens inside its braces.
    let body: Range<Int>

    /// The argument labels a call of it writes.
    var labels: [String?] { parameters?.map(\.label) ?? [] }

    /// The argument labels of each way a call can write it: every defaulted parameter given or
    /// left out (`fontForStyle(_:weight:)` and `fontForStyle(_:)`), the first
    /// `maxDefaultsVaried` of them; the ones after those are always given.
    var callLabels: [[String?]] {
        var variants: [[String?]] = [[]]
        var varied = 0
        for parameter in parameters ?? [] {
            let given = variants.map { $0 + [parameter.label] }
            if parameter.hasDefault, varied < Self.maxDefaultsVaried {
                variants += given
                varied += 1
            } else {
                variants = given
            }
        }
        return variants
    }

    /// The most defaulted parameters `callLabels` leaves out: 16 ways to call at most.
    static let maxDefaultsVaried = 4

    /// Whether its body is short enough to be read for what it does with its parameters and
    /// what it returns: a helper is a few lines, and reading only bodies of at most
    /// `smallBody` tokens keeps a file of functions nested in each other linear.
    var isSmall: Bool { body.count <= Self.smallBody }

    static let smallBody = 4_096
}

extension SourceFile {
    /// The functions with a body, and the computed properties, of the file, in one pass: each
    /// `func` read forwards to its body's `}`, at most `longestExpression` tokens for its
    /// signature, so nesting costs nothing more.
    var functionDeclarations: [FunctionDeclaration] {
        let closers = braceClosers
        var found: [FunctionDeclaration] = []
        for index in tokens.indices where tokens.kind(at: index) == .identifier && index + 2 < tokens.count {
            if tokens.isName("func", at: index) {
                if let declaration = function(at: index, closers: closers) { found.append(declaration) }
            } else if tokens.isName("var", at: index),
                let declaration = computedProperty(at: index, closers: closers)
            {
                found.append(declaration)
            }
        }
        return found
    }

    /// For each `{`, the `}` that closes it; one stack over the file.
    var braceClosers: [Int: Int] {
        var closers: [Int: Int] = [:]
        var open: [Int] = []
        for index in tokens.indices where tokens.kind(at: index) == .punctuation {
            if tokens.is("{", at: index) {
                open.append(index)
            } else if tokens.is("}", at: index), let opener = open.popLast() {
                closers[opener] = index
            }
        }
        return closers
    }

    /// `func name<…>(parameters) … -> Type { body }` at `index`.
    private func function(at index: Int, closers: [Int: Int]) -> FunctionDeclaration? {
        let nameToken = index + 1
        guard tokens[nameToken].kind == .identifier else { return nil }
        var cursor = nameToken + 1
        if tokens[cursor].is("<") || tokens[cursor].text.hasPrefix("<") {
            while cursor < tokens.count, cursor - index < Self.longestExpression, !tokens[cursor].is("(") {
                cursor += 1
            }
        }
        guard cursor < tokens.count, tokens[cursor].is("("), let close = closing(from: cursor) else { return nil }
        let parameters = self.parameters(in: (cursor + 1)..<close)
        // What follows the parameters: effects, `-> Type`, `where …`, then the body; a line
        // that starts with anything else ends a declaration with no body (a requirement).
        var arrow: Int?
        var open = close + 1
        while open < tokens.count, open - close < Self.longestExpression, !tokens[open].is("{") {
            let token = tokens[open]
            if token.is("}") || token.is(";") || (token.startsLine && !token.is("->") && !token.isName("where")) {
                return nil
            }
            if token.is("->") { arrow = open }
            open += 1
        }
        guard open < tokens.count, let end = closers[open] else { return nil }
        return FunctionDeclaration(
            name: tokens[nameToken].text, nameToken: nameToken, parameters: parameters,
            returnType: arrow.map { ($0 + 1)..<open } ?? open..<open, body: (open + 1)..<end)
    }

    /// `var name: Type { body }` at `index`: a computed property (a stored one has `=`).
    private func computedProperty(at index: Int, closers: [Int: Int]) -> FunctionDeclaration? {
        guard tokens[index + 1].kind == .identifier, tokens[index + 2].is(":") else { return nil }
        var open = index + 3
        while open < tokens.count, open - index < 16, !tokens[open].is("{") {
            if tokens[open].is("=") || tokens[open].is("}") || tokens[open].startsLine { return nil }
            open += 1
        }
        guard open < tokens.count, tokens[open].is("{"), var end = closers[open] else { return nil }
        var body = open + 1
        // Observers (`didSet`, `willSet`) belong to a stored property; a `get` is the body.
        if body < end, tokens.isName("didSet", at: body) || tokens.isName("willSet", at: body) { return nil }
        if body + 1 < end, tokens.isName("get", at: body), tokens.is("{", at: body + 1),
            let getEnd = closers[body + 1]
        {
            (body, end) = (body + 2, getEnd)
        }
        return FunctionDeclaration(
            name: tokens[index + 1].text, nameToken: index + 1, parameters: nil, returnType: (index + 3)..<open,
            body: body..<end)
    }

    /// The `)` that closes the `(` at `open`, at most `longestExpression` tokens on.
    private func closing(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < min(tokens.count, open + Self.longestExpression) {
            if tokens[index].is("(") || tokens[index].is("[") || tokens[index].is("{") {
                depth += 1
            } else if tokens[index].is(")") || tokens[index].is("]") || tokens[index].is("}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The parameters between a function's parentheses: `label name: Type = default`, split at
    /// the commas of their own level.
    private func parameters(in range: Range<Int>) -> [FunctionDeclaration.Parameter] {
        var found: [FunctionDeclaration.Parameter] = []
        var start = range.lowerBound
        var depth = 0
        for index in range.lowerBound...range.upperBound {
            if index < range.upperBound {
                let token = tokens[index]
                if token.is("(") || token.is("[") || token.is("<") {
                    depth += 1
                } else if token.is(")") || token.is("]") || token.is(">") {
                    depth -= 1
                }
                guard depth == 0, token.is(",") else { continue }
            }
            if let parameter = parameter(start..<index) { found.append(parameter) }
            start = index + 1
        }
        return found
    }

    /// One parameter's tokens read: one or two names before the `:`, the type after it.
    private func parameter(_ range: Range<Int>) -> FunctionDeclaration.Parameter? {
        guard let colon = range.first(where: { tokens[$0].is(":") }) else { return nil }
        let names = tokens[range.lowerBound..<colon].filter { $0.kind == .identifier }.map(\.text)
        guard let name = names.last, names.count <= 2 else { return nil }
        let label = names.count == 2 ? names[0] : name
        let typeEnd = (colon..<range.upperBound).first { tokens[$0].is("=") } ?? range.upperBound
        return FunctionDeclaration.Parameter(
            label: label == "_" ? nil : label, name: name, type: (colon + 1)..<typeEnd,
            hasDefault: typeEnd < range.upperBound)
    }
}
