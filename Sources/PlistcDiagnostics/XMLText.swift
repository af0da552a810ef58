/// Escaping for XML and HTML text, shared by every writer of markup (reporters, pages).
public enum XMLText {
    /// `text` safe inside element content and inside a double- or single-quoted attribute
    /// value: `&`, `<`, `>`, both quotes and line feeds are written as references, and the
    /// characters XML cannot hold or that act instead of showing (C0 and C1 controls,
    /// bidirectional overrides) as visible escapes (`VisibleText`).
    public static func escaped(_ text: String) -> String {
        ASCIIEscaping.escaped(VisibleText.escaped(text, keepingLineBreaks: true), reference(for:))
    }

    /// `text` as the content of an element, changed no more than XML needs: `&`, `<` and `>`
    /// as references, and carriage returns as `&#13;` (which XML would otherwise read as line
    /// feeds). For fixes, which rewrite one element of a file.
    public static func escapedContent(_ text: String) -> String {
        ASCIIEscaping.escaped(text) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case 0x0D: "&#13;"
            default: nil
            }
        }
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
        case 0x0D: "&#13;"
        default: nil
        }
    }
}
