import PlistcDiagnostics
import PlistcPropertyList

/// Findings silenced by comments in the file itself:
/// `<!-- plistc:disable rule-id … -->` silences those rules on the next element (a key together
/// with its value), and `<!-- plistc:disable-file rule-id … -->` in the whole file. Without a
/// rule ID, every rule is silenced.
///
/// Each rule's silenced ranges are merged and sorted once, so asking about a finding costs a
/// binary search however many directives the file holds.
struct Suppressions {
    /// The key of the ranges that silence every rule.
    private static let everyRule = RuleID(rawValue: "")

    /// Rules silenced in the whole file (`everyRule` for all of them).
    private var fileWide: Set<RuleID> = []
    /// For each rule ID (or `everyRule`), the ranges it is silenced in: sorted, disjoint.
    private var ranges: [RuleID: [ClosedRange<SourceLocation>]] = [:]

    init(_ document: PlistDocument) {
        let directives = document.comments.filter { $0.text.hasPrefix("plistc:") }
        guard !directives.isEmpty else { return }
        let spans = ElementSpans(
            document.root,
            startingAt: Set(
                directives.lazy.filter { !$0.text.hasPrefix("plistc:disable-file") }
                    .compactMap(\.nextElement)))
        for comment in directives {
            let words = Self.words(of: comment.text)
            guard let directive = words.first else { continue }
            let rules = words.count > 1 ? words.dropFirst().map(RuleID.init(rawValue:)) : [Self.everyRule]
            switch directive {
            case "plistc:disable-file":
                fileWide.formUnion(rules)
            case "plistc:disable":
                guard let next = comment.nextElement, let span = spans.span(startingAt: next) else { continue }
                for rule in rules { ranges[rule, default: []].append(span) }
            default:
                continue
            }
        }
        ranges = ranges.mapValues(Self.merged)
    }

    /// A directive's words: what spaces, commas and line breaks separate. An ASCII comment, as
    /// directives are, is split by its bytes in one pass over them (the same words, without
    /// breaking it into characters); any other by its characters.
    private static func words(of text: String) -> [String] {
        let fromBytes: [String]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || separates(bytes[end]) {
                if end > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                start = end + 1
            }
            return words
        }
        if let words = fromBytes ?? nil { return words }
        return text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }).map(String.init)
    }

    /// Whether an ASCII byte separates words: the space, the comma, and the line breaks a
    /// Character calls one (line feed, vertical tab, form feed, return).
    private static func separates(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2C || (0x0A...0x0D).contains(byte)
    }

    /// Whether the file silences nothing.
    var isEmpty: Bool { fileWide.isEmpty && ranges.isEmpty }

    /// Whether a comment silences the finding.
    func suppress(_ diagnostic: Diagnostic) -> Bool {
        suppresses(diagnostic.ruleID, at: diagnostic.location)
    }

    /// Whether a finding of the rule `ruleID` at `location` is silenced.
    func suppresses(_ ruleID: RuleID, at location: SourceLocation) -> Bool {
        guard !isEmpty else { return false }
        if fileWide.contains(Self.everyRule) || fileWide.contains(ruleID) { return true }
        return Self.contains(ranges[Self.everyRule], location) || Self.contains(ranges[ruleID], location)
    }

    /// The ranges sorted and overlapping ones joined.
    private static func merged(_ ranges: [ClosedRange<SourceLocation>]) -> [ClosedRange<SourceLocation>] {
        var result: [ClosedRange<SourceLocation>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether one of the sorted, disjoint `ranges` holds `location`.
    private static func contains(_ ranges: [ClosedRange<SourceLocation>]?, _ location: SourceLocation) -> Bool {
        guard let ranges else { return false }
        let after = ranges.partitionPoint { $0.lowerBound > location }
        return after > 0 && ranges[after - 1].contains(location)
    }
}

/// Where elements of a tree start, and how far their content reaches.
private struct ElementSpans {
    /// For the start of a key or a value: from there to the last location inside the value
    /// (its own start for a scalar). A key's span holds its value.
    private var spans: [SourceLocation: ClosedRange<SourceLocation>] = [:]

    /// The spans of the keys and values that start at `starts`, found in one walk of the tree
    /// with a stack of its own, never by recursion, so any depth the reader accepts is safe on
    /// any thread.
    init(_ root: PlistValue?, startingAt starts: Set<SourceLocation>) {
        guard let root, !starts.isEmpty else { return }
        struct Open {
            let value: PlistValue
            let key: SourceLocation?
            var last: SourceLocation
            var next = 0
        }
        /// The child at `index` of a container, with its key's location in a dictionary.
        func child(of value: PlistValue, at index: Int) -> (key: SourceLocation?, value: PlistValue)? {
            switch value.content {
            case .array(let items): index < items.count ? (nil, items[index]) : nil
            case .dictionary(let dictionary):
                index < dictionary.entries.count
                    ? (dictionary.entries[index].keyLocation, dictionary.entries[index].value) : nil
            default: nil
            }
        }
        var stack = [Open(value: root, key: nil, last: root.location)]
        while let top = stack.indices.last {
            if let next = child(of: stack[top].value, at: stack[top].next) {
                stack[top].next += 1
                stack.append(Open(value: next.value, key: next.key, last: next.value.location))
                continue
            }
            let closed = stack.removeLast()
            let start = closed.value.location
            if starts.contains(start) { spans[start] = start...closed.last }
            if let key = closed.key, starts.contains(key) { spans[key] = key...closed.last }
            if let parent = stack.indices.last { stack[parent].last = max(stack[parent].last, closed.last) }
        }
    }

    /// The span of the key or value that starts at `location`, if the tree holds one.
    func span(startingAt location: SourceLocation) -> ClosedRange<SourceLocation>? {
        spans[location]
    }
}

extension Array {
    /// The index of the first element for which `isInSecondPart` holds, in an array where every
    /// element for which it holds comes after every element for which it does not.
    fileprivate func partitionPoint(_ isInSecondPart: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if isInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
