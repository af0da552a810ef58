/// What reading one file gives: its value tree when the file is a valid XML property list,
/// and every problem found.
public struct PlistDocument: Sendable, Hashable {
    /// The path shown in locations and diagnostics.
    public let path: String
    /// The top-level value inside `<plist>`, or `nil` when the file has an error: like
    /// CoreFoundation, plistc accepts a property list whole or not at all.
    public let root: PlistValue?
    /// Every problem found, sorted by location.
    public let diagnostics: [Diagnostic]
    /// The XML comments, in document order: tools read directives from them
    /// (`<!-- plistc:disable rule-id -->`).
    public let comments: [Comment]
    /// What one of Apple's parsers rejects and the other reads (`<real>-nan</real>`, a declared
    /// Latin-1 encoding…): whether the file works depends on the device's parser.
    public let parserDifferences: [ParserDifference]
    /// Whether the file is XML in UTF-8 (with or without a byte-order mark), so that the
    /// locations of its values are those of its own bytes and it can be edited in place.
    public var isUTF8XML = false
    /// Whether the file is a binary property list (`bplist00`), whose locations are line 1 and
    /// 1 + the byte offset of the object: its findings say `byte N` (``Diagnostic/inBinaryFile()``).
    public var isBinary = false

    /// An XML comment: its text between `<!--` and `-->` (each run of XML white space as one
    /// space, none at either end), where its `<` stands, and where the next element after it
    /// starts.
    public struct Comment: Sendable, Hashable {
        public let text: String
        public let location: SourceLocation
        /// Where the first element after the comment (a `<key>` or a value, not `<plist>`)
        /// starts, at any depth; `nil` when none follows.
        public var nextElement: SourceLocation?

        /// Creates a comment.
        public init(text: String, location: SourceLocation, nextElement: SourceLocation? = nil) {
            self.text = text
            self.location = location
            self.nextElement = nextElement
        }
    }

    /// Creates a document.
    public init(
        path: String, root: PlistValue?, diagnostics: [Diagnostic], comments: [Comment] = [],
        parserDifferences: [ParserDifference] = []
    ) {
        self.path = path
        self.root = root
        self.diagnostics = diagnostics
        self.comments = comments
        self.parserDifferences = parserDifferences
    }

    /// Whether the file has at least one error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every problem as a parser that checks every scalar reads the file (CoreFoundation's):
    /// the diagnostics, and each scalar whose text it rejects as the syntax error it is there.
    /// What a runtime makes of those scalars, which swift-foundation checks only where they are
    /// decoded, is the runtime's to say; a command that shows every value (`plistc dump`) says
    /// this.
    public var strictDiagnostics: [Diagnostic] {
        let unreadable = parserDifferences.compactMap(\.syntaxError)
        return unreadable.isEmpty ? diagnostics : (diagnostics + unreadable).sorted { $0.location < $1.location }
    }
}
