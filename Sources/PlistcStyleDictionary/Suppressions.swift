import PlistcDiagnostics
import PlistcPropertyList

/// Findings silenced by comments in the file itself, in the grammar of `SuppressionDirective`:
/// `<!-- plistc:disable RULE -->` … `<!-- plistc:enable RULE -->` between the two (a `disable`
/// never closed: on the next element, a key together with its value), `plistc:disable:next`
/// on the next element, `plistc:disable:this` on the comment's line, `plistc:disable-file` in
/// the whole file. Without a rule ID, or with `all`, every rule is silenced.
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

    init(_ file: StyleDictionaryFile) {
        guard !file.suppressionComments.isEmpty else { return }
        let document = file.document
        /// Each directive, where its comment stands and where the element after it starts.
        typealias Place = (at: SourceLocation, next: SourceLocation?)
        let read: [(place: Place, directive: SuppressionDirective)] = file.suppressionComments.compactMap { read in
            read.directive.map { ((read.comment.location, read.comment.nextElement), $0) }
        }
        let spans = ElementSpans(
            document.root,
            startingAt: Set(
                read.lazy.filter { [.disable, .disableNext].contains($0.directive.verb) }.compactMap(\.place.next)))
        /// Where the `disable` comments not closed yet stand, by rule, in order.
        var open: [RuleID: [Place]] = [:]
        func silenceNextElement(after place: Place, _ rules: [RuleID]) {
            guard let next = place.next, let span = spans.span(startingAt: next) else { return }
            for rule in rules { ranges[rule, default: []].append(span) }
        }
        for (place, directive) in read {
            let rules = directive.rules.isEmpty ? [Self.everyRule] : directive.rules
            switch directive.verb {
            case .disableFile: fileWide.formUnion(rules)
            case .disableNext: silenceNextElement(after: place, rules)
            case .disableThis:
                let start = SourceLocation(fileNumber: place.at.fileNumber, line: place.at.line, column: 1)
                let end = SourceLocation(fileNumber: place.at.fileNumber, line: place.at.line, column: Int(UInt32.max))
                for rule in rules { ranges[rule, default: []].append(start...end) }
            case .disable: for rule in rules { open[rule, default: []].append(place) }
            case .enable:
                // Without a rule (or with `all`), every region open closes.
                for rule in directive.rules.isEmpty ? Array(open.keys) : rules {
                    guard let first = open.removeValue(forKey: rule)?.first else { continue }
                    ranges[rule, default: []].append(first.at...place.at)
                }
            }
        }
        // Each `disable` never closed: the element after it, as plistc has always read it.
        for (rule, places) in open {
            for place in places { silenceNextElement(after: place, [rule]) }
        }
        ranges = ranges.mapValues { $0.mergedRanges() }
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
