/// The text of a strings file as Unicode scalars: UTF-16 with a byte-order mark, or without one
/// where a zero byte shows it (the first two bytes of ASCII text in UTF-16 hold one), else
/// UTF-8; a byte sequence that is no character becomes U+FFFD.
enum TextDecoding {
    static func scalars(of bytes: [UInt8]) -> ScalarText {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0 || bytes[1] == 0 {
            return utf16(bytes[...], bigEndian: bytes[0] == 0)
        }
        var scalars = ScalarText()
        scalars.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decode(&decoder, &iterator, into: &scalars)
        return scalars
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> ScalarText {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var scalars = ScalarText()
        scalars.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        decode(&decoder, &iterator, into: &scalars)
        return scalars
    }

    private static func decode<Codec: UnicodeCodec, Units: IteratorProtocol>(
        _ codec: inout Codec, _ units: inout Units, into scalars: inout ScalarText
    ) where Units.Element == Codec.CodeUnit {
        while true {
            switch codec.decode(&units) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .error: scalars.append("\u{FFFD}")
            case .emptyInput: return
            }
        }
    }
}
