import Testing

@testable import DesignTokens

/// The arithmetic of token values, against values worked out by hand: the tools' precedence
/// (`^` right-associative and above unary minus), their rounding (halves upward), and their
/// units (one unit or none).
@Suite("Token math")
struct TokenMathTests {
    static func value(_ text: String) -> TokenMath.Quantity? {
        if case .success(let quantity) = TokenMath.evaluate(text) { quantity } else { nil }
    }

    static func reason(_ text: String) -> String? {
        if case .failure(let failure) = TokenMath.evaluate(text) { failure.reason } else { nil }
    }

    @Test(arguments: [
        ("16", 16.0, nil as String?), ("16px", 16, "px"), ("1.0625rem", 1.0625, "rem"), ("125%", 125, "%"),
        ("16 * 1.5", 24, nil), ("16px * 1.25", 20, "px"), ("2px * 3px", 6, "px"), ("16 / 3 * 3", 16, nil),
        ("1 + 2 * 3", 7, nil), ("(1 + 2) * 3", 9, nil), ("2^3^2", 512, nil), ("-2^2", -4, nil), ("2^-1", 0.5, nil),
        ("16 * 1.25^5", 48.828125, nil), ("roundTo(16 * 1.25^5)", 49, nil), ("roundTo(48.828125, 2)", 48.83, nil),
        ("roundTo(2.5)", 3, nil), ("roundTo(-2.5)", -2, nil), ("round(-1.5)", -1, nil), ("floor(1.9)", 1, nil),
        ("ceil(1.1)", 2, nil), ("abs(-3)", 3, nil), ("min(8px, 4px, 6px)", 4, "px"), ("max(1, 2)", 2, nil),
        ("  4 -  -2 ", 6, nil), ("1e2", 100, nil), ("1.5e-1 * 10", 1.5, nil), (".5 * 4", 2, nil),
    ])
    func evaluates(text: String, expected: Double, unit: String?) {
        #expect(Self.value(text) == TokenMath.Quantity(value: expected, unit: unit), "\(text)")
    }

    @Test(arguments: [
        ("16px + 1rem", "its units do not agree (px, rem): give every number the same unit, or none"),
        ("16 / 0", "it divides by zero"),
        ("(1 + 2", "a '(' is never closed"),
        ("1 + ", "it ends where a number should be"),
        ("16 16", "it has '16' where an operator or the end should be"),
        ("Inter", "it has the word 'Inter', which is not a number"),
        ("16vw", "'vw' is not a unit plistc reads (px, rem, em, %, pt)"),
        ("sqrt(4)", "sqrt( is not a function plistc evaluates (roundTo, min, max, round, floor, ceil, abs)"),
        ("roundTo(1, 2, 3)", "roundTo takes one or two arguments"),
        ("roundTo(1, 0.5)", "roundTo's second argument is a number of decimals, 0 to 15"),
        ("10^400", "its value is not a finite number"),
    ])
    func refuses(text: String, reason: String) {
        #expect(Self.reason(text) == reason, "\(text)")
    }

    /// Deep nesting ends in a finding, not in a stack overflow.
    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(Self.reason(deep) == "it nests deeper than 64 levels")
        #expect(Self.reason(String(repeating: "-", count: 100_000) + "1") == "it nests deeper than 64 levels")
        #expect(Self.value(String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60))?.value == 1)
    }
}
