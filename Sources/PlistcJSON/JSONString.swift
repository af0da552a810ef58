import PlistcDiagnostics

/// JSON string literals, as `JSONWriter` writes every string and key: quotes around them,
/// `"`, `\\` and control characters escaped, everything else written as UTF-8.
enum JSONString {
    /// The C1 controls, the line and paragraph separators and the bidirectional overrides
    /// (`VisibleText.isHidden`) are escaped too (`\u0085`, `\u202e`): the value is the same,
    /// but no program printing the JSON raw shows them. Only a text that may hold one
    /// (`VisibleText.mayHide`) is read scalar by scalar; the rest byte by byte.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if VisibleText.mayHide(text) {
            for scalar in text.unicodeScalars {
                if scalar.value >= 0x7F && VisibleText.isHidden(scalar) {
                    appendUnicodeEscape(scalar.value, to: &output)
                } else {
                    UTF8.encode(scalar) { appendEscaped($0, to: &output) }
                }
            }
        } else {
            for byte in text.utf8 { appendEscaped(byte, to: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// One byte of UTF-8 as JSON writes it: `"`, `\\` and the C0 controls escaped.
    private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output += Array("\\\"".utf8)
        case UInt8(ascii: "\\"): output += Array("\\\\".utf8)
        case 0x0A: output += Array("\\n".utf8)
        case 0x0D: output += Array("\\r".utf8)
        case 0x09: output += Array("\\t".utf8)
        case 0x08: output += Array("\\b".utf8)
        case 0x0C: output += Array("\\f".utf8)
        case 0x00..<0x20: appendUnicodeEscape(UInt32(byte), to: &output)
        default: output.append(byte)
        }
    }

    /// `\uXXXX` for a character of the Basic Multilingual Plane, in lower-case hexadecimal.
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output += Array("\\u".utf8)
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
