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
public struct ParserDifference: Sendable, Hashable {
    /// What was found.
    public enum Kind: Sendable, Hashable {
        /// A character or entity reference inside `<real>` (`&#49;7.5`).
        case referenceInReal
        /// A CDATA section inside `<real>`.
        case cdataInReal
        /// `<real>-nan</real>` (any case).
        case negativeNaN
        /// An encoding swift-foundation does not read: one declared other than `UTF-8` (such
        /// as `ISO-8859-1`, or `utf8`), or UTF-32 little-endian.
        case encoding(String)
    }

    public let kind: Kind
    public let location: SourceLocation
    /// The spelling both parsers read, when the meaning is clear (`17.5` for `&#49;7.5`).
    public var rewrite: Fix?

    /// Creates a difference found at `location`.
    public init(_ kind: Kind, at location: SourceLocation, rewrite: Fix? = nil) {
        self.kind = kind
        self.location = location
        self.rewrite = rewrite
    }

    /// The parser that rejects the file because of it.
    public var rejectedBy: AppleParser {
        switch kind {
        case .referenceInReal, .cdataInReal, .encoding: .swiftFoundation
        case .negativeNaN: .coreFoundation
        }
    }

    /// What it is, in words: "a character reference inside <real>".
    public var description: String {
        switch kind {
        case .referenceInReal: "a character or entity reference inside <real>"
        case .cdataInReal: "a CDATA section inside <real>"
        case .negativeNaN: "<real>-nan</real>"
        case .encoding(let name): "the encoding \(name)"
        }
    }

    /// How to write it so that both parsers read it.
    public var fix: String {
        switch kind {
        case .referenceInReal, .cdataInReal: "write the number as plain digits"
        case .negativeNaN: "write a real size (such as 17)"
        case .encoding: "save the file as UTF-8 and declare encoding=\"UTF-8\""
        }
    }
}
