/// The text of a binary property list's strings.
enum BinaryPlistText {
    /// ASCII (one byte a character) or UTF-16 big-endian text; `nil` when it is not valid.
    static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, utf16: Bool) -> String? {
        guard utf16 else {
            return bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : nil
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        var text = ""
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
            text.unicodeScalars.append(Unicode.Scalar($0) ?? "\u{FFFD}")
        }
        return failed ? nil : text
    }
}
