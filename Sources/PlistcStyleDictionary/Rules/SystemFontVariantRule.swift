import PlistcDiagnostics

/// `system-font-variant`: with `--runtime gewill`, a `design` or `weight` the fork ignores.
public enum SystemFontVariantRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "system-font-variant", defaultSeverity: .warning,
        summary:
            "a design or weight the gewill/ScaledFont fork does not know, so it ignores it (with --runtime gewill)",
        explanation: """
            The gewill/ScaledFont fork reads an entry without fontName and fontSize as the system
            font, with an optional design (default, serif, monospaced) and weight (regular,
            bold). It matches the values case-sensitively, and a value it does not know (rounded,
            semibold, Bold) decodes and is ignored: the style uses the system font's own design
            or weight. On a custom font, design is ignored whenever the font resolves.
            """,
        fixes: """
            a design or weight that differs from a known one only in letter case (Serif) is
            written as the fork spells it.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>design</key>↓<string>rounded</string>\n</dict>",
            "<key>headline</key>\n<dict>\n<key>weight</key>↓<string>Bold</string>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>design</key><string>serif</string>\n<key>weight</key><string>bold</string>\n</dict>"
        ],
        exampleOptions: LintOptions(runtime: .gewill))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard options.runtime.decodesSystemFontEntries else { return [] }
        return file.dictionaryEntries.flatMap { entry in
            [("design", entry.design, SystemFontVariant.designs), ("weight", entry.weight, SystemFontVariant.weights)]
                .compactMap { key, found, known -> Diagnostic? in
                    guard let found, let value = found.value.stringValue, !known.contains(value) else { return nil }
                    let close = known.first { $0.lowercased() == value.lowercased() }
                    let hint =
                        close.map { "did you mean '\($0)'? (the match is case-sensitive)" }
                        ?? "use \(CountText.list(known) { "'\($0)'" })"
                    return description.diagnostic(
                        "'\(QuotedText.short(entry.key)).\(QuotedText.short(key))' is '\(QuotedText.short(value))', which the gewill fork does not know, so it ignores it and '\(QuotedText.short(entry.key))' keeps the system font's own \(key): \(hint)",
                        at: found.value.location, keyPath: entry.key + "." + key, suggestion: close,
                        fix: close.map {
                            Fix(
                                .content(found.value.location), with: $0,
                                summary: "'\(QuotedText.short(value))' → '\($0)'")
                        })
                }
        }
    }
}
