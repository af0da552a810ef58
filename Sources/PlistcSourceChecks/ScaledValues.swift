import PlistcSwiftSource

/// What gives a scaled font: `UIFontMetrics`' `scaledFont(for:)`, `preferredFont(forTextStyle:)`,
/// ScaledFont's `font(forTextStyle:)`, and, from the app's summaries, the methods of its loaders
/// that scale and its functions whose result is scaled.
enum ScaledValues {
    /// Whether `call` gives a scaled font.
    static func isScaledFont(_ call: SwiftCall, app: AppSummary) -> Bool {
        switch call.name {
        case "scaledFont": return call.labels.first == "for"
        case "preferredFont": return call.labels.first == "forTextStyle"
        case "font" where call.labels == ["forTextStyle"]: return true
        default:
            guard !app.scalingLoaderMethods.isEmpty || !app.scaledFontFunctions.isEmpty else { return false }
            let method = StyleLoader.Method(name: call.name, labels: call.labels)
            return app.scalingLoaderMethods.contains(method) || app.scaledFontFunctions.contains(method)
        }
    }

    /// The calls of `file` that give a scaled font, for asking what lies in an expression: not
    /// a method of an instance the file makes of another type (`theme.font(for:)` after
    /// `let theme = MarkdownTheme()`).
    static func fontMarks(_ file: SourceFile, app: AppSummary) -> CallMarks {
        let others = otherInstances(in: file, app: app)
        return CallMarks(file) { call in
            isScaledFont(call, app: app) && !(call.nameCount >= 2 && others.contains(call.names[call.nameCount - 2]))
        }
    }

    /// The names the file binds to an instance of a type that is neither ScaledFont nor a
    /// loader of the app (`let theme = MarkdownTheme()`): a `font(for:)` asked of one is that
    /// type's own method.
    static func otherInstances(in file: SourceFile, app: AppSummary) -> Set<String> {
        var names: Set<String> = []
        for binding in file.bindings where binding.value.count >= 2 {
            let first = binding.value.lowerBound
            guard file.tokens.kind(at: first) == .identifier, file.tokens.is("(", at: first + 1) else { continue }
            let type = file.tokens[first].text
            guard type.first?.isUppercase == true, type != "ScaledFont", app.loaders[type] == nil else { continue }
            names.insert(binding.name)
        }
        return names
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
