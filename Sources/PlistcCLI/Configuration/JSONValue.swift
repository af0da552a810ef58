/// A JSON value, as the configuration file holds it.
enum JSONValue: Equatable {
    /// An object member, with where its key stands, so that errors about it can say where.
    struct Member: Equatable {
        let key: String
        let value: JSONValue
        let line: Int
        let column: Int
    }

    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// What the value is, for messages: "a string", "an array".
    var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A JSON document that cannot be parsed: where, and what.
struct JSONSyntaxError: Error, Equatable {
    let line: Int
    let column: Int
    let message: String
}

/// A small strict JSON parser (RFC 8259) for configuration files, with line and column in its
/// errors. No Foundation, so reading a configuration costs nothing at start-up.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: [UInt8]) { bytes = text }

    /// Parses a whole document.
    static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < 64 else { throw error("nested more than 64 levels deep") }
        skipWhitespace()
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let position = error("")
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
            members.append(
                JSONValue.Member(
                    key: key, value: try value(depth: depth + 1), line: position.line, column: position.column))
            skipWhitespace()
            if peek(UInt8(ascii: "}")) { return .object(members) }
            guard peek(UInt8(ascii: ",")) else { throw error("expected ',' or '}' in the object") }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { return .array(items) }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { return .array(items) }
            guard peek(UInt8(ascii: ",")) else { throw error("expected ',' or ']' in the array") }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
                scalars.append(try escape())
            case 0..<0x20:
                throw error("a string holds a control character; escape it")
            default:
                raw.append(byte)
            }
        }
        throw error("a string is not closed with '\"'")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("the file ends inside an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                index += 2
                let low = try hexUnit()
                if let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) { return scalar }
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("\\u escape is not a character") }
            return scalar
        default: throw error("unknown escape '\\\(String(UnicodeScalar(byte)))'")
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
        var unit: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = byte.hexValue else { throw error("\\u needs four hexadecimal digits") }
            unit = unit << 4 | UInt32(digit)
        }
        index += 4
        return unit
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        let allowed = Array("+-0123456789.eE".utf8)
        while index < bytes.count && allowed.contains(bytes[index]) { index += 1 }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        return number
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw error("expected \(word)") }
        index += word.utf8.count
        return value
    }

    private mutating func peek(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}

extension UInt8 {
    fileprivate var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
