extension PlistValue {
    /// The value as plain JSON, the format of `plistc dump --json`.
    ///
    /// Dictionaries become objects with one member per distinct key (the last value wins, at
    /// the key's first position), arrays arrays, strings strings, integers and reals numbers,
    /// booleans booleans, dates `"YYYY-MM-DDTHH:MM:SSZ"` strings, data standard base64
    /// strings, and the reals nan, inf and -inf the strings `"nan"`, `"inf"` and `"-inf"`.
    /// The format is stable: scripts rely on it.
    ///
    /// - Parameter indent: Spaces per nesting level; `nil` writes everything on one line.
    public func jsonText(indent: Int? = 2) -> String {
        var writer = JSONWriter(indent: indent)
        writer.write(self, depth: 0)
        return String(decoding: writer.output, as: UTF8.self)
    }
}

/// Writes JSON into a byte buffer. Recursion depth is bounded by `ReaderLimits.maxDepth`.
private struct JSONWriter {
    let indent: Int?
    var output: [UInt8] = []

    mutating func write(_ value: PlistValue, depth: Int) {
        switch value.content {
        case .string(let string): writeString(string)
        case .integer(let integer): append(integer.description)
        case .real(let real): writeReal(real)
        case .boolean(let flag): append(flag ? "true" : "false")
        case .date(let date): writeString(date.description)
        case .data(let bytes): writeString(Base64.encode(bytes))
        case .unreadable: append("null")
        case .array(let items):
            writeContainer(open: "[", close: "]", items, depth: depth) { writer, item in
                writer.write(item, depth: depth + 1)
            }
        case .dictionary(let dictionary):
            writeContainer(open: "{", close: "}", dictionary.effectiveEntries, depth: depth) { writer, entry in
                writer.writeString(entry.key)
                writer.append(writer.indent == nil ? ":" : ": ")
                writer.write(entry.value, depth: depth + 1)
            }
        }
    }

    private mutating func writeContainer<Element>(
        open: String, close: String, _ elements: [Element], depth: Int,
        element: (inout JSONWriter, Element) -> Void
    ) {
        append(open)
        for (index, item) in elements.enumerated() {
            if index > 0 { append(",") }
            newline(depth: depth + 1)
            element(&self, item)
        }
        if !elements.isEmpty { newline(depth: depth) }
        append(close)
    }

    private mutating func newline(depth: Int) {
        guard let indent else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: indent * depth))
    }

    private mutating func writeReal(_ real: Double) {
        if real.isNaN {
            writeString("nan")
        } else if real.isInfinite {
            writeString(real < 0 ? "-inf" : "inf")
        } else {
            append(real.description)
        }
    }

    private mutating func writeString(_ string: String) {
        JSONString.appendQuoted(string, to: &output)
    }

    private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }
}

/// JSON string literals, shared by `dump --json` and the lint reporters.
public enum JSONString {
    /// `text` as a JSON string literal, quotes included, with `"`, `\\` and control
    /// characters escaped and everything else written as UTF-8.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

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
