import PlistcDiagnostics

/// The text of a binary property list's strings.
enum BinaryPlistText {
    /// ASCII (one byte a character) or UTF-16 big-endian text; `nil` when it is not valid.
    static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, utf16: Bool) -> String? {
        guard utf16 else {
            return bytes.allSatisfy { $0 < 0x80 } ? String(decoding: bytes, as: UTF8.self) : nil
        }
        return ByteOrderMark.utf8(fromUTF16: bytes, bigEndian: true).map { String(decoding: $0, as: UTF8.self) }
    }
}
