import PlistcDiagnostics

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
    /// For a binary property list, how many values writing its tree out gives: an object its
    /// file shares is counted each time it is referred to, so objects that refer to shared
    /// objects many levels deep multiply (the binary form of the "billion laughs"). `nil` for
    /// XML, which shares nothing.
    public var writtenValueCount: Int?

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

    /// Whether the reader found an error. A scalar CoreFoundation rejects is not one of them
    /// (see `strictDiagnostics`): for what a runtime's parser rejects, ask the runtime
    /// (StyleDictionary's `StyleDictionaryFile.hasReaderErrors`).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every problem with every scalar checked, as a command that shows every value
    /// (`plistc dump`) or reads every one (an Info.plist) needs them: the diagnostics, warnings
    /// included, and each scalar whose text CoreFoundation rejects (`unreadableScalar`) as the
    /// syntax error it is there. What depends on the parser alone (`-nan`, an encoding) stays a
    /// `ParserDifference`.
    public var strictDiagnostics: [Diagnostic] {
        let unreadable = parserDifferences.compactMap(\.syntaxError)
        return unreadable.isEmpty ? diagnostics : (diagnostics + unreadable).sorted { $0.location < $1.location }
    }
}
