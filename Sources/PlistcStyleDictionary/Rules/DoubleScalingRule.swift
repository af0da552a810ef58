import PlistcDiagnostics

/// `double-scaling`: a size that Dynamic Type has already scaled is scaled again.
public enum DoubleScalingRule: Rule {
    public static let description = RuleDescription(
        id: "double-scaling", defaultSeverity: .error,
        summary: "the app's Swift scales a size or a font that is already scaled (with --sources)",
        explanation: """
            `@ScaledMetric` (or `UIFontMetrics.scaledValue(for:)`) already grows its value with
            the content size; given to `Font.custom(_:size:)` (or `custom(_:size:relativeTo:)`),
            which scales its size again relative to body, text grows twice as fast as it
            should: at AX5 it is far larger than Apple's tables. The same happens to a font from
            `scaledFont(for:)` or `UIFont.preferredFont(forTextStyle:)` given to
            `scaledFont(for:)` again. Give a scaled size to `Font.custom(_:fixedSize:)`, or pass
            the unscaled size to `custom(_:size:)`; scale a font once. A name counts as scaled
            where it is in scope (a `@ScaledMetric` in its type, a `let` in its block).
            """,
        fixes: """
            renames the label of `.custom(name, size: scaled)` to `fixedSize:`, every other byte
            of the Swift file kept; `custom(_:size:relativeTo:)` is left to a person (its
            `relativeTo:` would have to go too).
            """,
        kind: .source,
        triggeringExamples: [
            "struct V: View {\n    @ScaledMetric var size = 17\n    var body: some View { Text(\"Hi\").font(↓.custom(\"Inter\", size: size)) }\n}",
            "let font = UIFontMetrics.default.↓scaledFont(for: UIFont.preferredFont(forTextStyle: .body))",
        ],
        nonTriggeringExamples: [
            "struct V: View {\n    @ScaledMetric var size = 17\n    var body: some View { Text(\"Hi\").font(.custom(\"Inter\", fixedSize: size)) }\n}",
            "let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Inter\", size: 17)!)",
        ])
}
