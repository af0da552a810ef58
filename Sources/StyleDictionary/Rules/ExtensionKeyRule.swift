import PropertyList

/// `extension-key`: plistc's own entry keys, `maximumPointSize` and `legibilityFontName`, hold
/// something generated code cannot use.
public enum ExtensionKeyRule: Rule {
    public static let description = RuleDescription(
        id: "extension-key", defaultSeverity: .error,
        summary: "maximumPointSize is not a usable size, or legibilityFontName not a font name",
        explanation: """
            plistc reads two extension keys that ScaledFont ignores: maximumPointSize (a number of
            points: the style never scales past it; at least fontSize) and legibilityFontName (the
            PostScript name of the font to use when Bold Text is on). Generated code honours them;
            a value of the wrong kind would be silently dropped, so it is an error.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key>↓<string>40</string>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key>↓<integer>12</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>legibilityFontName</key>↓<true/>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>maximumPointSize</key><integer>40</integer>\n<key>legibilityFontName</key><string>Avenir-Heavy</string>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        file.entries.flatMap { entry -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            if let maximum = entry.maximumPointSize {
                let keyPath = entry.key + ".maximumPointSize"
                if let points = entry.maximumPointSizePoints, FontSizeRangeRule.isUsable(points) {
                    if let size = entry.fontSizePoints, points < size {
                        diagnostics.append(
                            description.diagnostic(
                                "'\(keyPath)' is \(SizeText.exact(points)) points, below the style's fontSize of \(SizeText.exact(size)): the style could never reach its own size; use at least \(SizeText.exact(size))",
                                at: maximum.value.location, keyPath: keyPath))
                    }
                } else {
                    diagnostics.append(
                        description.diagnostic(
                            "'\(keyPath)' is <\(maximum.value.elementName)>\(entry.maximumPointSizePoints.map { " \(SizeText.exact($0))" } ?? ""), not a usable size: write a number of points such as <integer>40</integer>",
                            at: maximum.value.location, keyPath: keyPath))
                }
            }
            if let legibility = entry.legibilityFontName {
                let name = legibility.value.stringValue
                if name == nil || name?.isBlank == true {
                    diagnostics.append(
                        description.diagnostic(
                            "'\(entry.key).legibilityFontName' is \(name == nil ? "<\(legibility.value.elementName)>" : "empty"), not a font name: write the PostScript name of the font for Bold Text as a <string>",
                            at: legibility.value.location, keyPath: entry.key + ".legibilityFontName"))
                }
            }
            return diagnostics
        }
    }
}
