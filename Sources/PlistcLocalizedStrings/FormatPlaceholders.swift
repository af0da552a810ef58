/// The format placeholders of a localized string (`%@`, `%lld`, `%1$@`, `%.1f`, `%%`,
/// `${name}`, and a catalog's `%#@name@` left unresolved) replaced with sample values, as the app shows the string once formatted.
///
/// A placeholder's sample is the one `samples` gives for its exact spelling (`"%1$@"`), else
/// for its kind (`"%@"`, `"%d"`, `"%f"`, `"${}"`), else the default of the kind: a name for an
/// object or a C string, a four-digit number for an integer, a number with the placeholder's
/// precision for a floating-point one. One pass over the text.
public struct FormatPlaceholders: Sendable, Hashable {
    /// The default samples by kind.
    public static let defaults: [String: String] = [
        "%@": "Alexandra", "%d": "1,000", "%f": "1,234.5", "%c": "W", "%s": "Alexandra", "%x": "FFFF", "%o": "7777",
        "%e": "1.2e+03", "%g": "1,234.5", "%p": "0x7FFF", "${}": "Alexandra",
    ]

    private let samples: [String: String]

    /// Placeholders sampled with `samples` (by spelling or by kind) over the defaults.
    public init(samples: [String: String] = [:]) {
        self.samples = samples
    }

    /// `text` with each placeholder replaced by its sample; text that is no placeholder
    /// (a lone `%`, `% ` or an unclosed `${`) is kept as written.
    public func sampled(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", let (end, sample) = printfPlaceholder(scalars, from: index) {
                result.append(contentsOf: sample.unicodeScalars)
                index = end
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
                let close = scalars[(index + 2)...].prefix(64).firstIndex(of: "}")
            {
                let spelling = String(String.UnicodeScalarView(scalars[index...close]))
                result.append(contentsOf: sample(spelling: spelling, kind: "${}", precision: nil).unicodeScalars)
                index = close + 1
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// The placeholder starting at `start` (a `%`): where it ends and its sample.
    private func printfPlaceholder(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, String)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "%" { return (index + 1, "%") }
        // %1$@: a position; flags; width; .precision; length modifiers; the conversion.
        var digits = index
        while digits < scalars.count, Self.isDigit(scalars[digits]) { digits += 1 }
        if digits > index, digits < scalars.count, scalars[digits] == "$" { index = digits + 1 }
        // A catalog's substitution no form was found for (`%#@name@`, `%2$#@name@`): an object.
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@",
            let close = scalars[(index + 2)...].prefix(256).firstIndex(of: "@"), close > index + 2
        {
            let spelling = String(String.UnicodeScalarView(scalars[start...close]))
            return (close + 1, sample(spelling: spelling, kind: "%@", precision: nil))
        }
        while index < scalars.count, "-+#0'".unicodeScalars.contains(scalars[index]) { index += 1 }
        while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
        var precision: Int?
        if index < scalars.count, scalars[index] == "." {
            index += 1
            var value = 0
            while index < scalars.count, Self.isDigit(scalars[index]), value < 100 {
                value = value * 10 + Int(scalars[index].value - 48)
                index += 1
            }
            precision = value
        }
        while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index < scalars.count, let kind = Self.kind(of: scalars[index]) else { return nil }
        let spelling = String(String.UnicodeScalarView(scalars[start...index]))
        return (index + 1, sample(spelling: spelling, kind: kind, precision: precision))
    }

    private func sample(spelling: String, kind: String, precision: Int?) -> String {
        if let given = samples[spelling] ?? samples[kind] { return given }
        if kind == "%f", let precision {
            return precision == 0 ? "1,235" : "1,234." + String(repeating: "5", count: min(precision, 6))
        }
        return Self.defaults[kind] ?? ""
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    /// The kind a conversion character names, or `nil` when it is none.
    private static func kind(of conversion: Unicode.Scalar) -> String? {
        switch conversion {
        case "@": "%@"
        case "d", "i", "u", "D", "U": "%d"
        case "f", "F": "%f"
        case "e", "E": "%e"
        case "g", "G", "a", "A": "%g"
        case "c", "C": "%c"
        case "s", "S": "%s"
        case "x", "X": "%x"
        case "o", "O": "%o"
        case "p": "%p"
        default: nil
        }
    }
}
