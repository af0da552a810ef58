/// What is scaled in one file, as `double-scaling` asks it: the calls and names that give a
/// scaled size or font there, and the app's computed properties that give a scaled font.
struct ScaledValuesInFile {
    /// `scaledValue(for:)` calls.
    let values: CallMarks
    /// Names of scaled sizes: `@ScaledMetric`s, and names bound to `scaledValue(for:)`.
    let sizes: ScaledNames
    /// Calls that give a scaled font (`ScaledValues.isScaledFont`).
    let fonts: CallMarks
    /// Names bound to one of `fonts`.
    let fontNames: ScaledNames
    private let providers: Set<String>
    /// The names the file declares itself (`let`, `var`, parameters), which hide a property of
    /// the app of the same name written alone.
    private let declaredHere: Set<String>

    init(_ file: SourceFile, app: AppSummary) {
        values = CallMarks(file) { $0.name == "scaledValue" && $0.labels.first == "for" }
        sizes = ScaledNames(file, values: values)
        fonts = ScaledValues.fontMarks(file, app: app)
        fontNames = ScaledNames(file, values: fonts, metrics: false)
        providers = app.scaledFontProperties
        declaredHere = providers.isEmpty ? [] : Self.declaredNames(in: file)
    }

    /// The names after `let` and `var`, and the names before a `:` that follow `(`, `,` or a
    /// label (parameters; the labels of calls too, which only hides more).
    static func declaredNames(in file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        var names: Set<String> = []
        for index in tokens.indices.dropFirst().dropLast() where tokens.kind(at: index) == .identifier {
            let before = index - 1
            if tokens.isName("let", at: before) || tokens.isName("var", at: before) {
                names.insert(tokens[index].text)
            } else if tokens.is(":", at: index + 1),
                tokens.is("(", at: before) || tokens.is(",", at: before) || tokens.kind(at: before) == .identifier
            {
                names.insert(tokens[index].text)
            }
        }
        return names
    }

    /// Whether `name` is a computed property of the app whose result is scaled, and not `font`
    /// (every view's property); a name alone (not `qualified`, `Theme.titleFont`) also not one
    /// this file declares, which would be its own.
    func isProvider(_ name: String, qualified: Bool = false) -> Bool {
        name != "font" && providers.contains(name) && (qualified || !declaredHere.contains(name))
    }
}
