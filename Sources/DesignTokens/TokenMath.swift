#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The arithmetic that Tokens Studio and sd-transforms allow in a token's value, once its
/// aliases are resolved: `16 * 1.5`, `{size.base} * {size.scale}` (as `16px * 1.25`),
/// `roundTo(16 * 1.25^5)`, with `+ - * /`, `^` (right-associative, above `*` and unary minus), parentheses, unary
/// minus, and the functions `roundTo(x, decimals = 0)`, `min`, `max`, `round`, `floor`, `ceil` and
/// `abs`. Units follow sd-transforms: every number may carry the same unit (`px`, `rem`, `em`,
/// `%`, `pt`) or none, the arithmetic is done on the numbers, and the result carries that unit;
/// two different units do not agree, and the expression is not evaluated.
///
/// A small recursive-descent parser over the text's bytes, bounded in depth; nothing is ever
/// evaluated as code.
struct TokenMath {
    /// A number with its unit (`nil` for none).
    struct Quantity: Equatable {
        let value: Double
        let unit: String?
    }

    /// Why an expression was not evaluated, said in a message.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The deepest nesting of parentheses, function calls and unary minus followed.
    static let maxDepth = 64

    /// The value of `text`, or why it has none.
    static func evaluate(_ text: String) -> Result<Quantity, Failure> {
        var parser = TokenMath(Array(text.utf8))
        do throws(Failure) {
            let value = try parser.sum(depth: 0)
            parser.skipSpaces()
            guard parser.position == parser.bytes.count else {
                throw Failure(reason: "it has '\(parser.rest)' where an operator or the end should be")
            }
            guard value.isFinite else { throw Failure(reason: "its value is not a finite number") }
            guard parser.units.count <= 1 else {
                throw Failure(
                    reason:
                        "its units do not agree (\(parser.units.sorted().joined(separator: ", "))): give every number the same unit, or none"
                )
            }
            return .success(Quantity(value: value, unit: parser.units.first))
        } catch {
            return .failure(error)
        }
    }

    private let bytes: [UInt8]
    private var position = 0
    /// The distinct units of the numbers read.
    private var units: Set<String> = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    private var rest: String { String(decoding: bytes[position...].prefix(24), as: UTF8.self) }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// Takes `byte` (after spaces) when it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func sum(depth: Int) throws(Failure) -> Double {
        var value = try product(depth: depth)
        while true {
            if take(UInt8(ascii: "+")) {
                value += try product(depth: depth)
            } else if take(UInt8(ascii: "-")) {
                value -= try product(depth: depth)
            } else {
                return value
            }
        }
    }

    private mutating func product(depth: Int) throws(Failure) -> Double {
        var value = try power(depth: depth)
        while true {
            if take(UInt8(ascii: "*")) {
                value *= try power(depth: depth)
            } else if take(UInt8(ascii: "/")) {
                let divisor = try power(depth: depth)
                guard divisor != 0 else { throw Failure(reason: "it divides by zero") }
                value /= divisor
            } else {
                return value
            }
        }
    }

    /// A unary minus binds less tightly than `^`, as in the tools' evaluator: `-2^2` is -4.
    private mutating func power(depth: Int) throws(Failure) -> Double {
        guard depth < Self.maxDepth else { throw Failure(reason: "it nests deeper than \(Self.maxDepth) levels") }
        if take(UInt8(ascii: "-")) { return -(try power(depth: depth + 1)) }
        if take(UInt8(ascii: "+")) { return try power(depth: depth + 1) }
        let base = try primary(depth: depth)
        guard take(UInt8(ascii: "^")) else { return base }
        return Self.raise(base, to: try power(depth: depth + 1))
    }

    private mutating func primary(depth: Int) throws(Failure) -> Double {
        skipSpaces()
        if take(UInt8(ascii: "(")) {
            let value = try sum(depth: depth + 1)
            guard take(UInt8(ascii: ")")) else { throw Failure(reason: "a '(' is never closed") }
            return value
        }
        let word = letters()
        if !word.isEmpty {
            guard take(UInt8(ascii: "(")) else {
                throw Failure(reason: "it has the word '\(word)', which is not a number")
            }
            var arguments = [try sum(depth: depth + 1)]
            while take(UInt8(ascii: ",")) { arguments.append(try sum(depth: depth + 1)) }
            guard take(UInt8(ascii: ")")) else { throw Failure(reason: "\(word)( is never closed") }
            return try Self.call(word, arguments)
        }
        return try number()
    }

    /// A number, with its unit if one follows.
    private mutating func number() throws(Failure) -> Double {
        let start = position
        while position < bytes.count, bytes[position].isDigit || bytes[position] == UInt8(ascii: ".") { position += 1 }
        if position > start, position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            var end = position + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }
            if end < bytes.count, bytes[end].isDigit {
                position = end
                while position < bytes.count, bytes[position].isDigit { position += 1 }
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), text.first != "." || text.count > 1 else {
            throw Failure(
                reason: position < bytes.count
                    ? "it has '\(rest)' where a number should be" : "it ends where a number should be")
        }
        let unit = take(UInt8(ascii: "%")) ? "%" : letters()
        if !unit.isEmpty {
            guard Self.units.contains(unit) else {
                throw Failure(reason: "'\(unit)' is not a unit plistc reads (px, rem, em, %, pt)")
            }
            units.insert(unit)
        }
        return value
    }

    /// The letters that start here (a function's name or a unit), taken.
    private mutating func letters() -> String {
        let start = position
        while position < bytes.count, bytes[position] | 0x20 >= UInt8(ascii: "a"),
            bytes[position] | 0x20 <= UInt8(ascii: "z")
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static let units: Set<String> = ["px", "rem", "em", "%", "pt"]

    private static func call(_ name: String, _ arguments: [Double]) throws(Failure) -> Double {
        switch (name, arguments.count) {
        case ("roundTo", 1): return roundedHalfUp(arguments[0])
        case ("roundTo", 2):
            guard arguments[1] == arguments[1].rounded(), (0...15).contains(arguments[1]) else {
                throw Failure(reason: "roundTo's second argument is a number of decimals, 0 to 15")
            }
            let scale = raise(10, to: arguments[1])
            return roundedHalfUp(arguments[0] * scale) / scale
        case ("min", _): return arguments.min() ?? 0
        case ("max", _): return arguments.max() ?? 0
        case ("round", 1): return roundedHalfUp(arguments[0])
        case ("floor", 1): return arguments[0].rounded(.down)
        case ("ceil", 1): return arguments[0].rounded(.up)
        case ("abs", 1): return abs(arguments[0])
        case ("roundTo", _), ("round", _), ("floor", _), ("ceil", _), ("abs", _):
            throw Failure(reason: "\(name) takes \(name == "roundTo" ? "one or two arguments" : "one argument")")
        default:
            throw Failure(
                reason: "\(name)( is not a function plistc evaluates (roundTo, min, max, round, floor, ceil, abs)")
        }
    }

    /// The nearest whole number, halves upward (`-1.5` → -1), as JavaScript's `Math.round`,
    /// which the tools' `roundTo` and `round` are made of.
    static func roundedHalfUp(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }

    /// `base` to the power `exponent`, as the C library's `pow` gives it (correctly rounded
    /// in glibc: `1.25^5` is exactly 3.0517578125).
    static func raise(_ base: Double, to exponent: Double) -> Double { pow(base, exponent) }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
