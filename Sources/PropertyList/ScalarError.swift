/// Why the text of a scalar element (`<integer>`, `<real>`, `<date>`, `<data>`) is not a
/// valid value.
struct ScalarError: Error {
    let message: Diagnostic.Message

    init(_ message: Diagnostic.Message) { self.message = message }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes without leading and trailing XML white space (space, tab, CR, LF).
    func trimmingXMLWhitespace() -> UnsafeBufferPointer<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end && self[start].isXMLWhitespace { start += 1 }
        while end > start && self[end - 1].isXMLWhitespace { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}

extension UInt8 {
    /// Space, tab, line feed or carriage return: the white space of XML.
    var isXMLWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }

    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }

    /// The value of a hexadecimal digit, or `nil`.
    var hexDigitValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}

/// The text of an element, as a short quoted string for a message.
func quoted(_ bytes: some Collection<UInt8>, limit: Int = 40) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let escaped = text.unicodeScalars.count > limit ? String(text.unicodeScalars.prefix(limit)) + "…" : text
    return "\"" + escaped.replacingNewlines() + "\""
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(unicodeScalars.map { $0 == "\n" ? "⏎" : Character($0) })
    }
}
