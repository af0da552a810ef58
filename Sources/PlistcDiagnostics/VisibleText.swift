/// Text from a file (a key, a value, a file name) made safe to print: every character that
/// could act instead of showing is written as a visible escape, `\n`, `\r` or `\u{1B}`.
///
/// Hidden are the C0 controls (tab aside), DEL, the C1 controls (U+0080 to U+009F, among them
/// the terminal's one-byte CSI), the line and paragraph separators, and the bidirectional
/// formatting characters, which can make a line read as something else ("Trojan Source"), and
/// the noncharacters U+FFFE and U+FFFF, which XML cannot hold.
/// With them escaped, text from a file cannot start a line of its own (a CI runner's workflow
/// command), move the cursor, or reorder what a reviewer sees.
public enum VisibleText {
    /// `text` with each hidden character escaped; `keepingLineBreaks` keeps line feeds and
    /// carriage returns, for media that escape those themselves (XML, CSV).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard mayHide(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isHidden(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n" where keepingLineBreaks, "\r" where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether a character is one that acts instead of showing (see the type's summary).
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        // The noncharacters XML cannot hold, which no text means.
        case 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// Whether `text` may hold a hidden character: one scan of its bytes for the C0 controls,
    /// DEL and the lead bytes of the others (almost every text has none of them), eight bytes
    /// at a time while they are printable ASCII (a word with anything else is looked at
    /// bytewise).
    public static func mayHide(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeRawBufferPointer(bytes).containsOffset(
                where: { isSuspicious(bytes[$0]) }, inWordsWhere: { !$0.isPrintableASCIIWord })
        } ?? text.utf8.contains(where: isSuspicious)
    }

    /// Whether a byte is a C0 control other than tab, DEL, or the lead byte of a hidden
    /// character outside ASCII.
    package static func isSuspicious(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
    }
}
