import PropertyList

/// JSON and XML text escaping for the reporters.
enum Escape {
    /// A JSON string literal, quotes included.
    static func json(_ text: String) -> String { JSONString.quoted(text) }

    /// A JSON value for an optional string: the literal, or `null`.
    static func json(_ text: String?) -> String { text.map { json($0) } ?? "null" }

    /// Text for an XML attribute value or element content.
    static func xml(_ text: String) -> String {
        var result = ""
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
