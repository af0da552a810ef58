import PlistcDiagnostics

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
        if let prefix {
            self = .other(String(cString: prefix) + ":" + String(cString: localName))
            return
        }
        var length = 0
        while localName[length] != 0 { length += 1 }
        self.init(UnsafeBufferPointer(start: localName, count: length))
    }

    /// The name spelled by `bytes`, a name without a prefix.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count <= 8 {
            var packed: UInt64 = 0
            for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(index)) }
            if let kind = Self.kind(packed: packed) {
                self = .known(kind)
                return
            }
        }
        self = .other(String(decoding: bytes, as: UTF8.self))
    }

    /// The DTD element whose name, its bytes packed into a word (first byte lowest), is
    /// `packed`. Literals, so that a name costs one switch: `ElementNameTests` checks them
    /// against the names.
    static func kind(packed: UInt64) -> ElementKind? {
        switch packed {
        case 0x74_7369_6C70: .plist
        case 0x7463_6964: .dict
        case 0x79_656B: .key
        case 0x79_6172_7261: .array
        case 0x676E_6972_7473: .string
        case 0x72_6567_6574_6E69: .integer
        case 0x6C61_6572: .real
        case 0x6574_6164: .date
        case 0x6174_6164: .data
        case 0x6575_7274: .true
        case 0x65_736C_6166: .false
        default: nil
        }
    }

}
