import PlistcDiagnostics

extension Base64 {
    /// Reads `<data>` text as CoreFoundation's parser does, for what is not standard base64:
    /// every character outside the alphabet is skipped, `=` counts as a symbol of value 0 whose
    /// run at the end drops the bytes it pads, and an unfinished group of symbols is dropped.
    ///
    /// - Throws: `ScalarError` for a byte outside ASCII, which CoreFoundation refuses.
    static func decodeAsCoreFoundation(_ text: UnsafeBufferPointer<UInt8>) throws(ScalarError) -> [UInt8] {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var symbols = 0
        var equalsRun = 0
        for byte in text {
            guard byte < 0x80 else {
                throw ScalarError(.dataNotASCII(String(decoding: text.drop { $0 < 0x80 }.prefix(4), as: UTF8.self)))
            }
            if byte == UInt8(ascii: "=") {
                equalsRun += 1
            } else if !byte.isCSpace {
                equalsRun = 0
            }
            guard let value = Self.coreFoundationValue(of: byte) else { continue }
            accumulator = accumulator << 6 | UInt32(value)
            symbols += 1
            guard symbols % 4 == 0 else { continue }
            bytes.append(UInt8(truncatingIfNeeded: accumulator >> 16))
            if equalsRun < 2 { bytes.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
            if equalsRun < 1 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
        }
        return bytes
    }

    /// A symbol's value as CoreFoundation's table has it: the alphabet's, 0 for `=`.
    private static func coreFoundationValue(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "="): 0
        default: nil
        }
    }
}

extension UInt8 {
    /// C's `isspace` in the C locale: space, tab, line feed, vertical tab, form feed, return.
    fileprivate var isCSpace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
