import PlistcSwiftSource

/// What gives a scaled font: `UIFontMetrics`' `scaledFont(for:)`, `preferredFont(forTextStyle:)`,
/// ScaledFont's `font(forTextStyle:)`, and, from the app's summaries, the methods of its loaders
/// that scale and its functions whose result is scaled.
enum ScaledValues {
    /// Whether `call` gives a scaled font.
    static func isScaledFont(_ call: SwiftCall, app: AppSummary) -> Bool {
        switch call.name {
        case "scaledFont": call.labels.first == "for"
        case "preferredFont": call.labels.first == "forTextStyle"
        case "font" where call.labels == ["forTextStyle"]: true
        default:
            (!app.scalingLoaderMethods.isEmpty
                && app.scalingLoaderMethods.contains(StyleLoader.Method(name: call.name, labels: call.labels)))
                || (!app.scaledFontProviders.isEmpty && app.scaledFontProviders.contains(call.name))
        }
    }

    /// The calls of `file` that give a scaled font, for asking what lies in an expression.
    static func fontMarks(_ file: SourceFile, app: AppSummary) -> CallMarks {
        CallMarks(file) { isScaledFont($0, app: app) }
    }

    /// Whether a function or computed property returns a font it scaled: its type names a font
    /// and each `return` (or, with none, its body) holds a call that scales one, as this file
    /// alone tells.
    static func returnsScaledFont(_ function: FunctionDeclaration, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard function.isSmall,
            tokens[function.returnType].contains(where: { $0.isName("UIFont") || $0.isName("Font") })
        else { return false }
        let returns = function.body.filter { tokens[$0].isName("return") }
        let scales = { (range: Range<Int>) in
            file.calls(in: range).contains { isScaledFont($0, app: .empty) }
        }
        guard !returns.isEmpty else { return scales(function.body) }
        return returns.allSatisfy { start in
            scales(start..<SourceFile.statementEnd(from: start + 1, in: tokens))
        }
    }
}
