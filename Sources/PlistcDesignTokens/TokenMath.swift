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
/// `abs`, the result to four decimals as sd-transforms gives it. Units (`rem`, `em`, `%`, `pt`,
/// `vw`, `vh`) as sd-transforms takes them: `px` is taken as no unit (it strips it) and the
/// result is in px when it has no other unit; a sum or a `min`/`max` is of numbers in one unit,
/// or all without one (`4 + 7rem` is left alone); a product of numbers with one unit at most
/// among them, or the same (`4px * 7em` is `28em`); a quotient by a number without a unit or in
/// the same one (`1000 / 20em` is left alone).
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
            let quantity = try parser.sum(depth: 0)
            parser.skipSpaces()
            guard parser.position == parser.bytes.count else {
                throw Failure(reason: "it has '\(parser.rest)' where an operator or the end should be")
            }
            guard quantity.value.isFinite else { throw Failure(reason: "its value is not a finite number") }
            let digits = 10_000.0
            let value = abs(quantity.value) < 1e11 ? roundedHalfUp(quantity.value * digits) / digits : quantity.value
            return .success(Quantity(value: value, unit: quantity.unit ?? (parser.sawPixels ? "px" : nil)))
        } catch {
            return .failure(error)
        }
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Whether a number was in px, which the arithmetic takes as no unit (as sd-transforms
    /// strips it) and the result carries when it has no other.
    private var sawPixels = false

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

    private mutating func sum(depth: Int) throws(Failure) -> Quantity {
        var left = try product(depth: depth)
        while true {
            let sign: Double
            if take(UInt8(ascii: "+")) { sign = 1 } else if take(UInt8(ascii: "-")) { sign = -1 } else { return left }
            let right = try product(depth: depth)
            guard left.unit == right.unit else { throw Self.disagree("adds", left, right) }
            left = Quantity(value: left.value + sign * right.value, unit: left.unit)
        }
    }

    private mutating func product(depth: Int) throws(Failure) -> Quantity {
        var left = try power(depth: depth)
        while true {
            if take(UInt8(ascii: "*")) {
                let right = try power(depth: depth)
                guard left.unit == nil || right.unit == nil || left.unit == right.unit else {
                    throw Self.disagree("multiplies", left, right)
                }
                left = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
            } else if take(UInt8(ascii: "/")) {
                let right = try power(depth: depth)
                guard right.value != 0 else { throw Failure(reason: "it divides by zero") }
                guard right.unit == nil || right.unit == left.unit else { throw Self.disagree("divides", left, right) }
                left = Quantity(value: left.value / right.value, unit: left.unit)
            } else {
                return left
            }
        }
    }

    /// A unary minus binds less tightly than `^`, as in the tools' evaluator: `-2^2` is -4.
    private mutating func power(depth: Int) throws(Failure) -> Quantity {
        guard depth < Self.maxDepth else { throw Failure(reason: "it nests deeper than \(Self.maxDepth) levels") }
        if take(UInt8(ascii: "-")) {
            let operand = try power(depth: depth + 1)
            return Quantity(value: -operand.value, unit: operand.unit)
        }
        if take(UInt8(ascii: "+")) { return try power(depth: depth + 1) }
        let base = try primary(depth: depth)
        guard take(UInt8(ascii: "^")) else { return base }
        let exponent = try power(depth: depth + 1)
        guard exponent.unit == nil else { throw Failure(reason: "an exponent has a unit (\(exponent.unit ?? ""))") }
        return Quantity(value: Self.raise(base.value, to: exponent.value), unit: base.unit)
    }

    private mutating func primary(depth: Int) throws(Failure) -> Quantity {
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
    private mutating func number() throws(Failure) -> Quantity {
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
        guard let value = Double(text) else {
            throw Failure(
                reason: position < bytes.count
                    ? "it has '\(rest)' where a number should be" : "it ends where a number should be")
        }
        let unit = position < bytes.count && bytes[position] == UInt8(ascii: "%") ? "%" : letters(from: position)
        guard unit.isEmpty || Self.units.contains(unit) else {
            throw Failure(reason: "'\(unit)' is not a unit plistc reads (px, rem, em, %, pt, vw, vh)")
        }
        position += unit.utf8.count
        if unit == "px" { sawPixels = true }
        return Quantity(value: value, unit: unit.isEmpty || unit == "px" ? nil : unit)
    }

    /// The letters that start here (a function's name), taken.
    private mutating func letters() -> String {
        let word = letters(from: position)
        position += word.utf8.count
        return word
    }

    /// The letters that start at `start`.
    private func letters(from start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] | 0x20 >= UInt8(ascii: "a"), bytes[end] | 0x20 <= UInt8(ascii: "z") {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static let units: Set<String> = ["px", "rem", "em", "%", "pt", "vw", "vh"]

    private static func disagree(_ operation: String, _ left: Quantity, _ right: Quantity) -> Failure {
        Failure(
            reason:
                "it \(operation) \(Self.describe(left.unit)) and \(Self.describe(right.unit)), whose units do not agree: give both the same unit, or (to scale) leave the factor without one"
        )
    }

    private static func describe(_ unit: String?) -> String {
        unit.map { "a number in \($0)" } ?? "a number in px or without a unit"
    }

    private static func call(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity {
        let first = arguments[0]
        func keeping(_ value: Double) -> Quantity { Quantity(value: value, unit: first.unit) }
        switch (name, arguments.count) {
        case ("roundTo", 1): return keeping(roundedHalfUp(first.value))
        case ("roundTo", 2):
            let decimals = arguments[1].value
            guard arguments[1].unit == nil, decimals == decimals.rounded(), (0...15).contains(decimals) else {
                throw Failure(reason: "roundTo's second argument is a number of decimals, 0 to 15")
            }
            let scale = raise(10, to: decimals)
            return keeping(roundedHalfUp(first.value * scale) / scale)
        case ("min", _), ("max", _):
            guard arguments.allSatisfy({ $0.unit == first.unit }) else {
                throw Failure(reason: "\(name)'s arguments are not all in one unit")
            }
            let values = arguments.map(\.value)
            return keeping((name == "min" ? values.min() : values.max()) ?? 0)
        case ("round", 1): return keeping(roundedHalfUp(first.value))
        case ("floor", 1): return keeping(first.value.rounded(.down))
        case ("ceil", 1): return keeping(first.value.rounded(.up))
        case ("abs", 1): return keeping(abs(first.value))
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
