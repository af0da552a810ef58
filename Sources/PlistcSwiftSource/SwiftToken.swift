/// One token of Swift source, as `SwiftLexer` reads it: what decides a call site, located.
///
/// A view of one of `SwiftTokens`' records: the token's text stays in the source (a token keeps
/// the source's buffer, not a copy of its text), so a file's tokens take 16 bytes each.
public struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: UInt8, Sendable, Hashable {
        // Seven kinds: `TokenRecord` keeps one in 3 bits.
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

    let record: TokenRecord
    let source: [UInt8]
    /// A string literal's value, escapes resolved, when it has no interpolation and is on one
    /// line; `nil` otherwise.
    public let value: String?

    init(record: TokenRecord, source: [UInt8], value: String?) {
        self.record = record
        self.source = source
        self.value = value
    }

    public var kind: Kind { record.kind }
    /// The 1-based line and column (in Unicode scalars) of its first character.
    public var line: Int { Int(record.line) }
    public var column: Int { Int(record.column) }
    /// Its first byte and the byte after it, in the UTF-8 source.
    public var start: Int { Int(record.start) }
    public var end: Int { Int(record.end) }
    /// Whether white space or a comment comes right before it (so `a (b)` is no call of `a`
    /// over a line, and `x!` differs from `x !y`); a line break before it sets `startsLine`.
    public var spaceBefore: Bool { record.flags & TokenRecord.spaceBefore != 0 }
    public var startsLine: Bool { record.flags & TokenRecord.startsLine != 0 }
    /// Whether it stands inside a string's interpolation (`"\(name)"`).
    public var inInterpolation: Bool { record.flags & TokenRecord.inInterpolation != 0 }

    /// The token's text: a name without backticks, a punctuation character, an operator; for a
    /// string or regex, its source text.
    public var text: String { String(decoding: source[textRange], as: UTF8.self) }

    /// Where `text` is in the source: all of the token, but a backticked name's backticks.
    private var textRange: Range<Int> {
        let (start, end) = (self.start, self.end)
        guard record.kind == .identifier, source[start] == UInt8(ascii: "`") else { return start..<end }
        let closed = end - start >= 2 && source[end - 1] == UInt8(ascii: "`")
        return (start + 1)..<(closed ? end - 1 : end)
    }

    /// Whether it is the punctuation or operator `text` (compared in the source: no copy).
    public func `is`(_ text: String) -> Bool {
        (kind == .punctuation || kind == .operatorSymbol) && SwiftTokens.spells(text, source, start..<end)
    }

    /// Whether it is the name `name` (compared in the source: no copy).
    public func isName(_ name: String) -> Bool {
        kind == .identifier && SwiftTokens.spells(name, source, textRange)
    }

    public static func == (left: SwiftToken, right: SwiftToken) -> Bool {
        left.record == right.record && left.value == right.value
            && left.source[left.start..<left.end].elementsEqual(right.source[right.start..<right.end])
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(record)
        hasher.combine(value)
    }
}

/// A token as `SwiftTokens` keeps it, in 16 bytes: where it is, and its line, kind and flags
/// packed in one word (the line in the low 26 bits: a file has at most `maxLine` lines).
struct TokenRecord: Sendable, Hashable {
    static let spaceBefore: UInt8 = 1
    static let startsLine: UInt8 = 2
    static let inInterpolation: UInt8 = 4
    /// The last line a token can be on.
    static let maxLine = (1 << 26) - 1

    let start: UInt32
    let end: UInt32
    let column: UInt32
    private let packed: UInt32

    init(start: UInt32, end: UInt32, line: Int, column: UInt32, kind: SwiftToken.Kind, flags: UInt8) {
        self.start = start
        self.end = end
        self.column = column
        packed = UInt32(line) | UInt32(kind.rawValue) << 26 | UInt32(flags) << 29
    }

    var line: UInt32 { packed & UInt32(Self.maxLine) }
    var kind: SwiftToken.Kind { SwiftToken.Kind(rawValue: UInt8(packed >> 26 & 7)) ?? .identifier }
    var flags: UInt8 { UInt8(packed >> 29) }
}

/// The tokens of a Swift file, in source order (a string's interpolated tokens right after
/// it): 16 bytes a token and the source itself, whatever the tokens' texts.
public struct SwiftTokens: RandomAccessCollection, Sendable {
    /// The UTF-8 source the tokens are in.
    public let source: [UInt8]
    var records: [TokenRecord] = []
    /// The value of each string literal that has one, by the literal's first byte.
    var values: [UInt32: String] = [:]

    init(source: [UInt8]) {
        self.source = source
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> SwiftToken {
        let record = records[position]
        return SwiftToken(record: record, source: source, value: record.kind == .string ? values[record.start] : nil)
    }

    // What the rules ask of every token, answered from its record without making the token
    // (which holds the source and looks a string's value up): one pass over a file's tokens
    // then costs no reference counting.

    /// The kind of the token at `position`.
    public func kind(at position: Int) -> SwiftToken.Kind { records[position].kind }

    /// Whether a line break comes right before the token at `position`.
    public func startsLine(at position: Int) -> Bool { records[position].flags & TokenRecord.startsLine != 0 }

    /// The first byte of the token at `position`: a punctuation token's one character.
    public func firstByte(at position: Int) -> UInt8 { source[Int(records[position].start)] }

    /// Whether the token at `position` is the punctuation or operator `text`.
    public func `is`(_ text: String, at position: Int) -> Bool {
        let record = records[position]
        guard record.kind == .punctuation || record.kind == .operatorSymbol else { return false }
        return Self.spells(text, source, Int(record.start)..<Int(record.end))
    }

    /// Whether the token at `position` is the name `name` (a backticked name without its
    /// backticks).
    public func isName(_ name: String, at position: Int) -> Bool {
        let record = records[position]
        guard record.kind == .identifier else { return false }
        var (start, end) = (Int(record.start), Int(record.end))
        if source[start] == UInt8(ascii: "`") {
            start += 1
            if end - start >= 1, source[end - 1] == UInt8(ascii: "`") { end -= 1 }
        }
        return Self.spells(name, source, start..<end)
    }

    /// Whether the bytes of `source` in `range` are `text`'s: the lengths compared first, then
    /// the bytes, without the standard library's generic comparison.
    static func spells(_ text: String, _ source: [UInt8], _ range: Range<Int>) -> Bool {
        var text = text
        return text.withUTF8 { expected in
            guard expected.count == range.count else { return false }
            return source.withUnsafeBufferPointer { bytes in
                var offset = 0
                while offset < expected.count {
                    if bytes[range.lowerBound + offset] != expected[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}

/// A comment that speaks to plistc (`// plistc:disable:next RULE`), kept for suppressions.
public struct SwiftDirectiveComment: Sendable, Hashable {
    /// The comment's text after `plistc:`.
    public let directive: String
    public let line: Int
    /// The column `plistc:` starts at.
    public let column: Int
    /// Whether code comes before it on its line.
    public let followsCode: Bool
}
