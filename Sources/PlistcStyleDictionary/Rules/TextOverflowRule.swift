import PlistcDiagnostics

/// `text-overflow`: a string of the app does not fit its room at some content size.
public enum TextOverflowRule: Rule {
    public static let description = RuleDescription(
        id: "text-overflow", defaultSeverity: .warning,
        summary:
            "a string of the app needs more lines or width than its budget at some content size (with \"fit\" budgets)",
        explanation: """
            Each string of the app's String Catalogs and .strings files whose key a "fit" budget
            of .plistc.json matches (or every string given to plistc fit) is shaped in its
            style's font file with HarfBuzz, broken at ICU's line-break opportunities and
            wrapped greedily at the style's size at each content size. A string that needs more
            lines than the budget allows, or has a word wider than the box, is reported at its
            value, with the largest size it fits at and what it needs at the first it does not.
            Apple asks apps to let text wrap rather than cut it off, up to the largest
            accessibility size: shorten the string, or give it more room (lines: 0 lets it wrap).
            The measure is HarfBuzz's, not CoreText's: a string within a point of its box may
            go either way on a device. The examples are measured in body (Noto Serif, 17 pt at
            large) against {"keys": "**", "style": "body", "width": 200, "lines": 1}.
            """,
        kind: .measured,
        triggeringExamples: ["\"settings.title\" = ↓\"Donaudampfschifffahrtsgesellschaft\";"],
        nonTriggeringExamples: ["\"tab.home\" = \"Home\";"])
}
