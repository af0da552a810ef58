import PlistcSwiftSource

/// A function that hands the text style it is given on to another call (`func brandFont(_ style:
/// UIFont.TextStyle) -> some View { font(Font(fonts.font(for: style))) }`): when that call asks a
/// loader for a style, so does every call of this one, in any file.
struct StyleForwarder: Sendable {
    let method: StyleLoader.Method
    /// Which argument is the style.
    let styleArgument: Int
    /// The call the style is handed to, and which of its arguments it is.
    let target: StyleLoader.Method
    let targetArgument: Int

    init?(_ function: FunctionDeclaration, in file: SourceFile) {
        guard function.isSmall, let parameters = function.parameters,
            let style = parameters.firstIndex(where: { StyleLoader.mentions("TextStyle", file.tokens[$0.type]) })
        else { return nil }
        let name = parameters[style].name
        for call in file.calls(in: function.body) {
            guard
                let argument = call.arguments.firstIndex(where: {
                    DoubleScaling.boundName($0, in: file).map { file.tokens[$0].isName(name) } == true
                })
            else { continue }
            method = StyleLoader.Method(name: function.name, labels: function.labels)
            styleArgument = style
            target = StyleLoader.Method(name: call.name, labels: call.labels)
            targetArgument = argument
            guard target != method else { return nil }
            return
        }
        return nil
    }
}
