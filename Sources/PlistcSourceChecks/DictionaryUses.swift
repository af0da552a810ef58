import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `dictionary-not-found` and `style-not-in-dictionary`: what the code asks of the dictionaries.
/// `ScaledFont(fontName: "Name")` names a dictionary; `let name = ScaledFont(…)` binds it, and
/// `name.font(forTextStyle: .style)` asks it for a style (any receiver, in a file that names one
/// dictionary), as does `.scaledFont(.style)` in such a file.
enum DictionaryUses {
    static func findings(in file: SourceFile, catalog: DictionaryCatalog) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let (literals, bound) = names(in: file)
        let spelling = SpellingIndex(catalog.entries.keys)
        // Listed in every message of the file: sorted once, not once a name.
        let known = catalog.entries.keys.sorted().map { $0 + ".plist" }
        for (name, token) in literals where catalog.entries[name] == nil {
            let nearest = spelling.suggestion(for: name, within: 3)
            let hint = nearest.map { "; did you mean \"\($0)\"?" } ?? ": fix the name, or lint the dictionary too"
            found.append(
                DictionaryNotFoundRule.description.diagnostic(
                    "ScaledFont(fontName: \"\(QuotedText.short(name))\") names no style dictionary among those linted (\(known.isEmpty ? "none" : CountText.list(known) { $0 })): every style of this instance is the system font\(hint)",
                    at: SourceCheck.location(of: token, in: file), suggestion: nearest))
        }
        let named = Set(literals.map(\.name))
        for request in requests(in: file, bound: bound, named: named) {
            guard let entry = catalog.entries[request.dictionary], let (style, token) = request.style else { continue }
            guard case .system(let reason) = entry.verdict.outcome(for: style) else { continue }
            found.append(
                StyleNotInDictionaryRule.description.diagnostic(
                    "\(request.dictionary).plist gives no \(style.rawValue) font (\(reason)): the device shows the system font here, \(style.appleDefaultSize) pt at the default size; \(advice(reason, style, entry))",
                    at: SourceCheck.location(of: token, in: file)))
        }
        return found
    }

    /// The dictionary of a request whose instance the file does not show being made: any of
    /// them. In `styleUses`, its styles count for every dictionary the app's Swift names.
    static let anyDictionary = ""

    /// How to give the call site its font, for the reason it has none.
    static func advice(_ reason: RuntimeVerdict.FallbackReason, _ style: TextStyle, _ entry: DictionaryCatalog.Entry)
        -> String
    {
        switch reason {
        case .missingStyle:
            "add a '\(entry.runtime.key(for: style))' entry to \(entry.path), or ask for a style it has"
        case .notAPropertyList, .rejectedByParser, .rootNotDictionary, .dictionaryVoid:
            "every style of \(entry.path) falls back: fix the file, as its own findings say"
        case .otherFormatKey, .emptyFontName, .systemFontEntry:
            "fix its \(style.rawValue) entry in \(entry.path), as that entry's findings say"
        }
    }

    /// A call site that asks a dictionary for a style: which dictionary (`anyDictionary` when
    /// the file cannot tell), and the style when the code names one (`nil` for a style held in
    /// a variable or chosen by an expression).
    struct Request {
        let dictionary: String
        let style: (TextStyle, SwiftToken)?
    }

    /// Every request of the file: `font(forTextStyle:)` on an instance bound here (else on any
    /// receiver, in a file that names one dictionary), `.scaledFont(_:)` in such a file; in a
    /// file that names none or several, on any dictionary.
    static func requests(in file: SourceFile, bound: [String: String], named: Set<String>) -> [Request] {
        let only = named.count == 1 ? named.first : nil
        var requests: [Request] = []
        for call in file.calls {
            let dictionary: String?
            let argument: Slice<SwiftTokens>?
            if call.name == "font", call.labels == ["forTextStyle"], call.names.count >= 2 || call.base == .expression {
                // A receiver bound here, else the one dictionary the file names (a `lazy var`
                // made in a closure, as ScaledFont's own sample does).
                // A qualified receiver (`Theme.brand.font`) not bound here is another file's.
                let receiver = call.names.count >= 2 ? call.names[call.names.count - 2] : nil
                dictionary = receiver.flatMap { bound[$0] } ?? (call.names.count >= 3 ? nil : only)
                argument = file.argument("forTextStyle", of: call)
            } else if call.name == "scaledFont", call.base == .expression || call.base == .implicitMember,
                call.labels == [nil]
            {
                dictionary = only
                argument = file.argument(nil, of: call)
            } else {
                continue
            }
            guard let argument else { continue }
            // An instance made in another file (`Theme.brand`) could be any dictionary's.
            requests.append(Request(dictionary: dictionary ?? anyDictionary, style: style(argument)))
        }
        return requests
    }

    /// The dictionaries a file names (`ScaledFont(fontName: "…")`, with the literal's token) and
    /// the names the instances are bound to.
    static func names(in file: SourceFile) -> (literals: [(name: String, token: SwiftToken)], bound: [String: String]) {
        var literals: [(name: String, token: SwiftToken)] = []
        var bound: [String: String] = [:]
        for call in file.calls where call.name == "ScaledFont" && call.base == .none && call.labels == ["fontName"] {
            let range = call.arguments[0]
            guard range.count == 1, file.tokens[range.lowerBound].kind == .string,
                let name = file.tokens[range.lowerBound].value
            else { continue }
            literals.append((name, file.tokens[range.lowerBound]))
            if let variable = boundName(before: call.calleeToken, in: file) { bound[variable] = name }
        }
        return (literals, bound)
    }

    /// The styles a file asks of each dictionary it names; `nil` for a dictionary asked for a
    /// style held in a variable (any style, as far as plistc can tell).
    static func styleUses(in file: SourceFile) -> [String: Set<TextStyle>?] {
        let (literals, bound) = names(in: file)
        var uses: [String: Set<TextStyle>?] = [:]
        for request in requests(in: file, bound: bound, named: Set(literals.map(\.name))) {
            guard let (style, _) = request.style else {
                uses[request.dictionary] = .some(nil)
                continue
            }
            if case .some(.some(var styles)) = uses[request.dictionary] {
                styles.insert(style)
                uses[request.dictionary] = styles
            } else if uses[request.dictionary] == nil {
                uses[request.dictionary] = [style]
            }
        }
        return uses
    }

    /// The property or constant a `ScaledFont(…)` is made for: the `let` or `var` name within
    /// the 16 tokens before it (`let font = ScaledFont(…)`, `lazy var font: ScaledFont = {
    /// return ScaledFont(…) }()`), not past the end of a statement.
    static func boundName(before index: Int, in file: SourceFile) -> String? {
        var cursor = index - 1
        while cursor >= 1, index - cursor <= 16 {
            let token = file.tokens[cursor]
            if token.is(";") || token.is("}") || token.is(")") { return nil }
            if token.kind == .identifier, token.text == "var" || token.text == "let" {
                let next = file.tokens[cursor + 1]
                return next.kind == .identifier ? next.text : nil
            }
            cursor -= 1
        }
        return nil
    }

    /// The text style an argument names (`.footnote`, `.title1`, `UIFont.TextStyle.body`,
    /// `Font.TextStyle.caption`), and the token that starts its name.
    /// Anything else (`header ? .headline : .body`, a variable) names no one style.
    static func style(_ argument: Slice<SwiftTokens>) -> (TextStyle, SwiftToken)? {
        guard [2, 3, 5].contains(argument.count), let first = argument.first, let last = argument.last,
            last.kind == .identifier, argument[argument.endIndex - 2].is(".")
        else { return nil }
        let qualifiers = argument.dropLast(2).filter { !$0.is(".") }.map(\.text)
        guard
            qualifiers.isEmpty || qualifiers == ["TextStyle"] || qualifiers == ["UIFont", "TextStyle"]
                || qualifiers == ["Font", "TextStyle"]
        else { return nil }
        let name = last.text == "title1" ? "title" : last.text == "caption1" ? "caption" : last.text
        guard let style = TextStyle(rawValue: name) else { return nil }
        return (style, first)
    }
}
