import Testing

@testable import PlistcDesignTokens

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
        ("16 * 1.25^5", 48.8281, nil), ("16px + 4", 20, "px"), ("4 / 2px", 2, "px"), ("roundTo(16 * 1.25^5)", 49, nil),
        ("roundTo(48.828125, 2)", 48.83, nil),
        ("roundTo(2.5)", 3, nil), ("roundTo(-2.5)", -2, nil), ("round(-1.5)", -1, nil), ("floor(1.9)", 1, nil),
        ("ceil(1.1)", 2, nil), ("abs(-3)", 3, nil), ("min(8px, 4px, 6px)", 4, "px"), ("max(1, 2)", 2, nil),
        ("  4 -  -2 ", 6, nil), ("1e2", 100, nil), ("1.5e-1 * 10", 1.5, nil), (".5 * 4", 2, nil),
    ])
    func evaluates(text: String, expected: Double, unit: String?) {
        #expect(Self.value(text) == TokenMath.Quantity(value: expected, unit: unit), "\(text)")
    }

    @Test(arguments: [
        (
            "16px + 1rem",
            "it adds a number in px or without a unit and a number in rem, whose units do not agree: give both the same unit, or (to scale) leave the factor without one"
        ),
        ("16 / 0", "it divides by zero"),
        ("(1 + 2", "a '(' is never closed"),
        ("1 + ", "it ends where a number should be"),
        ("16 16", "it has '16' where an operator or the end should be"),
        ("Inter", "it has the word 'Inter', which is not a number"),
        ("16ch", "'ch' is not a unit plistc reads (px, rem, em, %, pt, vw, vh)"),
        ("sqrt(4)", "sqrt( is not a function plistc evaluates (roundTo, min, max, round, floor, ceil, abs)"),
        ("roundTo(1, 2, 3)", "roundTo takes one or two arguments"),
        ("roundTo(1, 0.5)", "roundTo's second argument is a number of decimals, 0 to 15"),
        ("10^400", "its value is not a finite number"),
    ])
    func refuses(text: String, reason: String) {
        #expect(Self.reason(text) == reason, "\(text)")
    }

    /// sd-transforms' own expectations (`test/spec/checkAndEvaluateMath.spec.ts` of
    /// tokens-studio/sd-transforms at 0517079c4d642eb149283afa0454809981adcbe4, MIT), for the
    /// cases of one value: what it evaluates gives the same number and unit here.
    @Test(arguments: [
        ("4 * 7", 28.0, nil as String?), ("4 * 7px", 28, "px"), ("4 * 7rem", 28, "rem"), ("4px * 7px", 28, "px"),
        ("4 * 7px * 8px", 224, "px"), ("4em + 7em", 11, "em"), ("4 * 7em * 8em", 224, "em"),
        ("5px * 4px / 2px", 10, "px"), ("10vw + 20vw", 30, "vw"), ("2pt * 4", 8, "pt"), ("roundTo(4 / 7, 1)", 0.6, nil),
        ("ceil(roundTo(16/1.2,0)/2)*2", 14, nil), ("roundTo(4px / 7, 1)", 0.6, "px"),
        ("ceil(roundTo(16px/1.2,0)/2)*2", 14, "px"), ("roundTo(4 / 7, 1) * 24", 14.4, nil), ("11 * 5", 55, nil),
        ("11", 11, nil), ("min(10px, 24px, 5px, 12px, 6px)", 5, "px"), ("min(10, 24, 5, 12, 6)", 5, nil),
        ("4px * 7em", 28, "em"), ("2em * 20px", 40, "em"), ("(15 + 20 - 17 * 8 / 3) * 7px", -72.3333, "px"),
    ])
    func agreesWithSDTransforms(text: String, expected: Double, unit: String?) throws {
        let quantity = try #require(Self.value(text), "\(text)")
        #expect(quantity == TokenMath.Quantity(value: expected, unit: unit), "\(text)")
    }

    /// What sd-transforms leaves unevaluated is refused here too.
    @Test(arguments: ["4 + 7rem", "4em + 7rem", "1000 / 20em", "4px + 7em", "2em + 20", "2em + 20px"])
    func refusesWhatSDTransformsLeavesAlone(text: String) {
        #expect(Self.value(text) == nil, "\(text)")
    }

    /// Deep nesting ends in a finding, not in a stack overflow.
    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(Self.reason(deep) == "it nests deeper than 64 levels")
        #expect(Self.reason(String(repeating: "-", count: 100_000) + "1") == "it nests deeper than 64 levels")
        #expect(Self.value(String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60))?.value == 1)
    }
}
