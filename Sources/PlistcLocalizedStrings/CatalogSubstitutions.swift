import PlistcJSON

/// A localization's substitutions (`%#@name@` in a String Catalog, with `%1$#@name@` for a
/// positional one): each one's plural forms, found once, and the forms of a value that uses
/// them. A value is read once into text and references; each form is spliced from them, so
/// the cost is that of the forms made: at most `maximumForms` a value, and at most
/// `formBytes(for:)` of text in all.
struct CatalogSubstitutions {
    /// The most forms made of one value: each substitution's forms in turn, the others at
    /// `other`, until this many.
    static let maximumForms = 64

    /// The most text the forms of one value may hold, in UTF-8 bytes: 8 times the value, and
    /// 4 KiB more for a short one, so that a catalog's strings take memory in proportion to it.
    static func formBytes(for text: String) -> Int { 8 * text.utf8.count + 4_096 }

    /// Each substitution's forms (`one`, `other` …), `%arg` written as its format specifier.
    private let forms: [String: [(form: String, value: String)]]

    /// The substitutions of a localization's `"substitutions"` object (none for `nil`).
    init(_ value: JSONValue?) {
        var forms: [String: [(form: String, value: String)]] = [:]
        for substitution in value?.members ?? [] {
            // A specifier is a conversion such as `lld` or `.1f`; a longer text is none, and
            // would multiply every `%arg` of the forms.
            let written = substitution.value.member("formatSpecifier")?.value.stringValue ?? "lld"
            let specifier = written.utf8.count <= 8 ? written : "lld"
            let plural = substitution.value.member("variations")?.value.member("plural")?.value.members ?? []
            forms[substitution.key] = plural.compactMap { form in
                guard let text = form.value.member("stringUnit")?.value.member("value")?.value.stringValue else {
                    return nil
                }
                return (form.key, text.replacing("%arg", with: "%" + specifier))
            }
        }
        self.forms = forms
    }

    /// One piece of a value: text as written, or a reference to a substitution.
    private enum Piece {
        case text(Substring)
        case reference(name: Substring, written: Substring)
    }

    /// For each substitution `text` uses, each of its forms in place (the others at `other`),
    /// labelled `substitution.name.one`; none when it uses none. A reference to no
    /// substitution of the localization stays as written (its placeholder is sampled).
    func forms(of text: String) -> [(String, String)] {
        guard !forms.isEmpty, text.contains("#@") else { return [] }
        let pieces = Self.pieces(of: text)
        var used: [Substring] = []
        var seen: Set<Substring> = []
        for case .reference(let name, _) in pieces where forms[String(name)] != nil && seen.insert(name).inserted {
            used.append(name)
        }
        guard !used.isEmpty else { return [] }
        let others = Dictionary(
            used.map { name in
                let choices = forms[String(name)] ?? []
                return (name, choices.first { $0.form == "other" }?.value ?? choices.last?.value ?? "")
            }, uniquingKeysWith: { first, _ in first })
        var result: [(String, String)] = []
        var bytes = 0
        let budget = Self.formBytes(for: text)
        for name in used {
            for (form, value) in forms[String(name)] ?? [] {
                // Its length first, so that a form too long for the budget is never made.
                let length = pieces.reduce(0) { total, piece in
                    switch piece {
                    case .text(let text): total + text.utf8.count
                    case .reference(let other, let written):
                        total + (other == name ? value.utf8.count : others[other]?.utf8.count ?? written.utf8.count)
                    }
                }
                guard result.count < Self.maximumForms, bytes + length <= budget else { return result }
                var filled = ""
                for piece in pieces {
                    switch piece {
                    case .text(let text): filled += text
                    case .reference(let other, let written):
                        filled += other == name ? value : others[other] ?? String(written)
                    }
                }
                bytes += length
                result.append(("substitution.\(name).\(form)", filled))
            }
        }
        return result
    }

    /// `text` as text and references (`%#@name@`, `%2$#@name@`), in one pass.
    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%", let (name, end) = reference(in: text, at: index) else {
                index = text.index(after: index)
                continue
            }
            if start < index { pieces.append(.text(text[start..<index])) }
            pieces.append(.reference(name: name, written: text[index..<end]))
            index = end
            start = end
        }
        if start < text.endIndex { pieces.append(.text(text[start...])) }
        return pieces
    }

    /// The name and end of a reference starting at the `%` at `index`, or `nil`.
    private static func reference(in text: String, at index: String.Index) -> (Substring, String.Index)? {
        var cursor = text.index(after: index)
        while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isNumber { cursor = text.index(after: cursor) }
        if cursor > text.index(after: index) {
            guard cursor < text.endIndex, text[cursor] == "$" else { return nil }
            cursor = text.index(after: cursor)
        }
        guard text[cursor...].hasPrefix("#@") else { return nil }
        let nameStart = text.index(cursor, offsetBy: 2)
        guard let close = text[nameStart...].firstIndex(of: "@"), close > nameStart else { return nil }
        return (text[nameStart..<close], text.index(after: close))
    }
}
