/// A strict JSON parser (RFC 8259) for configuration files, and the check that every JSON
/// plistc writes can be read back. Every error says where (line and column) and how to fix it.
///
/// Strict: numbers follow RFC 8259's grammar exactly (no `+1`, `01`, `.5`, `1.`), escapes are
/// the eight of the RFC and `\uXXXX` with surrogates in pairs, strings hold no raw control
/// characters and only valid UTF-8, and nothing follows the value but white space. A UTF-8
/// byte-order mark is skipped. Linear in its input: no backtracking, and positions are counted
/// as the parser goes, not from the start for each error.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted in a configuration file.
    public static let maxDepth = 64
    /// The deepest nesting accepted when reading back what plistc wrote: `dump --json` of a
    /// property list as deep as `--max-depth` allows by default (512), and some more.
    public static let outputDepth = 1_024

    let bytes: [UInt8]
    var index = 0
    var position: TextPosition
    private let depthLimit: Int

    private init(_ text: [UInt8], maxDepth: Int) {
        bytes = text
        position = TextPosition()
        depthLimit = maxDepth
    }

    /// Parses a whole document.
    ///
    /// - Throws: `JSONSyntaxError` at the first problem.
    public static func parse(_ text: [UInt8], maxDepth: Int = maxDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text, maxDepth: maxDepth)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.position.startLine(at: 3)
        }
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
        guard depth <= depthLimit else { throw error("nested more than \(depthLimit) levels deep") }
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
            skipWhitespace()
            let (valueLine, valueColumn) = position.of(index, in: bytes)
            let value = try value(depth: depth)
            members.append(
                JSONValue.Member(
                    key: key, value: value, line: line, column: column, valueLine: valueLine, valueColumn: valueColumn))
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            guard take(UInt8(ascii: ",")) else { throw error("expected ',' or '}' in the object") }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= depthLimit else { throw error("nested more than \(depthLimit) levels deep") }
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
        guard let first = current, first.isASCIIDigit else {
            throw error("'-' must be followed by a digit: write -1 or -0.5")
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = current, next.isASCIIDigit {
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
    mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, byte.isASCIIDigit { index += 1 }
        return index - start
    }

    // MARK: Reading (also for the string and number extensions)

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
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

    mutating func error(_ message: String) -> JSONSyntaxError {
        let (line, column) = position.of(min(index, bytes.count), in: bytes)
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
