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

    /// The UTF-8 column of each finding's location in `bytes` (reviewdog counts bytes), lines
    /// ending at LF as the lexer counts them.
    public static func byteColumns(of findings: [Diagnostic], in bytes: [UInt8]) -> [Int] {
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        return findings.map { finding in
            let location = finding.location
            guard location.line >= 1, location.line <= lineStarts.count else { return location.column }
            var (offset, column) = (lineStarts[location.line - 1], 1)
            // One scalar at a time: its first byte, then its continuation bytes.
            while column < location.column, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            return offset - lineStarts[location.line - 1] + 1
        }
    }

    /// Where a token is, in the file.
    static func location(of token: SwiftToken, in file: SourceFile) -> SourceLocation {
        SourceLocation(file: file.path, line: token.line, column: token.column)
    }
}
