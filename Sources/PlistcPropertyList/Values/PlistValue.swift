import PlistcDiagnostics

/// One value of a property list, with the place its start tag stands in the source.
///
/// The tree mirrors the XML plist format (Apple's PropertyList-1.0 DTD) exactly: dictionaries
/// keep every key in document order, duplicates included, so that lint can report them.
public struct PlistValue: Sendable, Hashable {
    /// What a value holds.
    public enum Content: Sendable, Hashable {
        case string(String)
        case integer(PlistInteger)
        case real(Double)
        case boolean(Bool)
        case date(PlistDate)
        case data([UInt8])
        case array([PlistValue])
        case dictionary(PlistDictionary)
        /// An `<integer>`, `<real>`, `<date>` or `<data>` (its element's name) whose text is no
        /// value CoreFoundation can read (`abc`), and swift-foundation reads unless it is decoded:
        /// no value, and a `ParserDifference` at the same place for the runtime to judge.
        case unreadable(String)
    }

    /// What the value holds.
    public var content: Content
    /// Where the value's start tag (its `<`) stands.
    public var location: SourceLocation

    /// Creates a value.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The element name the value is written with, such as `integer` or `dict`; booleans
    /// give `true` or `false`.
    public var elementName: String {
        switch content {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean(let value): value ? "true" : "false"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        case .unreadable(let element): element
        }
    }

    /// Whether the value is a scalar whose text CoreFoundation cannot read (`unreadable`):
    /// its problem is a `ParserDifference`, for the runtime to judge.
    public var isUnreadable: Bool {
        if case .unreadable = content { true } else { false }
    }

    /// The string, when the value is a `<string>`.
    public var stringValue: String? {
        if case .string(let value) = content { value } else { nil }
    }

    /// The dictionary, when the value is a `<dict>`.
    public var dictionaryValue: PlistDictionary? {
        if case .dictionary(let value) = content { value } else { nil }
    }

    /// The elements, when the value is an `<array>`.
    public var arrayValue: [PlistValue]? {
        if case .array(let value) = content { value } else { nil }
    }
}
