import PlistcDiagnostics

extension PlainXMLScanner {
    /// Whether `text` holds only what plain XML may: tabs, line feeds and printable ASCII,
    /// with no `&` (a reference) and no `]]>`. Carriage returns (which libxml2 rewrites),
    /// other control characters and every byte above ASCII are left to libxml2.
    static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Eight bytes at a time while they are tabs, line feeds and printable ASCII without `&`
        // or `]`: indented markup, names and strings; a word with anything else is looked at
        // bytewise.
        // A word of printable ASCII alone (a long key or string) passes the cheaper test, so
        // the one that admits tabs and line feeds runs only on the others.
        !UnsafeRawBufferPointer(text).containsOffset(
            where: { !isPlain(text, at: $0) }, inWordsWhere: { !isPrintableWord($0) && !isPlainWord($0) })
    }

    /// Whether each byte of `word` is in 0x20...0x7E and none is `&` or `]`.
    private static func isPrintableWord(_ word: UInt64) -> Bool {
        word.nonPrintableASCIIMarks | word.exactMarks(of: UInt8(ascii: "&")) | word.exactMarks(of: UInt8(ascii: "]"))
            == 0
    }

    /// Whether the byte at `index` may stand in plain XML, and is not the start of `]]>`.
    private static func isPlain(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = text[index]
        if byte < 0x40 { return (allowedBelow0x40 >> UInt64(byte)) & 1 == 1 }
        if byte >= 0x7F { return false }
        return byte != UInt8(ascii: "]") || index + 2 >= text.count || text[index + 1] != byte
            || text[index + 2] != UInt8(ascii: ">")
    }

    /// Whether each byte of `word` is a tab, a line feed or in 0x20...0x7E, and none is `&` or
    /// `]`. Each mask marks exactly the bytes it names (no borrow crosses a byte), so the tabs
    /// and line feeds can be taken out of the control characters.
    private static func isPlainWord(_ word: UInt64) -> Bool {
        // Below 0x80, a byte with neither bit 5 nor bit 6 set is below 0x20.
        let control =
            (word & 0x6060_6060_6060_6060).exactMarks(of: 0) & ~word.exactMarks(of: 0x09)
            & ~word.exactMarks(of: 0x0A)
        let other =
            word.exactMarks(of: 0x7F) | word.exactMarks(of: UInt8(ascii: "&"))
            | word.exactMarks(of: UInt8(ascii: "]"))
        return (word & 0x8080_8080_8080_8080) | control | other == 0
    }

    /// Bit `n` set: byte `n` (below 0x40) may stand in plain XML. Tab, line feed, and 0x20 to
    /// 0x3F but `&` (0x26). A literal: a stored `static let` would be checked for its
    /// initialization at every byte.
    private static var allowedBelow0x40: UInt64 { 0xFFFF_FFBF_0000_0600 }

    /// `<!-- text -->` at `index`, handed to the builder. A comment that is empty, starts with
    /// `-` or `>` (libxml2 may take `<!-->` for a whole comment before it has the rest) or
    /// holds `--` is left to libxml2.
    mutating func scanComment() -> Bool {
        let start = index
        let contentStart = start + 4
        guard byte(at: contentStart) != UInt8(ascii: "-") && byte(at: contentStart) != UInt8(ascii: ">") else {
            return false
        }
        var end = contentStart
        while end + 1 < input.count && !(input[end] == UInt8(ascii: "-") && input[end + 1] == UInt8(ascii: "-")) {
            end += 1
        }
        guard end > contentStart, byte(at: end + 2) == UInt8(ascii: ">") else { return false }
        index = end + 3
        builder.comment(UnsafeBufferPointer(rebasing: input[contentStart..<end]), at: start)
        return true
    }

    /// `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "…">` or `<!DOCTYPE name PUBLIC "…" "…">` at
    /// `index`: libxml2 reports none of them, loads nothing, and sends no event for them. An
    /// internal subset (`[`), with its declarations, is left to libxml2.
    mutating func scanDoctype() -> Bool {
        index += 9
        guard skipWhitespace(), scanName() != nil else { return false }
        if skipWhitespace() {
            if input.holds("PUBLIC", at: index) {
                index += 6
                guard skipWhitespace(), scanQuoted(allowing: \.isPublicIDCharacter), skipWhitespace(),
                    scanQuoted(allowing: { _ in true })
                else { return false }
            } else if input.holds("SYSTEM", at: index) {
                index += 6
                guard skipWhitespace(), scanQuoted(allowing: { _ in true }) else { return false }
            }
            skipWhitespace()
        }
        guard byte(at: index) == UInt8(ascii: ">") else { return false }
        index += 1
        return true
    }
}

extension UInt8 {
    /// XML's `PubidChar`: space, line ends, ASCII letters and digits, and ``-'()+,./:=?;!*#@$_%``.
    fileprivate var isPublicIDCharacter: Bool {
        if self == 0x20 || self == 0x0A || self == 0x0D { return true }
        if (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
        {
            return true
        }
        switch self {
        case UInt8(ascii: "-"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "="),
            UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "#"),
            UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
