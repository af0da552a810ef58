/// A finding's words, written as an interpolated string literal and built as UTF-8 bytes: each
/// piece is one copy, where `String`'s own interpolation checks and grows the string's storage at
/// every piece (about half a finding's wording cost). What it interpolates reads as it would in a
/// `String`: text and `Int` are copied as they are, anything else written as
/// `String(describing:)` writes it.
public struct Sentence: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    private let utf8: [UInt8]

    /// The words as a string.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The words, also where a sentence is interpolated into another.
    public var description: String { text }

    /// A sentence with nothing interpolated.
    public init(stringLiteral literal: StaticString) {
        var utf8: [UInt8] = []
        utf8.append(literal: literal)
        self.utf8 = utf8
    }

    /// The sentence an interpolated literal wrote.
    public init(stringInterpolation: Interpolation) { utf8 = stringInterpolation.utf8 }

    /// The pieces of an interpolated literal, appended as bytes.
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var utf8: [UInt8] = []

        /// Room for the literal pieces and a short value at each interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// A literal piece, its bytes copied.
        public mutating func appendLiteral(_ literal: StaticString) { utf8.append(literal: literal) }

        /// Text, its bytes copied.
        public mutating func appendInterpolation(_ text: String) { utf8.append(utf8: text) }

        /// Part of a text, its bytes copied.
        public mutating func appendInterpolation(_ text: Substring) {
            if text.utf8.withContiguousStorageIfAvailable({ utf8.append(contentsOf: $0) }) == nil {
                utf8.append(contentsOf: text.utf8)
            }
        }

        /// A whole number in decimal, as `String(number)` writes it.
        public mutating func appendInterpolation(_ number: Int) { utf8.append(decimal: number) }

        /// A place, as `path:line:col`.
        public mutating func appendInterpolation(_ location: SourceLocation) {
            utf8.append(utf8: location.file)
            utf8.append(UInt8(ascii: ":"))
            utf8.append(decimal: location.line)
            utf8.append(UInt8(ascii: ":"))
            utf8.append(decimal: location.column)
        }

        /// Anything else, as a string interpolation writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            utf8.append(utf8: String(describing: value))
        }
    }
}
