import PlistcDiagnostics

/// `extension-key`: plistc's own entry keys (`maximumPointSize`, `legibilityFontName`,
/// `lineHeight`, `letterSpacing`) hold something generated code cannot use.
public enum ExtensionKeyRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "extension-key", defaultSeverity: .error,
        summary:
            "maximumPointSize, lineHeight or letterSpacing is not a usable number, or legibilityFontName not a font name",
        explanation: """
            plistc reads four extension keys that ScaledFont ignores: maximumPointSize (a number of
            points: the style never scales past it; at least fontSize), legibilityFontName (the
            PostScript name of the font to use when Bold Text is on), lineHeight (the line height
            as a multiple of the size, as design tokens write it: 0.5 to 3) and letterSpacing (in
            points at the default size, scaled with the style: within half the size either
            way). Generated code and every table honour them; a value of the wrong kind would be
            silently dropped, so it is an error, and one out of range a warning.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key>↓<string>40</string>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key>↓<integer>12</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>legibilityFontName</key>↓<true/>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>lineHeight</key>↓<string>1.4</string>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>lineHeight</key>↓<integer>24</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>letterSpacing</key>↓<integer>12</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key><integer>40</integer>\n<key>legibilityFontName</key><string>Avenir-Heavy</string>\n<key>lineHeight</key><real>1.3</real>\n<key>letterSpacing</key><real>-0.4</real>\n</dict>"
        ])

    /// The line heights generated code uses: 0.5 to 3 times the size.
    public static let lineHeights = 0.5...3.0

    /// Whether a letter spacing is usable: a finite number within half the size either way.
    public static func isUsable(letterSpacing: Double, size: Double) -> Bool {
        letterSpacing.isFinite && abs(letterSpacing) <= 0.5 * abs(size)
    }

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        // Most entries have none of the extension keys: nothing to look at, and not even an
        // empty array to append (which allocates).
        var diagnostics: [Diagnostic] = []
        for entry in file.dictionaryEntries where entry.hasExtensionKey { diagnostics += findings(entry) }
        return diagnostics
    }

    /// What one entry with an extension key gets.
    private static func findings(_ entry: StyleEntry) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A value whose text CoreFoundation cannot read is device-rejects' (`unreadable`).
        if let maximum = entry.maximumPointSize, !maximum.value.isUnreadable {
            let keyPath = entry.key + ".maximumPointSize"
            if let points = entry.maximumPointSizePoints, FontSizeRangeRule.isUsable(points) {
                if let size = entry.fontSizePoints, points < size {
                    diagnostics.append(
                        description.diagnostic(
                            "'\(QuotedText.short(keyPath))' is \(SizeText.exact(points)) points, below the style's fontSize of \(SizeText.exact(size)): the style could never reach its own size; use at least \(SizeText.exact(size))",
                            at: maximum.value.location, keyPath: keyPath))
                }
            } else {
                diagnostics.append(
                    description.diagnostic(
                        "'\(QuotedText.short(keyPath))' is <\(maximum.value.elementName)>\(entry.maximumPointSizePoints.map { " \(SizeText.exact($0))" } ?? ""), not a usable size: write a number of points such as <integer>40</integer>",
                        at: maximum.value.location, keyPath: keyPath))
            }
        }
        diagnostics += spacingFindings(entry)
        if let legibility = entry.legibilityFontName {
            let name = legibility.value.stringValue
            if name == nil || name?.isBlank == true {
                diagnostics.append(
                    description.diagnostic(
                        "'\(QuotedText.short(entry.key)).legibilityFontName' is \(name == nil ? "<\(legibility.value.elementName)>" : "empty"), not a font name: write the PostScript name of the font for Bold Text as a <string>",
                        at: legibility.value.location, keyPath: entry.key + ".legibilityFontName"))
            }
        }
        return diagnostics
    }

    /// `lineHeight` and `letterSpacing`: not a number, an error; out of range, a warning.
    private static func spacingFindings(_ entry: StyleEntry) -> [Diagnostic] {
        let size = entry.fontSizePoints
        return [
            spacingFinding(
                entry, key: "lineHeight", number: entry.lineHeightMultiple, isUsable: lineHeights.contains,
                outOfRange: { multiple in
                    "is \(SizeText.exact(multiple)), but a line height is a multiple of the size between 0.5 and 3 (1.2 is usual); generated code leaves it out. Points (such as 24) go in as 24 divided by fontSize"
                }, kind: "the line height as a multiple of the size, such as <real>1.2</real>"),
            spacingFinding(
                entry, key: "letterSpacing", number: entry.letterSpacingPoints,
                isUsable: { points in size.map { isUsable(letterSpacing: points, size: $0) } ?? true },
                outOfRange: { points in
                    "is \(SizeText.exact(points)) points, more than half the fontSize of \(SizeText.exact(size ?? 0)) either way; generated code leaves it out. Letter spacing is in points at the default size, such as <real>-0.4</real>"
                }, kind: "the letter spacing in points at the default size, such as <real>-0.4</real>"),
        ].compactMap { $0 }
    }

    /// The finding of one spacing key: not a number (an error, saying what to write: `kind`),
    /// or a number out of range (a warning).
    private static func spacingFinding(
        _ entry: StyleEntry, key: String, number: Double?, isUsable: (Double) -> Bool,
        outOfRange: (Double) -> String, kind: String
    ) -> Diagnostic? {
        guard let found = key == "lineHeight" ? entry.lineHeight : entry.letterSpacing, !found.value.isUnreadable
        else { return nil }
        let keyPath = entry.key + "." + key
        guard let number else {
            return description.diagnostic(
                "'\(QuotedText.short(keyPath))' is <\(found.value.elementName)>, not a number: write \(kind)",
                at: found.value.location,
                keyPath: keyPath)
        }
        guard !isUsable(number) else { return nil }
        let problem = outOfRange(number)
        return description.diagnostic(
            "'\(QuotedText.short(keyPath))' \(problem)", at: found.value.location, keyPath: keyPath, severity: .warning)
    }
}
