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
    /// The names the file binds itself, which hide a property of the app of the same name.
    private let boundHere: Set<String>

    init(_ file: SourceFile, app: AppSummary) {
        values = CallMarks(file) { $0.name == "scaledValue" && $0.labels.first == "for" }
        sizes = ScaledNames(file, values: values)
        fonts = ScaledValues.fontMarks(file, app: app)
        fontNames = ScaledNames(file, values: fonts, metrics: false)
        providers = app.scaledFontProviders
        boundHere = providers.isEmpty ? [] : Set(file.bindings.map(\.name))
    }

    /// Whether `name` is a computed property of the app whose result is scaled, and not `font`
    /// (every view's property); a name alone (not `qualified`, `Theme.titleFont`) also not one
    /// this file binds, which would be its own.
    func isProvider(_ name: String, qualified: Bool = false) -> Bool {
        name != "font" && providers.contains(name) && (qualified || !boundHere.contains(name))
    }
}
