import PlistcDiagnostics

/// `missing-glyph`: a string of the app has characters its style's font cannot draw.
public enum MissingGlyphRule: Rule {
    public static let description = RuleDescription(
        id: "missing-glyph", defaultSeverity: .warning,
        summary: "a string of the app has characters its style's font has no glyph for (with \"fit\" budgets)",
        explanation: """
            A character the font has no glyph for is drawn by iOS in another font (a fallback
            it chooses), so it looks unlike the rest of the text and its width cannot be
            predicted: plistc measures the rest of the string and names the characters. Use a
            font that covers the language, or accept the fallback and leave room for it. The
            examples are measured in body (Noto Serif) against {"keys": "**", "style": "body",
            "width": 200, "lines": 1}.
            """,
        kind: .measured,
        triggeringExamples: ["\"tab.settings\" = ↓\"設定\";"],
        nonTriggeringExamples: ["\"tab.home\" = \"Home\";"])
}
