import Diagnostics
import StyleDictionary
import SwiftSource

/// The source rules on one Swift file of the app (`lint --sources`): `fixed-font-size`,
/// `double-scaling`, `size-capped`, `adjusts-font-missing`, with the dictionaries linted `dictionary-not-found` and
/// `style-not-in-dictionary`, and with fonts `unknown-font` for the names in code; each finding located in the file, silenced by its `// plistc:`
/// comments, and given the severity the configuration says.
public enum SourceCheck {
    /// The findings of `bytes`, read from `path`, under `configuration`, sorted by location.
    public static func findings(
        _ bytes: [UInt8], path: String, configuration: LintConfiguration, dictionaries: DictionaryCatalog? = nil
    ) -> [Diagnostic] {
        let file = SourceFile(bytes, path: path)
        let suppressions = SourceSuppressions(file.directives)
        let found =
            FixedFontSizes.findings(in: file) + DoubleScaling.findings(in: file) + SizeCaps.findings(in: file)
            + AdjustsFontMissing.findings(in: file)
            + (dictionaries.map { DictionaryUses.findings(in: file, catalog: $0) } ?? [])
            + (configuration.options.fonts.map { FontNamesInCode.findings(in: file, fonts: $0) } ?? [])
        return found.compactMap { diagnostic -> Diagnostic? in
            let rule = diagnostic.ruleID
            guard !configuration.disabledRules.contains(rule),
                !suppressions.silences(rule.rawValue, onLine: diagnostic.location.line)
            else { return nil }
            var shown = diagnostic
            if let severity = configuration.severities[rule] { shown.severity = severity }
            return shown
        }.sorted { $0.location < $1.location }
    }

    /// The styles the file asks of each dictionary it names (`nil`: a style held in a
    /// variable, so any), for dropping the `missing-style` notes of styles no call site uses.
    public static func styleUses(_ bytes: [UInt8], path: String) -> [String: Set<TextStyle>?] {
        DictionaryUses.styleUses(in: SourceFile(bytes, path: path))
    }

    /// Where a token is, in the file.
    static func location(of token: SwiftToken, in file: SourceFile) -> SourceLocation {
        SourceLocation(file: file.path, line: token.line, column: token.column)
    }
}
