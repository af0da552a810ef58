/// Strings: escapes, surrogate pairs, raw control characters and UTF-8, checked as RFC 8259 says.
extension JSONParser {

    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var text: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                let scalar = try escape()
                text.append(contentsOf: String(scalar).utf8)
            case 0..<0x20:
                throw error("a string holds a control character: write it escaped (\\n, \\t, \\u0000)")
            case 0..<0x80:
                text.append(byte)
                index += 1
            default:
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                guard length > 0 else { throw error("the file is not valid UTF-8 here: save it as UTF-8") }
                text.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
        throw error("a string is not closed with '\"'")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the file ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 2
            throw error(
                "unknown escape: JSON's escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hexadecimal digits"
            )
        }
    }

    /// The character of `\uXXXX` (the `\u` read), or of a surrogate pair `\uD83D\uDE00`.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index - 2
        let unit = try hexUnit()
        switch unit {
        case 0xD800..<0xDC00:
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw unpairedSurrogate(unit, at: start)
            }
            index += 2
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw unpairedSurrogate(unit, at: start) }
            // Both halves are in range, so the sum is at most U+10FFFF.
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00..<0xE000:
            throw unpairedSurrogate(unit, at: start)
        default:
            // Outside the surrogates, every 16-bit value is a scalar.
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current?.hexDigitValue else { throw error("\\u needs four hexadecimal digits") }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    private mutating func unpairedSurrogate(_ unit: UInt32, at start: Int) -> JSONSyntaxError {
        index = start
        let hex = String(unit, radix: 16, uppercase: true)
        return error(
            "\\u\(hex) is half of a surrogate pair without its other half: write the character itself, or both halves (\\uD83D\\uDE00)"
        )
    }
}
