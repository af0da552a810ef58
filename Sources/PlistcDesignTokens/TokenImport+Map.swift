import PlistcDiagnostics
import PlistcStyleDictionary

/// What maps tokens to styles before their names do: the `"styles"` map's keys, checked, and
/// the Material 3 preset's roles.
extension TokenImport {
    /// The Material 3 role of each typography token, by its index, when the preset applies:
    /// named, or (with no preset named) when the tokens are named as at least
    /// ``MaterialPreset/fewestRoles`` of its roles, with a note.
    static func materialRoles(
        _ tokens: DesignTokens, preset: String?, at start: SourceLocation, diagnostics: inout [Diagnostic]
    ) -> [Int: String] {
        guard preset == nil || preset == MaterialPreset.name else { return [:] }
        var roles: [Int: String] = [:]
        for (index, token) in tokens.tokens.enumerated() where isTypography(token) {
            if let role = MaterialPreset.role(of: token.path) { roles[index] = role }
        }
        if preset == nil {
            guard Set(roles.values).count >= MaterialPreset.fewestRoles else { return [:] }
            diagnostics.append(
                TokenFinding.diagnostic(
                    "the typography tokens are named as Material 3's type scale (\(Set(roles.values).count) of its roles): each is mapped to an iOS text style by role and size (the material3 preset, see plistc's import documentation), display roles and titleSmall to none; set \"preset\": \"none\" in .plistc.json to map them by name instead",
                    at: start, severity: .note))
        }
        return roles
    }

    /// The error on a key of the `"styles"` map that names no token, with the nearest
    /// typography token's path.
    static func unknownKey(_ key: String, in tokens: DesignTokens, at location: SourceLocation) -> Diagnostic {
        let paths = tokens.tokens.filter(isTypography).map(\.path)
        let nearest = SpellingIndex(paths).closest(to: key, within: max(2, key.count / 3))
        let hint =
            nearest.map { "did you mean '\($0)'?" }
            ?? "name a token by its path as the file nests it (\(CountText.list(paths) { "'\($0)'" }))"
        return TokenFinding.diagnostic(
            "\"styles\" maps '\(QuotedText.short(key))', which names no token of the files imported: \(hint)",
            at: location)
    }
}
