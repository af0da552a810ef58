/// Escaping for XML and HTML text, shared by every writer of markup (reporters, pages).
public enum XMLText {
    /// `text` safe inside element content and inside a double- or single-quoted attribute
    /// value: `&`, `<`, `>`, both quotes and line feeds are written as references.
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { reference(for: $0) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let reference = reference(for: byte) {
                bytes += reference.utf8
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The reference a byte is written as, or `nil` for one written as it is. Every byte
    /// escaped is ASCII, so a multi-byte character is never split.
    private static func reference(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        case 0x0A: "&#10;"
        default: nil
        }
    }
}
