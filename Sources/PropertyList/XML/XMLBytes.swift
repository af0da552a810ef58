import Diagnostics

/// Byte-level helpers for XML text: its white space, and ASCII digits.
extension UnsafeBufferPointer<UInt8> {
    /// The bytes as text, each run of XML white space one space, none left at either end: how
    /// a comment is kept.
    func collapsingXMLWhitespace() -> String {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(count)
        var pendingSpace = false
        for byte in self {
            if byte.isXMLWhitespace {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(0x20) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

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
}
