import PlistcDiagnostics

/// `dictionary-not-found`: the app's Swift names a style dictionary that is not among the inputs.
public enum DictionaryNotFoundRule: Rule {
    public static let description = RuleDescription(
        id: "dictionary-not-found", defaultSeverity: .error,
        summary: "the app's Swift names a style dictionary that is not among those linted (with --sources)",
        explanation: """
            `ScaledFont(fontName: "Notworthy")` looks for Notworthy.plist in the app's bundle;
            when there is none, every style of that instance is the system font. Reported when
            no dictionary of that name is among the files linted, with the nearest name: fix
            the name, or lint the dictionary too. The examples are checked against a dictionary
            Noteworthy.plist.
            """,
        kind: .source,
        triggeringExamples: ["let scaledFont = ScaledFont(fontName: ↓\"Notworthy\")"],
        nonTriggeringExamples: ["let scaledFont = ScaledFont(fontName: \"Noteworthy\")"])
}
