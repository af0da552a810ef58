import PlistcDiagnostics

/// `style-not-in-dictionary`: the app's Swift asks a dictionary for a style it does not give.
public enum StyleNotInDictionaryRule: Rule {
    public static let description = RuleDescription(
        id: "style-not-in-dictionary", defaultSeverity: .error,
        summary: "the app's Swift asks a style dictionary for a style it lacks or that falls back (with --sources)",
        explanation: """
            `ScaledFont(fontName: "Noteworthy")` loads Noteworthy.plist; asking it for a style
            (`font(forTextStyle: .footnote)`, or `.scaledFont(.footnote)` where the file uses
            one dictionary) that the file lacks, or whose entry falls back, silently shows the
            system font at that call site. The dictionary is found by its name among the
            dictionaries linted, as the bundle finds it. Add the style to the dictionary, or
            ask for one it has. The examples are checked against a dictionary Noteworthy.plist
            with a body entry only.
            """,
        kind: .source,
        triggeringExamples: [
            "let scaledFont = ScaledFont(fontName: \"Noteworthy\")\nlabel.font = scaledFont.font(forTextStyle: ↓.footnote)"
        ],
        nonTriggeringExamples: [
            "let scaledFont = ScaledFont(fontName: \"Noteworthy\")\nlabel.font = scaledFont.font(forTextStyle: .body)"
        ])
}
