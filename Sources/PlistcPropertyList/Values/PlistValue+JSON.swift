import PlistcDiagnostics
import PlistcJSON

extension PlistValue {
    /// The value as plain JSON, the format of `plistc dump --json`.
    ///
    /// Dictionaries become objects with one member per distinct key (the last value wins, at
    /// the key's first position), arrays arrays, strings strings, integers and reals numbers,
    /// booleans booleans, dates `"YYYY-MM-DDTHH:MM:SSZ"` strings, data standard base64
    /// strings, and the reals nan, inf and -inf the strings `"nan"`, `"inf"` and `"-inf"`.
    /// The format is stable: scripts rely on it.
    ///
    /// - Parameter indent: Spaces per nesting level; `nil` writes everything on one line.
    public func jsonText(indent: Int? = 2) -> String {
        JSONWriter.text(jsonValue, layout: indent == nil ? .compact : .pretty, indent: indent ?? 0)
    }

    /// The value as a JSON value (see `jsonText`). Recursion depth is bounded by
    /// `ReaderLimits.maxDepth`.
    public var jsonValue: JSONValue {
        switch content {
        case .string(let string): .string(string)
        case .integer(let integer): .integer(isNegative: integer.isNegative, magnitude: integer.magnitude)
        case .real(let real):
            real.isNaN ? .string("nan") : real.isInfinite ? .string(real < 0 ? "-inf" : "inf") : .number(real)
        case .boolean(let flag): .bool(flag)
        case .date(let date): .string(date.description)
        case .data(let bytes): .string(Base64.encode(bytes))
        case .unreadable: .null
        case .array(let items): .array(items.map(\.jsonValue))
        case .dictionary(let dictionary):
            .object(dictionary.effectiveEntries.map { JSONValue.Member($0.key, $0.value.jsonValue) })
        }
    }
}
