import PlistcJSON

extension JSONValue {
    /// The string, when the value is one.
    var string: String? { if case .string(let text) = self { text } else { nil } }

    /// The number, when the value is one.
    var number: Double? { if case .number(let number) = self { number } else { nil } }

    /// A field of a typography composite (`fontSize`), or what Penpot's Tokens Studio export
    /// names it (`fontSizes`, `fontFamilies`, `fontWeights`, `lineHeights`).
    func typography(_ field: String) -> JSONValue? {
        guard let value = self[field] ?? Self.pluralFields[field].flatMap({ self[$0] }) else { return nil }
        return value.nestedTokenValue ?? value
    }

    /// The value of a token object written where a value goes (`"fontSize": {"$type":
    /// "dimension", "$value": "16px"}`, or Tokens Studio's `{"type": …, "value": …}`), as some
    /// exports nest them; `nil` for any other value (DTCG's `{"value": 16, "unit": "px"}` is a
    /// dimension, not a token).
    var nestedTokenValue: JSONValue? {
        guard case .object = self else { return nil }
        if let value = self["$value"] { return value }
        if self["unit"] == nil, self["type"] != nil, let value = self["value"] { return value }
        return nil
    }

    /// The typography fields a composite value writes as nested token objects.
    static let typographyFields = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "fontStyle"]

    private static let pluralFields = [
        "fontFamily": "fontFamilies", "fontSize": "fontSizes", "fontWeight": "fontWeights",
        "lineHeight": "lineHeights",
    ]

    /// A member's value, the last of its key.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}
