import PlistcDesignTokens
import PlistcDiagnostics

/// `--theme NAME` (repeatable, one per theme group): which sets of a Tokens Studio project or
/// export `plistc import` reads. Without it every set is read, with a note naming the themes.
package struct ThemeChoice {
    /// The names given, each a theme's name or `group/name`.
    package let names: [String]
    /// Notes about themes not chosen and sets with no file, and what each chosen theme reads
    /// (for `--verbose`).
    var notes: [Diagnostic] = []
    private(set) var readings: [String] = []
    /// Some input had themes.
    private(set) var sawThemes = false

    package init(names: [String]) {
        self.names = names
    }

    /// The sets that the chosen themes read of `themes`' project, whose sets are `order`
    /// (`setCount` of them); nil when no theme is chosen (every set is read, with a note).
    package mutating func sets(of themes: TokenThemes, order: [String], setCount: Int) throws(TokenSources.Failure)
        -> [TokenSet]?
    {
        guard !themes.themes.isEmpty else { return nil }
        sawThemes = true
        let location = themes.location
        guard !names.isEmpty else {
            let all = themes.themes.map(\.qualifiedName)
            let shown = all.prefix(6).joined(separator: ", ") + (all.count > 6 ? ", and \(all.count - 6) more" : "")
            notes.append(
                TokenFinding.diagnostic(
                    "the tokens have \(all.count) theme\(all.count == 1 ? "" : "s") (\(shown)) and \(setCount == 1 ? "its one set is" : "all \(setCount) sets are") read, a later over an earlier: --theme \(all[0]) reads one theme's",
                    at: location, severity: .note))
            return nil
        }
        switch themes.sets(for: names, order: order) {
        case .success(let sets):
            let listed = sets.map { $0.referenceOnly ? "\($0.name) (for reference)" : $0.name }
            readings.append(
                "\(location.file): --theme \(names.joined(separator: " --theme ")) reads \(listed.isEmpty ? "no set" : listed.joined(separator: ", "))"
            )
            return sets
        case .failure(let error): throw .theme(error.diagnostic)
        }
    }
}
