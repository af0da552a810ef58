/// Escaping for text from a file in GitHub-flavoured Markdown (a pull request comment, a table
/// in a document), shared by every Markdown output: the text shows as it is, and nothing in it
/// becomes markup, a link or a notification.
public enum MarkdownText {
    /// `text` as Markdown shows it literally: every character that starts markup or ends a
    /// table cell (`|`, `[`, `(`, `*`…) escaped with a backslash, and `<`, `>` and `&` written as
    /// references (`&lt;`), so that no HTML starts; `:` and `.` escaped too, so that no
    /// `https://…` or `www.…` becomes a link; `@` and `#` in code, so that no address becomes
    /// a mail link, no `@name` notifies anyone and no `#12` refers to an issue; and line
    /// breaks and other hidden characters as visible escapes (`VisibleText`).
    public static func escaped(_ text: String) -> String {
        VisibleText.escaped(
            ASCIIEscaping.escaped(text) { byte in
                switch byte {
                case UInt8(ascii: "@"): "`@`"
                case UInt8(ascii: "#"): "`#`"
                case UInt8(ascii: "<"): "&lt;"
                case UInt8(ascii: ">"): "&gt;"
                case UInt8(ascii: "&"): "&amp;"
                case _ where backslashed.contains(byte): "\\" + String(UnicodeScalar(byte))
                default: nil
                }
            })
    }

    /// The ASCII punctuation escaped with a backslash.
    private static let backslashed = Set("\\`*_[]()|~:.".utf8)
}
