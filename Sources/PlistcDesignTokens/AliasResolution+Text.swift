import PlistcJSON
import PlistcStyleDictionary

/// Aliases inside a token's text (`{size.base} * 1.25`): each written as its target's value.
extension AliasResolution {
    /// Text with aliases inside it (`{size.base} * 1.25`, as Tokens Studio and Style Dictionary
    /// allow): each replaced by its target's value written as text, a number or a dimension
    /// (`16`, `16px`), in parentheses when it is itself arithmetic, so that `{a} * 2` with
    /// `a: "4 + 4"` is 16 as the tools make it; `null` when a target is missing, unresolved or
    /// neither a number, a string nor a dimension.
    func embedded(in text: String, resolved: [Bool]) -> JSONValue {
        var result = ""
        var rest = Substring(text)
        while let reference = Self.nextReference(in: rest) {
            result += rest[..<reference.lowerBound]
            let alias = String(rest[reference].dropFirst().dropLast())
            guard let target = index[alias], resolved[target], let written = Self.written(values[target]) else {
                return .null
            }
            // Text grows with each alias it holds (`{a} {a}` doubles at every level): measured
            // before it is copied, so a long target costs nothing.
            guard result.utf8.count + written.utf8.count <= Self.maxText else { return .null }
            result += written
            rest = rest[reference.upperBound...]
        }
        return result.isEmpty && rest.count == text.count ? .string(text) : .string(result + rest)
    }

    /// The longest text an alias inside text makes; longer is `null`, reported at the token.
    static let maxText = 4_096

    /// A resolved value written into text, or nil when it has no such form.
    static func written(_ value: JSONValue) -> String? {
        switch value {
        case .number(let number): return SizeText.exact(number)
        case .string(let text):
            if text.utf8.count <= maxText, text.contains(where: { "+-*/^(".contains($0) }),
                case .success = TokenMath.evaluate(text)
            {
                return "(" + text + ")"
            }
            return text
        case .object:
            guard let number = value["value"]?.number, let unit = value["unit"]?.string else { return nil }
            return SizeText.exact(number) + unit
        default: return nil
        }
    }

    /// The range of the next `{…}` reference in `text` (braces holding no brace), or nil.
    static func nextReference(in text: Substring) -> Range<Substring.Index>? {
        var open: Substring.Index?
        var position = text.startIndex
        while position < text.endIndex {
            switch text[position] {
            case "{": open = position
            case "}":
                if let start = open, text.index(after: start) < position { return start..<text.index(after: position) }
                open = nil
            default: break
            }
            position = text.index(after: position)
        }
        return nil
    }
}
