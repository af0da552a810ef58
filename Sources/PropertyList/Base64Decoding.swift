/// Decoding of the standard base64 alphabet (RFC 4648 §4) as `<data>` holds it.
enum Base64 {
    /// Decodes base64 text; white space anywhere is ignored, `=` padding is required.
    ///
    /// - Throws: `ScalarError` naming the first character outside the alphabet, misplaced
    ///   padding, or a length that is not a multiple of four.
    static func decode(_ text: some Collection<UInt8>) throws(ScalarError) -> [UInt8] {
        var symbols: [UInt8] = []
        symbols.reserveCapacity(text.count)
        var padding = 0
        for byte in text where !byte.isXMLWhitespace {
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard let value = sextet(byte) else {
                throw ScalarError(.base64BadCharacter(String(decoding: [byte], as: UTF8.self)))
            }
            guard padding == 0 else { throw ScalarError(.base64PaddingInside) }
            symbols.append(value)
        }
        // With at most two `=`, a total that is a multiple of four fixes the padding too.
        guard padding <= 2, (symbols.count + padding) % 4 == 0 else {
            throw ScalarError(.base64BadLength(symbols.count + padding))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(symbols.count * 3 / 4)
        var index = 0
        while index < symbols.count {
            let chunk = symbols[index..<min(index + 4, symbols.count)]
            var accumulator: UInt32 = 0
            for symbol in chunk { accumulator = accumulator << 6 | UInt32(symbol) }
            accumulator <<= UInt32(6 * (4 - chunk.count))
            let produced = chunk.count - 1
            for shift in [16, 8, 0].prefix(produced) {
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(shift)))
            }
            index += 4
        }
        return bytes
    }

    /// Encodes bytes as standard base64 with padding and no line breaks.
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var accumulator: UInt32 = 0
            for byte in chunk { accumulator = accumulator << 8 | UInt32(byte) }
            accumulator <<= UInt32(8 * (3 - chunk.count))
            for position in 0..<4 {
                if position <= chunk.count {
                    output.append(alphabet[Int(accumulator >> UInt32(18 - 6 * position) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
