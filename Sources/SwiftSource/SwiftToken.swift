/// One token of Swift source, as `SwiftLexer` reads it: what decides a call site, located.
public struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// A name or keyword (`font`, `let`, `` `default` `` as `default`, `$0`).
        case identifier
        /// `#if`, `#else`, `#available`, `#selector` …, its text with the `#`.
        case poundKeyword
        case number
        /// A string literal of any form; its `value` when it has no interpolation.
        case string
        case regex
        /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `?`, `!`: one character.
        case punctuation
        /// A run of operator characters (`==`, `->`, `...`, `+`).
        case operatorSymbol
    }

    public let kind: Kind
    /// The token's text: a name without backticks, a punctuation character, an operator; for a
    /// string or regex, its source text.
    public let text: String
    /// A string literal's value, escapes resolved, when it has no interpolation and is on one
    /// line; `nil` otherwise.
    public let value: String?
    /// The 1-based line and column (in Unicode scalars) of its first character.
    public let line: Int
    public let column: Int
    /// Its first byte and the byte after it, in the UTF-8 source.
    public let start: Int
    public let end: Int
    /// Whether white space or a comment comes right before it (so `a (b)` is no call of `a`
    /// over a line, and `x!` differs from `x !y`); a line break before it sets `startsLine`.
    public let spaceBefore: Bool
    public let startsLine: Bool
    /// Whether it stands inside a string's interpolation (`"\(name)"`).
    public let inInterpolation: Bool

    /// Whether it is the punctuation or operator `text`.
    public func `is`(_ text: String) -> Bool {
        (kind == .punctuation || kind == .operatorSymbol) && self.text == text
    }
}

/// A comment that speaks to plistc (`// plistc:disable:next RULE`), kept for suppressions.
public struct SwiftDirectiveComment: Sendable, Hashable {
    /// The comment's text after `plistc:`.
    public let directive: String
    public let line: Int
    /// Whether code comes before it on its line.
    public let followsCode: Bool
}
