import PlistcDiagnostics
import PlistcPropertyList

/// `unknown-font`: a font name that no given font file holds and the platform does not ship.
public enum UnknownFontRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "unknown-font", defaultSeverity: .error,
        summary:
            "a font name is in none of the given font files nor among iOS's own fonts (with --fonts); without --fonts, a note lists the names left unchecked",
        explanation: """
            UIFont(name:size:) returns nil for a name no registered font has, and the style then
            silently uses the system font. With --fonts, plistc reads the PostScript names of the
            app's font files and knows the fonts iOS ships (--platform-fonts none forgets them); a
            name in neither is an error, with the closest real name and the file that holds it.
            The PostScript name often differs from the file name: plistc fonts lists them.
            Without --fonts, the names that are not built into iOS cannot be checked: a note
            lists them, so that a clean result does not hide them; a run over several files
            says so once, for the first file that has such names (--verbose: for each).
            """,
        fixes: """
            a name that differs from a font of the given files only in letter case is written
            as the font spells it. Other guesses stay suggestions.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>NotoSerif</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>notoserif-bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>title</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts else {
            return options.uncheckedFontsNote == .off
                ? [] : unchecked(file, onceARun: options.uncheckedFontsNote == .onceARun)
        }
        return file.fontNames.compactMap { entry, key, value, name in
            guard !fonts.knows(name) else { return nil }
            let suggestion = fonts.suggestion(for: name)
            let hint = Self.hint(for: suggestion)
            return description.diagnostic(
                "'\(QuotedText.short(entry.key)).\(QuotedText.short(key))' is \"\(name)\", which no given font file holds and iOS does not ship, so the style falls back to the system font: \(hint)",
                at: value.location, keyPath: entry.key + "." + key, suggestion: suggestion?.name,
                fix: suggestion.flatMap { fix(name, to: $0.name, at: value.location) })
        }
    }

    /// What to write instead of an unknown name: the closest real one and where it is, or how
    /// to list them (shared with the names in the app's Swift).
    public static func hint(for suggestion: (name: String, file: String?)?) -> String {
        suggestion.map { found in
            "did you mean '\(QuotedText.short(found.name))'" + (found.file.map { " (in \($0))" } ?? " (built into iOS)")
                + "?"
        } ?? "list the real names with plistc fonts PATH"
    }

    /// Without `--fonts`: one note at the first name that is not built into iOS, listing every
    /// such name (each once), since nothing says whether the app ships it; `onceARun` when the
    /// run shows only the first file's.
    private static func unchecked(_ file: StyleDictionaryFile, onceARun: Bool) -> [Diagnostic] {
        // Most names are built in, or repeat: look each up once, and keep only the others.
        var seen = DistinctNames(capacity: 2 * file.dictionaryEntries.count)
        var names: [String] = []
        var first: (keyPath: String, location: SourceLocation)?
        func note(_ found: PlistDictionary.Entry?, _ key: String, of entry: StyleEntry) {
            guard let found, let name = found.value.stringValue, seen.insert(name),
                !name.isBlank, !BuiltInFonts.containsIOS(name)
            else { return }
            if first == nil { first = (entry.key + "." + key, found.value.location) }
            names.append(name)
        }
        for entry in file.dictionaryEntries {
            note(entry.fontName, "fontName", of: entry)
            note(entry.legibilityFontName, "legibilityFontName", of: entry)
        }
        guard let first else { return [] }
        let list = names
        let (verb, pronoun) = names.count == 1 ? ("is", "it") : ("are", "them")
        return [
            description.diagnostic(
                "not checked: \(CountText.list(list) { "'\(QuotedText.short($0))'" }) \(verb) not built into iOS and no --fonts was given, so plistc cannot tell whether the app ships \(pronoun) (a style whose font is missing uses the system font); pass the app's font files with --fonts (or \"fonts\" in .plistc.json) to check every name\(onceARun ? " (said once a run, for the first file with such names; --verbose says it for each)" : "")",
                at: first.location, keyPath: first.keyPath, severity: .note)
        ]
    }

    /// The fix when the one font that matches differs only in letter case (`avenir-book` for
    /// `Avenir-Book`): a name a spelling guess found is left to a person.
    private static func fix(_ name: String, to found: String, at location: SourceLocation) -> Fix? {
        guard found.lowercased() == name.lowercased() else { return nil }
        return Fix(
            .content(location), with: XMLText.escapedContent(found),
            summary: "'\(QuotedText.short(name))' → '\(QuotedText.short(found))'")
    }
}
