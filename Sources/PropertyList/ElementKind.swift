/// The elements of Apple's PropertyList-1.0 DTD.
enum ElementKind: String, CaseIterable {
    case plist, dict, key, array, string, integer, real, date, data
    case `true`, `false`

    /// Elements that hold only text.
    var holdsText: Bool {
        switch self {
        case .plist, .dict, .array: false
        default: true
        }
    }

    /// The element a near-miss name most likely meant (`<int>` → `integer`, `<Dict>` → `dict`).
    static func suggestion(for name: String) -> String? {
        let aliases = [
            "int": "integer", "number": "integer", "float": "real", "double": "real", "bool": "true",
            "boolean": "true", "str": "string", "text": "string", "dictionary": "dict", "map": "dict",
            "list": "array", "yes": "true", "no": "false",
        ]
        let lowered = name.lowercased()
        if let alias = aliases[lowered] { return alias }
        if let kind = ElementKind(rawValue: lowered) { return kind.rawValue }
        return allCases.map(\.rawValue).first { editDistance($0, lowered) <= 2 }
    }
}
