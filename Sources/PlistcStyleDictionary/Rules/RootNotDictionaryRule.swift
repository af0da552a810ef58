import PlistcDiagnostics

/// `root-not-dictionary`: the top-level value is not a `<dict>`.
public enum RootNotDictionaryRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "root-not-dictionary", defaultSeverity: .error,
        summary: "the top level is not a <dict>",
        explanation: """
            ScaledFont decodes the file as a dictionary keyed by text style. Any other top-level
            value (an array, a string) fails to decode, and every style uses the system font.
            """,
        triggeringExamples: ["<plist version=\"1.0\">\n↓<array/>\n</plist>", "<plist>↓<string>body</string></plist>"],
        nonTriggeringExamples: ["<plist version=\"1.0\">\n<dict/>\n</plist>"])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let root = file.document.root, root.dictionaryValue == nil else { return [] }
        return [
            description.diagnostic(
                "the top level is <\(root.elementName)>, not <dict>: ScaledFont reads a dictionary keyed by text style, so every style falls back to the system font",
                at: root.location)
        ]
    }
}
