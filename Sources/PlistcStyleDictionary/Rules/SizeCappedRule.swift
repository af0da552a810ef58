import PlistcDiagnostics

/// `size-capped`: the app's Swift caps Dynamic Type below the accessibility sizes.
public enum SizeCappedRule: Rule {
    public static let description = RuleDescription(
        id: "size-capped", defaultSeverity: .note,
        summary: "the app's Swift caps Dynamic Type below the accessibility sizes (with --sources)",
        explanation: """
            `.dynamicTypeSize(...X)` with X below `accessibility1` keeps its text from growing
            for the people who need it most; Apple asks never to cap body text. A cap is
            acceptable on small, repeated chrome (a tab bar, a toolbar) that shows its text in
            the large content viewer instead: with `.accessibilityShowsLargeContentViewer()`
            in the same block, the cap is not reported.
            """,
        kind: .source,
        triggeringExamples: ["Text(\"Body\").↓dynamicTypeSize(...DynamicTypeSize.xxLarge)"],
        nonTriggeringExamples: [
            "Text(\"Body\").dynamicTypeSize(...DynamicTypeSize.accessibility3)",
            "Label(\"Home\", systemImage: \"house\")\n    .dynamicTypeSize(...DynamicTypeSize.xLarge)\n    .accessibilityShowsLargeContentViewer()",
        ])
}
