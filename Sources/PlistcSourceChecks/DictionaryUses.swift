import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `dictionary-not-found` and `style-not-in-dictionary`: what the code asks of the dictionaries.
/// `ScaledFont(fontName: "Name")`, or a loader of the app made with a name (`FontScaler(fontName:
/// "Name")`), names a dictionary; `let name = ScaledFont(…)` binds it, and
/// `name.font(forTextStyle: .style)` (or a loader's own method, `name.font(for: .style)`) asks it
/// for a style (any receiver, in a file that names one dictionary), as does `.scaledFont(.style)`
/// in such a file.
enum DictionaryUses {
    /// What a file asks of the dictionaries, kept without the file, to be answered once the
    /// dictionaries' verdicts are known: the names it makes instances with, and its requests.
    struct Questions: Sendable {
        /// Each dictionary named, where, and the call up to the name (`FontScaler(fontName: `).
        let literals: [(name: String, location: SourceLocation, maker: String)]
        let requests: [Request]
    }

    /// What `file` asks, with what the app tells of its loaders and custom styles.
    static func questions(in file: SourceFile, app: AppSummary) -> Questions {
        let (literals, bound) = names(in: file, app: app)
        return Questions(
            literals: literals.map { ($0.name, SourceCheck.location(of: $0.token, in: file), $0.maker) },
            requests: requests(in: file, bound: bound, named: Set(literals.map(\.name)), app: app))
    }

    static func findings(_ questions: Questions, catalog: DictionaryCatalog) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let spelling = SpellingIndex(catalog.entries.keys)
        // Listed in every message of the file: sorted once, not once a name.
        let known = catalog.entries.keys.sorted().map { $0 + ".plist" }
        for (name, location, maker) in questions.literals where catalog.entries[name] == nil {
            let nearest = spelling.suggestion(for: name, within: 3)
            let hint = nearest.map { "; did you mean \"\($0)\"?" } ?? ": fix the name, or lint the dictionary too"
            found.append(
                DictionaryNotFoundRule.description.diagnostic(
                    "\(maker)\"\(QuotedText.short(name))\") names no style dictionary among those linted (\(known.isEmpty ? "none" : CountText.list(known) { $0 })): every style of this instance is the system font\(hint)",
                    at: location, suggestion: nearest))
        }
        for request in questions.requests {
            guard let entry = catalog.entries[request.dictionary], let (asked, location) = request.style else {
                continue
            }
            guard case .standard(let style) = asked else {
                if case .custom(let key) = asked, !entry.keys.contains(key) {
                    found.append(
                        StyleNotInDictionaryRule.description.diagnostic(
                            "\(request.dictionary).plist has no '\(QuotedText.short(key))' entry, the custom text style asked for here: the loader's fallback font is shown instead; add a '\(QuotedText.short(key))' entry to \(entry.path)",
                            at: location))
                }
                continue
            }
            guard case .system(let reason) = entry.verdict.outcome(for: style) else { continue }
            found.append(
                StyleNotInDictionaryRule.description.diagnostic(
                    "\(request.dictionary).plist gives no \(style.rawValue) font (\(reason)): the device shows the system font here, \(style.appleDefaultSize) pt at the default size; \(advice(reason, style, entry))",
                    at: location))
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
    struct Request: Sendable {
        let dictionary: String
        let style: (AskedStyle, SourceLocation)?
    }

    /// A style the code names: one of the eleven, or a custom one by its raw value
    /// (`UIFont.TextStyle(rawValue: "ATFontTextStyleHeader")`).
    enum AskedStyle: Sendable {
        case standard(TextStyle)
        case custom(String)
    }

    /// Every request of the file: `font(forTextStyle:)` on an instance bound here (else on any
    /// receiver, in a file that names one dictionary), `.scaledFont(_:)` in such a file; in a
    /// file that names none or several, on any dictionary.
    static func requests(in file: SourceFile, bound: [String: String], named: Set<String>, app: AppSummary)
        -> [Request]
    {
        let only = named.count == 1 ? named.first : nil
        let others = ScaledValues.otherInstances(in: file, app: app)
        var requests: [Request] = []
        for call in file.calls {
            let dictionary: String?
            let argument: Slice<SwiftTokens>?
            let method = StyleLoader.Method(name: call.name, labels: call.labels)
            let isLoaderMethod =
                (call.name == "font" && call.labels == ["forTextStyle"])
                || (!app.loaderMethods.isEmpty && app.loaderMethods.contains(method))
            if isLoaderMethod, call.nameCount >= 2 || call.base == .expression {
                // A receiver bound here, else a loader that names its own dictionary, else the
                // one dictionary the file names (a `lazy var` made in a closure, as
                // ScaledFont's own sample does). A qualified receiver (`Theme.brand.font`) not
                // bound here is another file's.
                let receiver = call.names.count >= 2 ? call.names[call.names.count - 2] : nil
                if let receiver, others.contains(receiver) { continue }
                let fixed = app.loaders[call.firstName]?.fixedDictionary
                dictionary = receiver.flatMap { bound[$0] } ?? fixed ?? (call.names.count >= 3 ? nil : only)
                argument = file.tokens[call.arguments[app.requestMethods[method] ?? 0]]
            } else if call.name == "scaledFont", call.base == .expression || call.base == .implicitMember,
                call.labels == [nil]
            {
                dictionary = only
                argument = file.argument(nil, of: call)
            } else if !isLoaderMethod, let index = app.requestMethods[method], index < call.arguments.count {
                // A function of the app that hands its style to a loader.
                dictionary = only
                argument = file.tokens[call.arguments[index]]
            } else {
                continue
            }
            guard let argument else { continue }
            // An instance made in another file (`Theme.brand`) could be any dictionary's.
            let asked = style(argument, app: app).map { ($0.0, SourceCheck.location(of: $0.1, in: file)) }
            requests.append(Request(dictionary: dictionary ?? anyDictionary, style: asked))
        }
        return requests
    }

    /// The dictionaries a file names (`ScaledFont(fontName: "…")` or a loader's `FontScaler(fontName:
    /// "…")`, with the literal's token and the call up to it) and the names the instances are
    /// bound to.
    static func names(in file: SourceFile, app: AppSummary) -> (
        literals: [(name: String, token: SwiftToken, maker: String)], bound: [String: String]
    ) {
        var literals: [(name: String, token: SwiftToken, maker: String)] = []
        var bound: [String: String] = [:]
        for call in file.calls where call.base == .none && call.nameCount == 1 && !call.arguments.isEmpty {
            let loader = app.loaders.isEmpty ? nil : app.loaders[call.name]
            // A loader that names its own resource is bound to it, whatever it is made with.
            if let loader, loader.format != .unknown, let fixed = loader.fixedDictionary {
                if let variable = boundName(before: call.calleeToken, in: file) { bound[variable] = fixed }
                continue
            }
            guard
                (call.name == "ScaledFont" && call.labels == ["fontName"])
                    || (loader.map { $0.format != .unknown } ?? false)
            else { continue }
            let range = call.arguments[0]
            guard range.count == 1, file.tokens[range.lowerBound].kind == .string,
                let name = file.tokens[range.lowerBound].value
            else { continue }
            let label = call.labels[0].map { $0 + ": " } ?? ""
            literals.append((name, file.tokens[range.lowerBound], call.name + "(" + label))
            if let variable = boundName(before: call.calleeToken, in: file) { bound[variable] = name }
        }
        return (literals, bound)
    }

    /// The styles a file asks of each dictionary it names; `nil` for a dictionary asked for a
    /// style held in a variable (any style, as far as plistc can tell).
    static func styleUses(_ questions: Questions) -> [String: Set<TextStyle>?] {
        var uses: [String: Set<TextStyle>?] = [:]
        for request in questions.requests {
            guard let (asked, _) = request.style else {
                uses[request.dictionary] = .some(nil)
                continue
            }
            // A custom style is a key of its own, which `customRawValues` counts as used.
            guard case .standard(let style) = asked else { continue }
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
        while cursor >= 0, index - cursor <= 16 {
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
    /// `Font.TextStyle.caption`; a custom one, `.header` for a member the app defines with
    /// `UIFont.TextStyle(rawValue:)`, or such a call itself), and the token that starts its
    /// name. Anything else (`header ? .headline : .body`, a variable) names no one style.
    static func style(_ argument: Slice<SwiftTokens>, app: AppSummary) -> (AskedStyle, SwiftToken)? {
        if argument.count >= 4, let first = argument.first, argument.last?.is(")") == true,
            let raw = argument.dropLast().last, raw.kind == .string, let key = raw.value,
            argument[argument.endIndex - 3].is(":"), argument[argument.endIndex - 4].isName("rawValue")
        {
            return (.custom(key), first)
        }
        guard let (name, first) = styleName(argument) else { return nil }
        let standard = name == "title1" ? "title" : name == "caption1" ? "caption" : name
        if let style = TextStyle(rawValue: standard) { return (.standard(style), first) }
        return app.customStyleMembers[name].map { (.custom($0), first) }
    }

    /// The member an argument names, when it is `.name` or a qualified `TextStyle` member.
    static func styleName(_ argument: Slice<SwiftTokens>) -> (String, SwiftToken)? {
        guard [2, 3, 5].contains(argument.count), let first = argument.first, let last = argument.last,
            last.kind == .identifier, argument[argument.endIndex - 2].is(".")
        else { return nil }
        let qualifiers = argument.dropLast(2).filter { !$0.is(".") }.map(\.text)
        guard
            qualifiers.isEmpty || qualifiers == ["TextStyle"] || qualifiers == ["UIFont", "TextStyle"]
                || qualifiers == ["Font", "TextStyle"]
        else { return nil }
        return (last.text, first)
    }
}
