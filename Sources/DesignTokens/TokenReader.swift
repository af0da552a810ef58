import Diagnostics
import JSON
import PropertyList
import StyleDictionary

/// One typography token read into a style's entry, with what is wrong with it located at the
/// token.
struct TokenReader {
    let token: DesignTokens.Token
    let remBase: Double
    let fonts: FontAvailability?
    private(set) var diagnostics: [Diagnostic] = []

    init(token: DesignTokens.Token, remBase: Double, fonts: FontAvailability?) {
        self.token = token
        self.remBase = remBase
        self.fonts = fonts
    }

    /// plistc's own facts, when the tokens came from `build --emit dtcg`.
    private var plistc: JSONValue? { token.extensions?["org.plistc"] }

    mutating func entry(for style: TextStyle) -> TokenImport.Entry? {
        if plistc?["origin"]?.string == "system" { return nil }
        guard let size = points(token.value["fontSize"], field: "fontSize") else {
            if token.value["fontSize"] == nil {
                problem("'\(token.path)' has no fontSize: write a dimension such as {\"value\": 17, \"unit\": \"px\"}")
            }
            return nil
        }
        if size <= 0 {
            problem(
                "'\(token.path).fontSize' is \(SizeText.exact(size)) px, which no text is drawn at: imported as it is; plistc lint says more",
                severity: .warning)
        }
        guard let name = fontName() else { return nil }
        var entry = TokenImport.Entry(style: style, fontName: name, fontSize: size)
        let facts = plistc
        // A plistc export says (with null) that the style set no line height or letter
        // spacing, whatever the token's required value stands in for it.
        if facts?["lineHeight"] != .null, let multiple = token.value["lineHeight"]?.number {
            entry.lineHeight = inRange(multiple, "lineHeight", upTo: Self.maxMultiple, unit: "")
        }
        if facts?["letterSpacing"] != .null {
            entry.letterSpacing = points(token.value["letterSpacing"], field: "letterSpacing")
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

    /// A dimension in points: `px` as they are, `rem` times the base.
    private mutating func points(_ value: JSONValue?, field: String) -> Double? {
        guard let value else { return nil }
        guard let number = value["value"]?.number, let unit = value["unit"]?.string else {
            problem("'\(token.path).\(field)' is not a dimension: write {\"value\": 17, \"unit\": \"px\"}")
            return nil
        }
        switch unit {
        case "px": return inRange(number, field, upTo: Self.maxPoints, unit: " px")
        case "rem": return inRange(number, field, upTo: Self.maxPoints / remBase, unit: " rem").map { $0 * remBase }
        default:
            problem("'\(token.path).\(field)' is in '\(unit)': design tokens use px (iOS points) or rem")
            return nil
        }
    }

    /// The largest size imported, in points: no text is drawn larger, and `1e300` or a
    /// number that overflowed to infinity (`1e999`) is a mistake, not a size.
    static let maxPoints = 100_000.0
    /// The largest line-height multiple imported.
    static let maxMultiple = 1_000.0

    /// `number` when it is finite and at most `limit` in magnitude; otherwise an error located
    /// at the token, and `nil`.
    private mutating func inRange(_ number: Double, _ field: String, upTo limit: Double, unit: String) -> Double? {
        guard number.isFinite else {
            problem(
                "'\(token.path).\(field)' is not a finite number (JSON such as 1e999 overflows to infinity): write it in ordinary digits"
            )
            return nil
        }
        guard abs(number) <= limit else {
            problem(
                "'\(token.path).\(field)' is \(SizeText.exact(number))\(unit), out of range (at most \(SizeText.exact(limit))\(unit)): check the value"
            )
            return nil
        }
        return number
    }

    /// A font name when it holds no control or other hidden character (`VisibleText`), which no
    /// font's name has and which would reach the plist raw; otherwise an error, and `nil`.
    private mutating func visibleName(_ name: String, _ field: String) -> String? {
        guard let hidden = name.unicodeScalars.first(where: { $0 == "\0" || VisibleText.isHidden($0) }) else {
            return name
        }
        let hex = String(hidden.value, radix: 16, uppercase: true)
        problem(
            "'\(token.path).\(field)' holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which no font's name has: remove it"
        )
        return nil
    }

    /// The PostScript name: plistc's, the given fonts' face of the family and weight, or the
    /// family when it looks like a PostScript name.
    private mutating func fontName() -> String? {
        if let name = plistc?["fontName"]?.string { return visibleName(name, "$extensions.org.plistc.fontName") }
        let familyValue = token.value["fontFamily"]
        let family: String? =
            if case .array(let names) = familyValue { names.first?.string } else { familyValue?.string }
        guard let family, !family.isEmpty else {
            problem("'\(token.path)' has no fontFamily: write the font's family name")
            return nil
        }
        guard visibleName(family, "fontFamily") != nil else { return nil }
        if let number = token.value["fontWeight"]?.number, !(1...1000).contains(number) {
            problem(
                "'\(token.path).fontWeight' is \(number.isFinite ? SizeText.exact(number) : "not a finite number"), out of range: a weight is 1 to 1000 (400 regular, 700 bold)"
            )
            return nil
        }
        let weight = Self.weight(token.value["fontWeight"])
        if let fonts {
            let faces = fonts.faces.filter { $0.family == family }
            if let face = faces.first(where: { $0.weightClass == weight }) { return face.postScriptName }
            if let face = faces.min(by: {
                abs(($0.weightClass ?? 400) - weight) < abs(($1.weightClass ?? 400) - weight)
            }) {
                problem(
                    "'\(token.path)' asks for \(family) at weight \(weight), which no given font has: \(face.postScriptName) (weight \(face.weightClass.map(String.init) ?? "unknown")) is the closest; check the weight or add the font file",
                    severity: .warning)
                return face.postScriptName
            }
            problem(
                "'\(token.path)' asks for the family \(family), which no given font file holds: add its files with --fonts, or map the token to a PostScript name"
            )
            return nil
        }
        // A PostScript name has a dash (Avenir-Heavy); a family (Avenir Next, Roboto) gets the
        // usual name of its face of that weight, to check with --fonts.
        if family.contains("-") && !family.contains(" ") { return family }
        let name = family.filter { $0 != " " } + "-" + Self.weightName(weight)
        problem(
            "'\(token.path)' names the family \(family), so the font is taken to be \(name), the usual PostScript name of its weight \(weight): give the font files with --fonts to find the real face",
            severity: .warning)
        return name
    }

    private mutating func problem(_ message: String, severity: Diagnostic.Severity = .error) {
        diagnostics.append(TokenFinding.diagnostic(message, at: token.location, severity: severity))
    }

    /// A DTCG font weight as a number: 1 to 1000, or one of the names (400 when absent).
    static func weight(_ value: JSONValue?) -> Int {
        if let number = value?.number { return (1...1000).contains(number) ? Int(number) : 400 }
        let names: [String: Int] = [
            "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
            "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
            "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
        ]
        return value?.string.flatMap { names[$0] } ?? 400
    }

    private static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<200: "Thin"
        case ..<300: "ExtraLight"
        case ..<400: "Light"
        case ..<500: "Regular"
        case ..<600: "Medium"
        case ..<700: "SemiBold"
        case ..<800: "Bold"
        case ..<900: "ExtraBold"
        default: "Black"
        }
    }
}
