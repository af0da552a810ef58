import PlistcDiagnostics

/// `weight-order`: headline is not heavier than body.
public enum WeightOrderRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "weight-order", defaultSeverity: .warning,
        summary: "headline's font is not heavier than body's (compared by weight class, with --fonts)",
        explanation: """
            Apple's headline is body's size in a heavier weight (Semibold). A headline font whose
            OS/2 weight class is not above body's is usually a swapped or mistyped font name.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>headline</key>\n<dict>\n<key>fontName</key>↓<string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>headline</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts, let headline = file.entry(for: .headline), let body = file.entry(for: .body),
            let headlineName = headline.fontNameString, let bodyName = body.fontNameString,
            let headlineWeight = fonts.face(named: headlineName)?.weightClass,
            let bodyWeight = fonts.face(named: bodyName)?.weightClass, headlineWeight <= bodyWeight,
            let value = headline.fontName?.value
        else { return [] }
        return [
            description.diagnostic(
                "headline's \(headlineName) (weight \(headlineWeight)) is not heavier than body's \(bodyName) (weight \(bodyWeight)): Apple's headline is a heavier weight of body; are the fonts swapped?",
                at: value.location, keyPath: headline.key + ".fontName")
        ]
    }
}
