import Diagnostics

/// XML text escaping for the reporters that write XML (JUnit, Checkstyle); the JSON ones
/// build `JSONValue`s, which `JSONWriter` escapes.
enum Escape {
    /// Text for an XML attribute value or element content.
    static func xml(_ text: String) -> String { XMLText.escaped(text) }
}
