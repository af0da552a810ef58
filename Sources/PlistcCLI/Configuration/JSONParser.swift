/// A strict JSON parser (RFC 8259) for configuration files, and the check that every JSON
/// plistc writes can be read back. Every error says where (line and column) and how to fix it.
///
/// Strict: numbers follow RFC 8259's grammar exactly (no `+1`, `01`, `.5`, `1.`), escapes are
/// the eight of the RFC and `\uXXXX` with surrogates in pairs, strings hold no raw control
/// characters and only valid UTF-8, and nothing follows the value but white space. A UTF-8
/// byte-order mark is skipped. Linear in its input: no backtracking, and positions are counted
/// as the parser goes, not from the start for each error.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var position: TextPosition

    private init(_ text: [UInt8]) {
        bytes = text
        position = TextPosition()
    }

    /// Parses a whole document.
    ///
    /// - Throws: `JSONSyntaxError` at the first problem.
    public static func parse(_ text: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "+"): throw error("a number cannot start with '+': write 1, not +1")
        case UInt8(ascii: "."): throw error("a number needs a digit before its '.': write 0.5, not .5")
        default: throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let (line, column) = position.of(index, in: bytes)
            let key = try string()
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
            let value = try value(depth: depth)
            members.append(JSONValue.Member(key: key, value: value, line: line, column: column))
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            guard take(UInt8(ascii: ",")) else { throw error("expected ',' or '}' in the object") }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return .array(items) }
            guard take(UInt8(ascii: ",")) else { throw error("expected ',' or ']' in the array") }
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected \(word)") }
        index += word.utf8.count
        return value
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, RFC 8259 §6.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard let first = current, first.isDigit else {
            throw error("'-' must be followed by a digit: write -1 or -0.5")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, next.isDigit {
            throw error("a number cannot have leading zeros: write 1, not 01")
        }
        skipDigits()
        if take(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { throw error("a number needs a digit after its '.': write 1.0 or 1, not 1.") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard skipDigits() > 0 else { throw error("an exponent needs digits: write 1e5, not 1e") }
        }
        // The grammar guarantees a decimal literal, which Double reads (overflowing to infinity).
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .infinity
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, byte.isDigit { index += 1 }
        return index - start
    }

    // MARK: Strings

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var text: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                let scalar = try escape()
                text.append(contentsOf: String(scalar).utf8)
            case 0..<0x20:
                throw error("a string holds a control character: write it escaped (\\n, \\t, \\u0000)")
            case 0..<0x80:
                text.append(byte)
                index += 1
            default:
                let length = UTF8Validation.sequenceLength(bytes, at: index)
                guard length > 0 else { throw error("the file is not valid UTF-8 here: save it as UTF-8") }
                text.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
        throw error("a string is not closed with '\"'")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the file ends inside an escape") }
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
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 2
            throw error(
                "unknown escape: JSON's escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hexadecimal digits"
            )
        }
    }

    /// The character of `\uXXXX` (the `\u` read), or of a surrogate pair `\uD83D\uDE00`.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index - 2
        let unit = try hexUnit()
        switch unit {
        case 0xD800..<0xDC00:
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw unpairedSurrogate(unit, at: start)
            }
            index += 2
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw unpairedSurrogate(unit, at: start) }
            // Both halves are in range, so the sum is at most U+10FFFF.
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00..<0xE000:
            throw unpairedSurrogate(unit, at: start)
        default:
            // Outside the surrogates, every 16-bit value is a scalar.
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current?.hexValue else { throw error("\\u needs four hexadecimal digits") }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }

    private mutating func unpairedSurrogate(_ unit: UInt32, at start: Int) -> JSONSyntaxError {
        index = start
        let hex = String(unit, radix: 16, uppercase: true)
        return error(
            "\\u\(hex) is half of a surrogate pair without its other half: write the character itself, or both halves (\\uD83D\\uDE00)"
        )
    }

    // MARK: Reading

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips white space, counting the lines it passes (the only place a line can end outside
    /// an error).
    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x0A:
                index += 1
                position.newLine(at: index)
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        let (line, column) = position.of(min(index, bytes.count), in: bytes)
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}

/// The line and column of offsets asked for in increasing order, each counted once: the line
/// from the line feeds passed, the column from where the last one was asked.
private struct TextPosition {
    private var line = 1
    private var lineStart = 0
    private var countedUpTo = 0
    private var column = 1

    mutating func newLine(at start: Int) {
        (line, lineStart, countedUpTo, column) = (line + 1, start, start, 1)
    }

    /// The 1-based line and column (in Unicode scalars) of `offset`, on the current line.
    mutating func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        if offset < countedUpTo { (countedUpTo, column) = (lineStart, 1) }
        for byte in bytes[countedUpTo..<max(offset, countedUpTo)] where byte & 0xC0 != 0x80 { column += 1 }
        countedUpTo = max(offset, countedUpTo)
        return (line, column)
    }
}

/// Well-formed UTF-8, as Unicode's table 3-7 defines it: no overlong forms, no surrogates,
/// nothing above U+10FFFF.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `index` (1 to 4), or 0 when the bytes
    /// there are not one.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0x00...0x7F: (1, 0x80...0xBF)
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0x80...0xBF)
            }
        guard length > 1 else { return length }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }

    fileprivate var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
