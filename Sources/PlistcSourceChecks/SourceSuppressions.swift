import PlistcDiagnostics
import PlistcStyleDictionary

/// Findings in Swift silenced by the file's own comments, in the grammar of
/// `SuppressionDirective` (the same as a property list's): `// plistc:disable:next RULE …` on
/// the line after it, `// plistc:disable:this RULE …` on its own, `// plistc:disable RULE …`
/// from its line until `// plistc:enable RULE …` (or the end), `// plistc:disable-file RULE …`
/// everywhere; without a rule ID, or with `all`, every rule.
struct SourceSuppressions: Sendable {
    private var nextLines: [Int: Set<String>] = [:]
    /// For each rule ID ("" for all), the ranges of lines it is off in, in order and apart: a
    /// line's span is found by a binary search.
    private var spans: [String: [ClosedRange<Int>]] = [:]

    /// The suppressions of a file's directives, each with the line its comment is on.
    init(_ directives: [(line: Int, directive: SuppressionDirective)]) {
        var open: [String: Int] = [:]
        for (line, directive) in directives {
            let rules = directive.rules.isEmpty ? [""] : directive.rules.map(\.rawValue)
            switch directive.verb {
            case .disableNext:
                nextLines[line + 1, default: []].formUnion(rules)
            case .disableThis:
                nextLines[line, default: []].formUnion(rules)
            case .disable:
                for rule in rules where open[rule] == nil { open[rule] = line }
            case .enable:
                // Without a rule (or with `all`), every region open closes.
                for rule in directive.rules.isEmpty ? Array(open.keys) : rules {
                    if let start = open.removeValue(forKey: rule) {
                        spans[rule, default: []].append(start...line)
                    }
                }
            case .disableFile:
                for rule in rules { spans[rule, default: []].append(0...Int.max) }
            }
        }
        for (rule, start) in open { spans[rule, default: []].append(start...Int.max) }
        spans = spans.mapValues { $0.mergedRanges() }
    }

    /// Whether `rule` is silenced on `line`.
    func silences(_ rule: String, onLine line: Int) -> Bool {
        if let next = nextLines[line], next.contains(rule) || next.contains("") { return true }
        return [rule, ""].contains { id in
            guard let ranges = spans[id] else { return false }
            let after = ranges.firstIndex(keyAtLeast: line + 1) { $0.lowerBound }
            return after > 0 && ranges[after - 1].contains(line)
        }
    }
}

extension SourceSuppressions {
    /// The suppressions of a file's `plistc:` comments (each the text after `plistc:`, with where
    /// its comment is), and `unknown-suppression`'s findings for what they misname: each comment
    /// read once for both, in Swift as in a storyboard.
    static func read(_ comments: [(line: Int, column: Int, text: Substring)], path: String) -> (
        suppressions: SourceSuppressions, unknown: [Diagnostic]
    ) {
        let read = comments.map { (comment: $0, read: SuppressionDirective.read($0.text)) }
        return (
            SourceSuppressions(read.compactMap { entry in entry.read.directive.map { (entry.comment.line, $0) } }),
            read.flatMap { entry in
                UnknownSuppressionRule.findings(
                    entry.read.unknown,
                    at: SourceLocation(file: path, line: entry.comment.line, column: entry.comment.column))
            }
        )
    }
}
