import PlistcDiagnostics

/// `not-a-style-dictionary`: the file is clearly something else (an Info.plist, TypographyKit's
/// configuration, a table per content size, another library's schema, a file with no text-style
/// key). One finding says what and what to do; the other rules stay quiet unless `--verbose`.
public enum NotAStyleDictionaryRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "not-a-style-dictionary", defaultSeverity: .error,
        summary: "the file is clearly not a style dictionary (an Info.plist, another library's font configuration)",
        explanation: """
            A file whose entries hold no fontName or fontSize, and whose keys give away another
            format, gets this one finding instead of an error per key: an app's Info.plist
            (CFBundle… keys, UIAppFonts: pass it with --info-plist), TypographyKit's
            configuration (ui-font-text-styles), a table of sizes per content size
            (UICTContentSizeCategoryL, xLarge…: ScaledFont takes the size at Large and scales
            it), another library's entries (name and size, family, Font Face), or a file with no
            text-style key at all (a map of weights to font names). lint --verbose also shows
            what every other rule finds in it. A folder's files of these kinds are skipped, with
            the same words under --verbose.
            """,
        triggeringExamples: [
            "↓<key>CFBundleIdentifier</key><string>com.example.app</string>\n<key>UIAppFonts</key><array><string>Avenir.ttf</string></array>",
            "<key>UICTFontTextStyleBody</key>\n<dict>\n↓<key>name</key><string>Avenir-Book</string>\n<key>size</key><integer>17</integer>\n</dict>",
            "↓<key>bold</key><string>Vita-Bold</string>\n<key>regular</key><string>Vita-Regular</string>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let format = file.foreignFormat else { return [] }
        return [description.diagnostic("\(format.message)", at: format.location)]
    }
}
