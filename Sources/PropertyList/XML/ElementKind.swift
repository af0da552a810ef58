import Diagnostics

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
        spellings.suggestion(for: name, within: 2)
    }

    private static let spellings = SpellingIndex(
        allCases.map(\.rawValue),
        aliases: [
            "int": "integer", "number": "integer", "float": "real", "double": "real", "bool": "true",
            "boolean": "true", "str": "string", "text": "string", "dictionary": "dict", "map": "dict",
            "list": "array", "yes": "true", "no": "false",
        ])
}

/// An element's name as the parser reports it: one of the DTD's, or any other.
enum ElementName: Equatable {
    case known(ElementKind)
    case other(String)

    /// The name as written.
    var text: String {
        switch self {
        case .known(let kind): kind.rawValue
        case .other(let name): name
        }
    }

    /// The DTD element, if the name is one.
    var kind: ElementKind? {
        if case .known(let kind) = self { kind } else { nil }
    }

    /// Reads a name from libxml2's NUL-terminated UTF-8, creating a `String` only for names
    /// outside the DTD: the reader's hottest path compares at most one machine word.
    init(localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) {
        if prefix == nil, let packed = Self.pack(localName),
            let match = Self.packedNames.first(where: { $0.0 == packed })
        {
            self = .known(match.1)
            return
        }
        let local = String(cString: localName)
        self = .other(prefix.map { String(cString: $0) + ":" + local } ?? local)
    }

    /// The DTD's names, each packed into a word by `pack`.
    private static let packedNames: [(UInt64, ElementKind)] = ElementKind.allCases.map { kind in
        let bytes = Array(kind.rawValue.utf8)
        let packed = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return (packed, kind)
    }

    /// The bytes of a name of at most eight bytes as one word; `nil` for a longer name.
    private static func pack(_ name: UnsafePointer<UInt8>) -> UInt64? {
        var packed: UInt64 = 0
        for index in 0..<9 {
            let byte = name[index]
            if byte == 0 { return packed }
            if index == 8 { return nil }
            packed |= UInt64(byte) << (8 * UInt64(index))
        }
        return nil
    }
}
