/// Escaping for XML and HTML text, shared by every writer of markup (reporters, pages).
public enum XMLText {
    /// `text` safe inside element content and inside a double- or single-quoted attribute
    /// value: `&`, `<`, `>`, both quotes and line feeds are written as references.
    public static func escaped(_ text: String) -> String {
        ASCIIEscaping.escaped(text, reference(for:))
    }

    /// The reference a byte is written as, or `nil` for one written as it is.
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
