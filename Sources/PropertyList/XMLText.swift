/// Escaping for XML and HTML text, shared by every writer of markup (reporters, pages).
public enum XMLText {
    /// `text` safe inside element content and inside a double- or single-quoted attribute
    /// value: `&`, `<`, `>`, both quotes and line feeds are written as references.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            default: result.append(character)
            }
        }
        return result
    }
}
