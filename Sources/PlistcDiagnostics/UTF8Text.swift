/// Text written as UTF-8 bytes, the way the text reporter builds its lines and a `Sentence` its
/// words: appending bytes costs a copy, where each `String` append checks and grows the string's
/// storage again.
extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes (one copy for a native string).
    package mutating func append(utf8 text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends a literal's bytes, with none of a string's checks.
    package mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, without the string an interpolation would make.
    package mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var width = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var magnitude = value.magnitude
        for index in stride(from: count - 1, through: count - width, by: -1) {
            self[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
    }
}
