/// Text written as UTF-8 bytes, the way the text reporter builds its lines and a `Sentence` its
/// words: appending bytes costs a copy, where each `String` append checks and grows the string's
/// storage again.
extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes (one copy for a native string).
    package mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends a literal's bytes, with none of a string's checks.
    package mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(bytes: $0) }
    }

    /// Appends `bytes`: a few (a separator, a short word) one by one, which costs less than the
    /// checks of a copy; more in one copy.
    @inline(__always)
    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return append(contentsOf: bytes) }
        for byte in bytes { append(byte) }
    }

    /// Appends `value` in decimal, without the string an interpolation would make.
    package mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // Line and column numbers: most have one to four digits, written without a division
        // loop.
        if magnitude < 10 { return append(UInt8(ascii: "0") + UInt8(magnitude)) }
        var divisor: UInt = 10
        while magnitude / divisor >= 10 { divisor *= 10 }
        var rest = magnitude
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Whether `bytes` are these bytes: a few compared in place, where `elementsEqual` walks
    /// two iterators.
    package func hasSameBytes(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        count == bytes.count && withUnsafeBufferPointer { mine in mine.indices.allSatisfy { mine[$0] == bytes[$0] } }
    }
}
