import PlistcDiagnostics
import PlistcSwiftSource

/// What one Swift file of the app tells the checks of every file (`lint --sources` merges every
/// file's into an `AppSummary`): the ScaledFont package
/// imported, the copies of the 2017 loader it declares, the dictionaries it names, the custom
/// text styles it defines, and the helpers whose parameter is a font size or whose result is a
/// scaled font.
public struct SourceSummary: Sendable {
    /// Where the file imports the ScaledFont package (`import ScaledFont`).
    var scaledFontImport: SourceLocation?
    /// The loaders it declares, by what they do (`StyleLoader`).
    var loaders: [StyleLoader] = []
    /// `Type(label: "Name")`: each construction of a type with a labelled string literal first,
    /// by the type's name; the merge keeps the loaders' and `ScaledFont`'s.
    var constructions: [String: [(name: String, location: SourceLocation)]] = [:]
    /// `static let header = UIFont.TextStyle(rawValue: "ATHeader")`: member → raw value.
    var customStyleMembers: [String: String] = [:]
    /// Every raw value a `UIFont.TextStyle(rawValue: "…")` names.
    var customRawValues: Set<String> = []
    /// The functions that give a parameter to `custom(_:size:)` or `scaledFont(for:)`.
    var scalingHelpers: [ScalingHelper] = []
    /// The functions (by name and labels) and computed properties (by name) whose result is a
    /// scaled font.
    var scaledFontFunctions: Set<StyleLoader.Method> = []
    var scaledFontProperties: Set<String> = []
    /// The functions that hand the style they are given on to another call.
    var forwarders: [StyleForwarder] = []
    /// Each `x.font = …`, for the storyboard views the properties hold.
    var fontAssignments: [FontAssignment] = []
    /// Each class with the class it inherits from.
    var superclasses: [String: String] = [:]

    /// The names the file defines that another file's check looks up: its loaders' types and
    /// methods, its helpers, its properties whose font is scaled, its custom styles.
    var definedNames: Set<String> {
        Set(loaders.flatMap { [$0.typeName] + $0.methods.map(\.name) }).union(scalingHelpers.map(\.name))
            .union(scaledFontFunctions.map(\.name)).union(scaledFontProperties).union(customStyleMembers.keys)
            .union(forwarders.map(\.method.name))
    }

    /// The summary of a file that tells nothing (a storyboard).
    init() {}

    /// The summary of `bytes`, read from `path`; a file plistc cannot read with certainty
    /// tells nothing.
    public init(_ bytes: [UInt8], path: String) {
        self.init(SourceFile(bytes, path: path))
    }

    init(_ file: SourceFile) {
        guard file.problem == nil else { return }
        let tokens = file.tokens
        for index in tokens.indices.dropLast() where tokens.isName("import", at: index) {
            if tokens.isName("ScaledFont", at: index + 1) {
                scaledFontImport = SourceCheck.location(of: tokens[index + 1], in: file)
            }
        }
        for call in file.calls { read(call, in: file) }
        let functions = file.functionDeclarations
        loaders = StyleLoader.all(in: file, functions: functions)
        scalingHelpers = functions.compactMap { ScalingHelper($0, in: file) }
        forwarders = functions.compactMap { StyleForwarder($0, in: file) }
        for function in functions where ScaledValues.returnsScaledFont(function, in: file) {
            if function.parameters == nil {
                scaledFontProperties.insert(function.name)
            } else {
                for labels in function.callLabels {
                    scaledFontFunctions.insert(StyleLoader.Method(name: function.name, labels: labels))
                }
            }
        }
        superclasses = FontAssignment.superclasses(in: file)
        fontAssignments = FontAssignment.all(in: file, app: AppSummary([self]))
    }

    /// What one call tells: a construction with a name, a custom text style.
    private mutating func read(_ call: SwiftCall, in file: SourceFile) {
        guard call.base != .expression, let first = call.arguments.first, first.count == 1,
            file.tokens[first.lowerBound].kind == .string, let literal = file.tokens[first.lowerBound].value
        else { return }
        if call.labels == ["rawValue"], Self.makesTextStyle(call, in: file) {
            customRawValues.insert(literal)
            if let member = DictionaryUses.boundName(before: call.calleeToken - (call.nameCount - 1) * 2, in: file) {
                customStyleMembers[member] = literal
            }
        } else if call.base == .none, call.nameCount == 1, call.labels.first.flatMap({ $0 }) != nil,
            call.arguments.count <= 2,
            call.name.first?.isUppercase == true
        {
            constructions[call.name, default: []].append(
                (literal, SourceCheck.location(of: file.tokens[first.lowerBound], in: file)))
        }
    }

    /// Whether a `(rawValue:)` call makes a text style: `UIFont.TextStyle(rawValue:)` (or its
    /// `.init`), `.init(rawValue:)` where the declaration says `TextStyle`, `Self(rawValue:)` in
    /// an extension of `TextStyle`.
    private static func makesTextStyle(_ call: SwiftCall, in file: SourceFile) -> Bool {
        switch (call.name, call.base) {
        case ("TextStyle", .none): return true
        case ("init", .none): return call.names.dropLast().last == "TextStyle"
        case ("init", .implicitMember): return declarationMentionsTextStyle(before: call.calleeToken, in: file)
        case ("Self", .none): return typeMentionsTextStyle(around: call.calleeToken, in: file)
        default: return false
        }
    }

    /// Whether `TextStyle` is written between the `let` or `var` before `index` and it
    /// (`static let banner: UIFont.TextStyle = .init(rawValue: …)`).
    private static func declarationMentionsTextStyle(before index: Int, in file: SourceFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 16 {
            if file.tokens.isName("TextStyle", at: cursor) { return true }
            if file.tokens.isName("let", at: cursor) || file.tokens.isName("var", at: cursor) { return false }
            cursor -= 1
        }
        return false
    }

    /// Whether the type body `index` is in is declared with `TextStyle` in its name
    /// (`extension UIFont.TextStyle {`).
    private static func typeMentionsTextStyle(around index: Int, in file: SourceFile) -> Bool {
        let open = file.blocks[index]
        var cursor = open - 1
        while cursor >= 0, open - cursor <= 24, !file.tokens.is("{", at: cursor), !file.tokens.is("}", at: cursor) {
            if file.tokens.isName("TextStyle", at: cursor) { return true }
            cursor -= 1
        }
        return false
    }
}
