import PlistcDiagnostics

/// Byte-level helpers for XML text: its white space, and ASCII digits.
extension UnsafeBufferPointer<UInt8> {
    /// The bytes as text, each run of XML white space one space, none left at either end: how
    /// a comment is kept.
    func collapsingXMLWhitespace() -> String {
        // Written into scratch space and decoded once: a comment is read for every one a file
        // has, and a growing array's checks cost more than the bytes themselves.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(count, 1)) { collapsed in
            var written = 0
            var pendingSpace = false
            for byte in self {
                if byte.isXMLWhitespace {
                    pendingSpace = written > 0
                } else {
                    if pendingSpace {
                        collapsed[written] = 0x20
                        written += 1
                        pendingSpace = false
                    }
                    collapsed[written] = byte
                    written += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: collapsed[..<written]), as: UTF8.self)
        }
    }

    /// Whether the bytes hold `text` (ASCII) at `offset`, compared in place.
    func holds(_ text: StaticString, at offset: Int) -> Bool {
        guard offset >= 0, offset + text.utf8CodeUnitCount <= count else { return false }
        return (0..<text.utf8CodeUnitCount).allSatisfy { self[offset + $0] == text.utf8Start[$0] }
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
