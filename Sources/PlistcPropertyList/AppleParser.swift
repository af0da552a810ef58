import PlistcDiagnostics

/// Apple's two XML property-list parsers. A device reads a style dictionary with one of them,
/// and they disagree with each other (and with XML) on a few inputs.
public enum AppleParser: String, Sendable, Hashable, CaseIterable {
    /// CoreFoundation's C parser: `PropertyListSerialization`, and `PropertyListDecoder` up to
    /// iOS 16.
    case coreFoundation
    /// swift-foundation's parser: `PropertyListDecoder` from iOS 17 on.
    case swiftFoundation

    /// The parser and the systems that use it, for messages.
    public var name: String {
        switch self {
        case .coreFoundation: "CoreFoundation's parser (iOS 16 and earlier)"
        case .swiftFoundation: "swift-foundation's parser (iOS 17 and later)"
        }
    }

    /// The other generation's parser.
    public var other: AppleParser { self == .coreFoundation ? .swiftFoundation : .coreFoundation }

    /// The systems that read style dictionaries with it: "iOS 16 and earlier".
    public var systems: String {
        switch self {
        case .coreFoundation: "iOS 16 and earlier"
        case .swiftFoundation: "iOS 17 and later"
        }
    }
}

/// Something plistc reads that one of Apple's parsers rejects and the other accepts: whether
/// the file works on a device depends on which parser reads it. (What both reject is a syntax
/// error of the reader.)
///
/// swift-foundation's parser checks a scalar's text only when the decoder asks for that value
/// (`decode(CGFloat.self, forKey: .fontSize)`): a difference that `dependsOnDecoding` rejects
/// the file on that parser only when the value at `valueLocation` is one the code loading the
/// file decodes, which the reader cannot know; the runtime decides (`rejects(on:decoded:)`).
public struct ParserDifference: Sendable, Hashable {
    /// What was found.
    public enum Kind: Sendable, Hashable {
        /// A character or entity reference inside `<real>` (`&#49;7.5`): swift-foundation
        /// rejects it where it is decoded.
        case referenceInReal
        /// A CDATA section inside `<real>`.
        case cdataInReal
        /// `<real>-nan</real>` (any case).
        case negativeNaN
        /// An encoding swift-foundation does not read: one declared other than `UTF-8` (such
        /// as `ISO-8859-1`, or `utf8`), or UTF-32 little-endian.
        case encoding(String)
        /// The text of an `<integer>`, `<real>`, `<date>` or `<data>` that CoreFoundation's
        /// parser rejects (`abc`, white space after a number, a reference in `<integer>`), and
        /// swift-foundation's only where it is decoded; the message is the reader's, as for a
        /// syntax error.
        case unreadableScalar(Diagnostic.Message)
    }

    public let kind: Kind
    public let location: SourceLocation
    /// Where the value it is in starts (its element's `<`), to match against the values a
    /// decoder reads; `nil` for what concerns the whole file (an encoding).
    public let valueLocation: SourceLocation?
    /// The path of keys to the value, as diagnostics give it.
    public let keyPath: String
    /// The spelling both parsers read, when the meaning is clear (`17.5` for `&#49;7.5`).
    public var rewrite: Fix?

    /// Creates a difference found at `location`, in the value that starts at `valueLocation`.
    public init(
        _ kind: Kind, at location: SourceLocation, value valueLocation: SourceLocation? = nil, keyPath: String = "",
        rewrite: Fix? = nil
    ) {
        self.kind = kind
        self.location = location
        self.valueLocation = valueLocation
        self.keyPath = keyPath
        self.rewrite = rewrite
    }

    /// Whether `parser` rejects the file because of it, when the value it is in is `decoded`
    /// by the code that loads the file (or not).
    public func rejects(on parser: AppleParser, decoded: Bool) -> Bool {
        switch kind {
        case .referenceInReal: parser == .swiftFoundation && decoded
        case .cdataInReal, .encoding: parser == .swiftFoundation
        case .negativeNaN: parser == .coreFoundation
        case .unreadableScalar: parser == .coreFoundation || decoded
        }
    }

    /// The syntax error an unreadable scalar is where its text is checked: the reader's
    /// message, at its place, with its fix; `nil` for the other kinds.
    public var syntaxError: Diagnostic? {
        guard case .unreadableScalar(let message) = kind else { return nil }
        var diagnostic = Diagnostic.syntax(message, at: location, keyPath: keyPath)
        diagnostic.fix = rewrite
        return diagnostic
    }

    /// Whether one parser's verdict depends on whether the value is decoded.
    public var dependsOnDecoding: Bool {
        switch kind {
        case .referenceInReal, .unreadableScalar: true
        case .cdataInReal, .encoding, .negativeNaN: false
        }
    }

    /// What it is, in words: "a character reference inside <real>".
    public var description: String {
        switch kind {
        case .referenceInReal: "a character or entity reference inside <real>"
        case .cdataInReal: "a CDATA section inside <real>"
        case .negativeNaN: "<real>-nan</real>"
        case .encoding(let name): "the encoding \(name)"
        case .unreadableScalar(let message): message.text
        }
    }

    /// How to write it so that both parsers read it.
    public var fix: String {
        switch kind {
        case .referenceInReal, .cdataInReal: "write the number as plain digits"
        case .negativeNaN: "write a real size (such as 17)"
        case .encoding: "save the file as UTF-8 and declare encoding=\"UTF-8\""
        case .unreadableScalar: "the message says how to write it"
        }
    }
}
