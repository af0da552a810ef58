/// A change to the source that fixes a finding: what it replaces, named by where an element
/// starts (as every value and key is located), and the text that replaces it. `SourceText`
/// turns the target into an exact range of the file.
public struct Fix: Sendable, Hashable {
    /// What a fix replaces.
    public enum Target: Sendable, Hashable {
        /// The text between an element's start and end tags: a `<key>`'s name, a `<string>`'s
        /// text.
        case content(SourceLocation)
        /// A whole element, from its `<` to the end of its end tag: `<string>17</string>`.
        case element(SourceLocation)
        /// A dictionary entry: the `<key>` that starts there, its value, and the line they
        /// stand on when nothing else does.
        case entry(key: SourceLocation)
    }

    /// What the fix replaces.
    public let target: Target
    /// The text that replaces it.
    public let replacement: String
    /// What the fix does, for people: `'title1' → 'title'`.
    public var summary: String { summaryText.value }
    /// The summary, worded when asked for (by `lint --fix`), not with every finding.
    private let summaryText: Deferred<String>
    /// The exact range replaced, once resolved against the file (`SourceText.resolve`).
    public var range: TextRange?

    /// Creates a fix, not yet resolved; `summary` is worded only when asked for.
    public init(_ target: Target, with replacement: String, summary: @autoclosure @escaping @Sendable () -> String) {
        self.target = target
        self.replacement = replacement
        summaryText = Deferred(making: summary)
    }

    /// Where the target starts, as the reader located it.
    public var location: SourceLocation {
        switch target {
        case .content(let location), .element(let location), .entry(let location): location
        }
    }
}

/// A range of a file's text; the end is exclusive.
public struct TextRange: Sendable, Hashable {
    /// A place in the text.
    public struct Position: Sendable, Hashable, Comparable {
        /// The 1-based line.
        public let line: Int
        /// The 1-based column in Unicode scalars, as every location plistc reports.
        public let column: Int
        /// The 1-based column in UTF-8 bytes (reviewdog's convention).
        public let byteColumn: Int
        /// The byte offset from the start of the file.
        public let offset: Int

        /// Creates a position.
        public init(line: Int, column: Int, byteColumn: Int, offset: Int) {
            self.line = line
            self.column = column
            self.byteColumn = byteColumn
            self.offset = offset
        }

        public static func < (lhs: Position, rhs: Position) -> Bool { lhs.offset < rhs.offset }
    }

    public let start: Position
    public let end: Position

    /// Creates a range; an insertion has `start == end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
