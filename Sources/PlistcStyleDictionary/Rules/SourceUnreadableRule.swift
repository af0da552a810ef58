import PlistcDiagnostics

/// `source-unreadable`: a Swift file plistc cannot read with certainty is not checked.
public enum SourceUnreadableRule: Rule {
    public static let description = RuleDescription(
        id: "source-unreadable", defaultSeverity: .note,
        summary: "a Swift file is not finished Swift, so its call sites are not checked (with --sources)",
        explanation: """
            plistc reads the app's Swift with a lexer of its own. When a file has a string,
            regex literal or comment that is never closed, a bracket that is never closed or
            closes none, or string interpolations nested more than 64 deep (real code nests two
            or three; each level costs the reader stack), it cannot tell code from text with
            certainty, so rather than report
            what may be no call at all it checks none of the file, says so once, and counts
            the file as asking the dictionaries for any style. A file the compiler accepts is
            read in full; an `#if` whose branches each open a block the branches share is
            the one exception.
            """,
        kind: .source,
        triggeringExamples: ["Text(\"a\").font(.system(size: 17))\n↓let s = \"never closed"],
        nonTriggeringExamples: ["let s = \"closed\"\nText(s).font(.body)"])
}
