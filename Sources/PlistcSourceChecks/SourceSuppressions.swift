import PlistcSwiftSource

/// Findings in Swift silenced by the file's own comments: `// plistc:disable:next RULE …` on
/// the line after it, `// plistc:disable RULE …` from its line until `// plistc:enable RULE …`
/// (or the end); without a rule ID, every rule.
struct SourceSuppressions {
    private var nextLines: [Int: Set<String>] = [:]
    /// For each rule ID ("" for all), the ranges of lines it is off in, in order and apart (a
    /// rule is off once at a time): a line's span is found by a binary search.
    private var spans: [String: [ClosedRange<Int>]] = [:]

    init(_ directives: [SwiftDirectiveComment]) {
        var open: [String: Int] = [:]
        for directive in directives {
            let words = directive.directive.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard let verb = words.first else { continue }
            let rules = words.count > 1 ? Array(words.dropFirst()) : [""]
            switch verb {
            case "disable:next":
                nextLines[directive.line + 1, default: []].formUnion(rules)
            case "disable:this":
                nextLines[directive.line, default: []].formUnion(rules)
            case "disable":
                for rule in rules where open[rule] == nil { open[rule] = directive.line }
            case "enable":
                for rule in rules {
                    if let start = open.removeValue(forKey: rule) {
                        spans[rule, default: []].append(start...directive.line)
                    }
                }
            default: continue
            }
        }
        for (rule, start) in open { spans[rule, default: []].append(start...Int.max) }
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
