/// Shorthands for the values plistc writes.
extension JSONValue {
    /// An object of members in this order.
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// An integer.
    public static func int(_ value: Int) -> JSONValue {
        .integer(isNegative: value < 0, magnitude: UInt64(value.magnitude))
    }

    /// A string, or `null`.
    public static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// A measure as plistc's outputs write one: a whole number below 10^15 as an integer
    /// (`17`), any other finite number in Swift's shortest form (`17.5`), and `null` for one
    /// that is not finite.
    public static func measure(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        return value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .number(value)
    }

    /// A measure, or `null`.
    public static func measure(_ value: Double?) -> JSONValue {
        value.map { measure($0) } ?? .null
    }
}
