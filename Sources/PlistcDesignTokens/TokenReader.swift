import PlistcDiagnostics
import PlistcJSON
import PlistcPropertyList
import PlistcStyleDictionary

/// One typography token read into a style's entry, with what is wrong with it located at the
/// token.
struct TokenReader {
    let token: DesignTokens.Token
    let remBase: Double
    let fonts: FontAvailability?
    /// The tokens `token` is one of, to find where an aliased field was written.
    let tokens: DesignTokens?
    private(set) var diagnostics: [Diagnostic] = []
    /// The style read for, whose default size a message suggests.
    private var style = TextStyle.body

    init(token: DesignTokens.Token, remBase: Double, fonts: FontAvailability?, tokens: DesignTokens? = nil) {
        self.token = token
        self.remBase = remBase
        self.fonts = fonts
        self.tokens = tokens
    }

    /// plistc's own facts, when the tokens came from `build --emit dtcg`.
    var plistc: JSONValue? { token.extensions?["org.plistc"] }

    mutating func entry(for style: TextStyle) -> TokenImport.Entry? {
        self.style = style
        if plistc?["origin"]?.string == "system" { return nil }
        guard let size = points(token.value.typography("fontSize"), field: "fontSize") else {
            if token.value.typography("fontSize") == nil {
                problem("'\(token.path)' has no fontSize: write a dimension such as \(example)")
            }
            return nil
        }
        if size <= 0 {
            problem(
                field: "fontSize",
                "is \(SizeText.exact(size)) px, which no text is drawn at: imported as it is; plistc lint says more",
                severity: .warning)
        }
        guard let name = fontName() else { return nil }
        var entry = TokenImport.Entry(style: style, fontName: name, fontSize: size)
        let facts = plistc
        // A plistc export says (with null) that the style set no line height or letter
        // spacing, whatever the token's required value stands in for it.
        if facts?["lineHeight"] != .null, let multiple = lineHeight(token.value.typography("lineHeight"), size: size) {
            entry.lineHeight = inRange(multiple, "lineHeight", upTo: Self.maxMultiple, unit: "")
        }
        if facts?["letterSpacing"] != .null {
            entry.letterSpacing = points(
                token.value.typography("letterSpacing"), field: "letterSpacing", relativeTo: size)
        }
        if facts?["letterSpacing"] == nil, entry.letterSpacing == 0 { entry.letterSpacing = nil }
        entry.maximumPointSize = facts?["maximumPointSize"]?.number.flatMap {
            inRange($0, "$extensions.org.plistc.maximumPointSize", upTo: Self.maxPoints, unit: " pt")
        }
        entry.legibilityFontName = facts?["legibilityFontName"]?.string.flatMap {
            visibleName($0, "$extensions.org.plistc.legibilityFontName")
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return entry
    }

    /// A dimension in points: DTCG's `{"value": 17, "unit": "px"}`, or what the earlier drafts,
    /// Style Dictionary and Tokens Studio write, a number (px) or a string (`"16px"`, `"1rem"`,
    /// `"16"`, `"{size.base} * 1.25"` once its aliases are resolved: ``TokenMath``). `px` and `pt`
    /// are points, `rem` times the base; `em` and `%` are of the font size, for letter spacing.
    private mutating func points(_ value: JSONValue?, field: String, relativeTo size: Double? = nil) -> Double? {
        guard let value, let quantity = quantity(value, field: field) else { return nil }
        return points(quantity, field: field, relativeTo: size)
    }

    /// The number and unit of a dimension as any of the tools write it, or nil (reported).
    private mutating func quantity(_ value: JSONValue, field: String) -> TokenMath.Quantity? {
        switch value {
        case .number(let number):
            return TokenMath.Quantity(value: number, unit: nil)
        case .string(let text):
            switch TokenMath.evaluate(text) {
            case .success(let result): return result
            case .failure(let failure):
                problem(field: field, "is \"\(text)\", which plistc cannot read as a dimension: \(failure.reason)")
                return nil
            }
        default:
            let number = value["value"]?.number ?? value["value"]?.string.flatMap(Double.init)
            guard let number, let unit = value["unit"]?.string else {
                problem(field: field, "is not a dimension: write one such as \(example)")
                return nil
            }
            return TokenMath.Quantity(value: number, unit: unit)
        }
    }

    /// `quantity` in points.
    private mutating func points(_ quantity: TokenMath.Quantity, field: String, relativeTo size: Double?) -> Double? {
        switch (quantity.unit, size) {
        case (nil, _), ("px", _), ("pt", _):
            return inRange(quantity.value, field, upTo: Self.maxPoints, unit: " px")
        case ("rem", _):
            return inRange(quantity.value, field, upTo: Self.maxPoints / remBase, unit: " rem").map { $0 * remBase }
        case ("em", let size?):
            return inRange(quantity.value, field, upTo: Self.maxMultiple, unit: " em").map { $0 * size }
        case ("%", let size?):
            return inRange(quantity.value, field, upTo: Self.maxMultiple * 100, unit: "%").map { $0 / 100 * size }
        case (let unit?, _):
            problem(field: field, "is in '\(unit)': design tokens use px (iOS points) or rem")
            return nil
        }
    }

    /// A line height as a multiple of the size: a number is one (DTCG), a percentage is a
    /// hundredth of one (`"125%"`, Tokens Studio), a dimension in px or rem is divided by the
    /// size; `"AUTO"` and `"normal"` are the font's own, which is none in the dictionary.
    private mutating func lineHeight(_ value: JSONValue?, size: Double) -> Double? {
        guard let value else { return nil }
        if let text = value.string, ["auto", "normal"].contains(text.lowercased()) { return nil }
        guard let quantity = quantity(value, field: "lineHeight") else { return nil }
        // A bare number is a multiple and a percentage (in text) a hundredth of one; a
        // dimension object is a dimension whatever its unit.
        switch (quantity.unit, value.string != nil || value.number != nil) {
        case (nil, true) where quantity.value > Self.maxBareMultiple && size > 0:
            // Tokens Studio gives Figma a bare number as pixels (24); as a multiple, no text has it.
            problem(
                field: "lineHeight",
                "is \(SizeText.exact(quantity.value)) without a unit, read as \(SizeText.exact(quantity.value)) px (as Figma reads it; a multiple so large is no line height): write \"\(SizeText.exact(quantity.value))px\" to say so",
                severity: .note)
            return points(quantity, field: "lineHeight", relativeTo: nil).map { $0 / size }
        case (nil, true): return quantity.value
        case ("%", true): return quantity.value / 100
        default:
            guard size > 0, let points = points(quantity, field: "lineHeight", relativeTo: nil) else { return nil }
            return points / size
        }
    }

    /// The largest size imported, in points: no text is drawn larger, and `1e300` or a
    /// number that overflowed to infinity (`1e999`) is a mistake, not a size.
    static let maxPoints = 100_000.0
    /// The largest bare number read as a line-height multiple; above it, it is points.
    static let maxBareMultiple = 5.0
    /// The largest line-height multiple imported.
    static let maxMultiple = 1_000.0

    /// `number` when it is finite and at most `limit` in magnitude; otherwise an error located
    /// at the token, and `nil`.
    private mutating func inRange(_ number: Double, _ field: String, upTo limit: Double, unit: String) -> Double? {
        guard number.isFinite else {
            problem(
                field: field,
                "is not a finite number (JSON such as 1e999 overflows to infinity): write it in ordinary digits")
            return nil
        }
        guard abs(number) <= limit else {
            problem(
                field: field,
                "is \(SizeText.exact(number))\(unit), out of range (at most \(SizeText.exact(limit))\(unit)): check the value"
            )
            return nil
        }
        return number
    }

    /// A font name when it holds no control or other hidden character (`VisibleText`), which no
    /// font's name has and which would reach the plist raw; otherwise an error, and `nil`.
    mutating func visibleName(_ name: String, _ field: String) -> String? {
        guard let hidden = name.unicodeScalars.first(where: { $0 == "\0" || VisibleText.isHidden($0) }) else {
            return name
        }
        let hex = String(hidden.value, radix: 16, uppercase: true)
        problem(
            field: field,
            "holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which no font's name has: remove it"
        )
        return nil
    }

    mutating func problem(_ message: String, severity: Diagnostic.Severity = .error) {
        diagnostics.append(TokenFinding.diagnostic(message, at: token.location, severity: severity))
    }

    /// A problem with `field` of the token's value (`message` follows its name), located where
    /// the field was written: at the token, or at the token its alias leads to, which the
    /// message names first (`'size.small' (body.fontSize) is …`).
    mutating func problem(field: String, _ message: String, severity: Diagnostic.Severity = .error) {
        let named = "\(token.path).\(field)"
        guard let origin = tokens?.origin(of: field, in: token) else {
            diagnostics.append(TokenFinding.diagnostic("'\(named)' \(message)", at: token.location, severity: severity))
            return
        }
        diagnostics.append(
            TokenFinding.diagnostic("'\(origin.path)' (\(named)) \(message)", at: origin.location, severity: severity))
    }

    /// A dimension to write for the style: its default size (Apple's, at the default text size).
    private var example: String {
        "{\"value\": \(SizeText.exact(AppleTypeTable.pointSize(style, .large))), \"unit\": \"px\"}"
    }
}
