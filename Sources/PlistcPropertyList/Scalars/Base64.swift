import PlistcDiagnostics

/// The standard base64 alphabet (RFC 4648 §4): decoding as `<data>` holds it, and encoding
/// for JSON output and the data URLs of specimen pages.
public enum Base64 {
    /// Decodes base64 text; white space anywhere is ignored, `=` padding is required.
    ///
    /// - Throws: `ScalarError` naming the first character outside the alphabet, misplaced
    ///   padding, or a length that is not a multiple of four.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) throws(ScalarError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var pending = 0
        var symbols = 0
        var padding = 0
        let table = Self.decodingTable
        for byte in text {
            let value = table[Int(byte)]
            if value >= Self.whitespace {
                if value == Self.whitespace { continue }
                if value == Self.padding {
                    padding += 1
                    continue
                }
                throw ScalarError(.base64BadCharacter(String(decoding: [byte], as: UTF8.self)))
            }
            guard padding == 0 else { throw ScalarError(.base64PaddingInside) }
            accumulator = accumulator << 6 | UInt32(value)
            symbols += 1
            pending += 1
            if pending == 4 {
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                bytes.append(UInt8(truncatingIfNeeded: accumulator))
                (accumulator, pending) = (0, 0)
            }
        }
        // With at most two `=`, a total that is a multiple of four fixes the padding too.
        guard padding <= 2, (symbols + padding) % 4 == 0 else {
            throw ScalarError(.base64BadLength(symbols + padding))
        }
        if pending == 2 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 4))
        } else if pending == 3 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 2))
        }
        return bytes
    }

    /// Encodes bytes as standard base64 with padding and no line breaks.
    public static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Self.alphabet
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

    private static let whitespace: UInt8 = 0xFD
    private static let padding: UInt8 = 0xFE
    private static let invalid: UInt8 = 0xFF

    /// For each byte: its 6-bit value, or `whitespace`, `padding` or `invalid`.
    private static let decodingTable: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        for (value, symbol) in alphabet.enumerated() { table[Int(symbol)] = UInt8(value) }
        for space in [0x20, 0x09, 0x0A, 0x0D] { table[space] = whitespace }
        table[Int(UInt8(ascii: "="))] = padding
        return table
    }()

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
