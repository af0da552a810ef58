/// A JSON value, as `JSONParser` reads it.
public enum JSONValue: Equatable, Sendable {
    /// An object member, with where its key stands, so that errors about it can say where.
    public struct Member: Equatable, Sendable {
        public let key: String
        public let value: JSONValue
        /// The 1-based line and column (in Unicode scalars) of the key's opening quote.
        public var line: Int { Int(place.line) }
        public var column: Int { Int(place.column) }
        /// The 1-based line and column of the value's first character (its opening quote, for
        /// a string), so that a finding about the value can point at it; 0 when not parsed.
        public var valueLine: Int { Int(place.valueLine) }
        public var valueColumn: Int { Int(place.valueColumn) }
        /// The four, in 32 bits each (a parsed document is under 4 GiB), so that a member takes
        /// 56 bytes, not 72.
        private let place: Place

        private struct Place: Equatable, Sendable {
            let line: UInt32
            let column: UInt32
            let valueLine: UInt32
            let valueColumn: UInt32
        }

        /// Creates a member; its value stands where `valueLine` and `valueColumn` say (0: nowhere).
        /// Places past 32 bits are kept as the largest 32 bits hold.
        public init(key: String, value: JSONValue, line: Int, column: Int, valueLine: Int = 0, valueColumn: Int = 0) {
            self.key = key
            self.value = value
            place = Place(
                line: UInt32(clamping: line), column: UInt32(clamping: column), valueLine: UInt32(clamping: valueLine),
                valueColumn: UInt32(clamping: valueColumn))
        }

        /// A member of a value plistc writes, which stands nowhere yet (line and column 0).
        public init(_ key: String, _ value: JSONValue) {
            self.init(key: key, value: value, line: 0, column: 0)
        }
    }

    /// The members in document order, repeated keys included.
    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    /// An integer written exactly, however large (a property list's integers reach 2^64 - 1);
    /// only values plistc writes are integers, the parser reads every number as `number`.
    case integer(isNegative: Bool, magnitude: UInt64)
    case bool(Bool)
    case null

    /// What the value is, for messages: "a string", "an array".
    public var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number, .integer: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A JSON document that cannot be parsed: where, and what.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int
    /// What is wrong, and how to fix it.
    public let message: String

    /// Creates an error at a line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
