import PlistcDiagnostics
import PlistcPropertyList

/// `font-size-type`: `fontSize` is not a number.
public enum FontSizeTypeRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "font-size-type", defaultSeverity: .error,
        summary: "fontSize is not an <integer> or <real>",
        explanation: """
            fontSize must be a number: <integer>17</integer> or <real>17.5</real>. A <string>
            holding digits, a boolean or a date fails to decode, and ScaledFont ignores the whole
            file.
            """,
        fixes: """
            a size written as a string of decimal digits (<string>17</string>) becomes the
            number element (<integer>17</integer>, <real>17.5</real>); other strings stay.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<string>17</string>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key>↓<true/>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><real>17</real>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.dictionaryEntries.compactMap { entry in
            guard let size = entry.fontSize, entry.fontSizePoints == nil else { return nil }
            // A string that holds a number: the element it means, and the fix when that is safe.
            let text = size.value.stringValue?.trimmingWhitespace()
            let (element, fix): (String?, Fix?)
            if let text, let whole = wholeNumber(text) {
                // The usual case, a whole number: no parse as a double, and no second look for the fix.
                let integer: Sentence = "<integer>\(whole)</integer>"
                (element, fix) = (integer.text, elementFix(text, element: integer.text, at: size.value.location))
            } else {
                element = text.flatMap(numericSuggestion)
                fix = text.flatMap { text in element.flatMap { numberFix(text, element: $0, at: size.value.location) } }
            }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key)).fontSize' is <\(size.value.elementName)>, not a number: write <integer> or <real>; ScaledFont ignores the whole file until then",
                at: size.value.location, keyPath: entry.key + ".fontSize",
                suggestion: element, fix: fix)
        }
    }

    /// The fix for a size written as a string of plain decimal digits (`17`, `17.5`, `-2`),
    /// `text` without its white space: the number `element` it means. Other strings (`0x11`,
    /// `1e1`, `17pt`) are left to a person.
    private static func numberFix(_ text: String, element: String, at location: SourceLocation) -> Fix? {
        // Read as bytes: a text of ASCII digits, signs and dots is all its bytes are (a
        // character outside ASCII, a combining mark after a digit included, has bytes above 0x7F).
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else {
            return nil
        }
        return elementFix(text, element: element, at: location)
    }

    /// The fix that writes `text`, a size known to be a plain number, as the number `element`.
    private static func elementFix(_ text: String, element: String, at location: SourceLocation) -> Fix {
        Fix(.element(location), with: element, summary: "<string>\(text)</string> → \(element)")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The whole number a text of one to fifteen ASCII digits, after at most one sign, writes
    /// (`17`, `+17`, `-017`): what `numericSuggestion` makes an `<integer>` of, read without
    /// parsing a double; `nil` for any other text.
    static func wholeNumber(_ text: String) -> Int? {
        var digits = text.utf8[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard (1...15).contains(digits.count), digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// `<integer>17</integer>` for a string `17` (white space trimmed), `<real>17.5</real>` for
    /// `17.5`.
    static func numericSuggestion(for text: String) -> String? {
        guard let number = Double(text), number.isFinite else { return nil }
        if number == number.rounded(), abs(number) < 1e15 { return "<integer>\(Int(number))</integer>" }
        return "<real>\(text)</real>"
    }
}

extension String {
    /// The string without leading and trailing white space.
    func trimmingWhitespace() -> String {
        // Most texts start and end with a printable ASCII byte other than the space: nothing
        // to trim, found without reading the text as characters.
        if let first = utf8.first, let last = utf8.last, first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
