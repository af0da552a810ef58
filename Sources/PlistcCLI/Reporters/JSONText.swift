import PropertyList

/// JSON and XML text escaping for the reporters.
enum Escape {
    /// A JSON string literal, quotes included.
    static func json(_ text: String) -> String { JSONString.quoted(text) }

    /// A JSON value for an optional string: the literal, or `null`.
    static func json(_ text: String?) -> String { text.map { json($0) } ?? "null" }

    /// Text for an XML attribute value or element content.
    static func xml(_ text: String) -> String { XMLText.escaped(text) }
}
