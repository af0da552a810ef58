import PlistcDiagnostics
import PlistcSwiftSource

/// A type that loads a style dictionary and gives a font per text style, whatever it is
/// called: a copy of the 2017 ScaledFont code (`FontScaler(fontName:)`, `CustomFont`) or of
/// ScaledFont 1.0. Known by its shape: its body loads a `"plist"` resource (`forResource:`) and
/// has a method that takes a `TextStyle` and returns a font.
struct StyleLoader: Sendable {
    /// The keys the loader looks up.
    enum Format: Sendable {
        /// UIKit's raw values (`textStyle.rawValue`): the 2017 code.
        case rawValues
        /// SwiftUI's names (`largeTitle`): ScaledFont 1.0.
        case styleNames
        /// Neither could be told.
        case unknown
    }

    /// A method that gives a font for a style: its name and labels (`font(for:)`).
    struct Method: Sendable, Hashable {
        let name: String
        let labels: [String?]
    }

    let typeName: String
    let methods: [Method]
    /// Which argument of each method is the style.
    let styleArguments: [Int]
    let format: Format
    /// Whether the methods' fonts are scaled (`scaledFont(for:)` in its body).
    let scales: Bool
    /// The dictionary it loads by a literal name (`forResource: "Brand"`), if it does.
    let fixedDictionary: String?
    /// Where the type's first method is.
    let location: SourceLocation

    /// The loaders `file` declares, one per type, from its `functions`.
    static func all(in file: SourceFile, functions: [FunctionDeclaration]) -> [StyleLoader] {
        var methodsByType: [Int: [(FunctionDeclaration, FunctionDeclaration.Parameter)]] = [:]
        for function in functions {
            guard function.isSmall, let parameters = function.parameters,
                let style = parameters.first(where: { mentions("TextStyle", file.tokens[$0.type]) }),
                mentions("UIFont", file.tokens[function.returnType])
                    || mentions("Font", file.tokens[function.returnType])
            else { continue }
            let block = file.blocks[function.nameToken]
            guard block >= 0 else { continue }
            methodsByType[block, default: []].append((function, style))
        }
        guard !methodsByType.isEmpty else { return [] }
        let closers = file.braceClosers
        // Where the file says `"plist"`, `forResource` and `largeTitle`, found once: whether a
        // type's body does is then a binary search, however many types nest.
        let plists = Marks(file) { $0.kind == .string && $0.value == "plist" }
        let resources = Marks(file) { $0.isName("forResource") }
        let firstNames = Marks(file) { $0.isName("largeTitle") || ($0.kind == .string && $0.value == "largeTitle") }
        let lastNames = Marks(file) { $0.isName("caption2") || ($0.kind == .string && $0.value == "caption2") }
        return methodsByType.keys.sorted().compactMap { open in
            guard let typeName = file.typeName(of: open), let close = closers[open],
                let methods = methodsByType[open], let first = methods.first
            else { return nil }
            let body = (open + 1)..<close
            guard plists.any(in: body), resources.any(in: body) else { return nil }
            return StyleLoader(
                typeName: typeName, methods: methods.map { Method(name: $0.0.name, labels: $0.0.labels) },
                styleArguments: methods.map { function, style in
                    function.parameters?.firstIndex { $0.name == style.name } ?? 0
                },
                format: format(methods, spellsNames: firstNames.any(in: body) && lastNames.any(in: body), in: file),
                scales: methods.contains { method, _ in
                    file.calls(in: method.body).contains { $0.name == "scaledFont" && $0.labels.first == "for" }
                },
                fixedDictionary: fixedDictionary(body, in: file),
                location: SourceCheck.location(of: file.tokens[first.0.nameToken], in: file))
        }
    }

    /// Whether `tokens` hold the name `name`.
    static func mentions(_ name: String, _ tokens: Slice<SwiftTokens>) -> Bool {
        tokens.contains { $0.isName(name) }
    }

    /// The keys the methods look up: a style's `rawValue` (`textStyle.rawValue`), else SwiftUI's
    /// names when the body spells the first and the last (`largeTitle`, `caption2`).
    static func format(
        _ methods: [(FunctionDeclaration, FunctionDeclaration.Parameter)], spellsNames: Bool, in file: SourceFile
    ) -> Format {
        let tokens = file.tokens
        for (function, style) in methods {
            for index in function.body.dropLast(2)
            where tokens[index].isName(style.name) && tokens[index + 1].is(".") && tokens[index + 2].isName("rawValue")
            {
                return .rawValues
            }
        }
        return spellsNames ? .styleNames : .unknown
    }

    /// The name of the resource the body loads, when it is a literal (`forResource: "Brand"`):
    /// the first call that names one, among at most `longestExpression` calls.
    static func fixedDictionary(_ body: Range<Int>, in file: SourceFile) -> String? {
        for call in file.calls(in: body).prefix(SourceFile.longestExpression) {
            guard let argument = file.argument("forResource", of: call), argument.count == 1,
                let name = argument.first?.value, argument.first?.kind == .string
            else { continue }
            return name
        }
        return nil
    }
}

/// The tokens of a file that a test picks, in order: whether a range holds one is a binary search.
struct Marks {
    private let indices: [Int]

    init(_ file: SourceFile, where picks: (SwiftToken) -> Bool) {
        indices = file.tokens.indices.filter { picks(file.tokens[$0]) }
    }

    func any(in range: Range<Int>) -> Bool {
        let low = indices.firstIndex(keyAtLeast: range.lowerBound) { $0 }
        return low < indices.count && indices[low] < range.upperBound
    }
}
