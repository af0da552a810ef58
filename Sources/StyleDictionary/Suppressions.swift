import PropertyList

/// Findings silenced by comments in the file itself:
/// `<!-- plistc:disable rule-id … -->` silences those rules on the next element (a key together
/// with its value), and `<!-- plistc:disable-file rule-id … -->` in the whole file. Without a
/// rule ID, every rule is silenced.
struct Suppressions {
    private struct Region {
        let rules: Set<String>
        let range: ClosedRange<SourceLocation>?
    }

    private let regions: [Region]

    init(_ document: PlistDocument) {
        let directives = document.comments.filter { $0.text.hasPrefix("plistc:") }
        guard !directives.isEmpty else {
            regions = []
            return
        }
        let spans = ElementSpans(document.root)
        regions = directives.compactMap { comment in
            let words = comment.text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }).map(String.init)
            guard let directive = words.first else { return nil }
            let rules = Set(words.dropFirst())
            switch directive {
            case "plistc:disable-file": return Region(rules: rules, range: nil)
            case "plistc:disable": return Region(rules: rules, range: spans.span(after: comment.location))
            default: return nil
            }
        }
    }

    func suppress(_ diagnostic: Diagnostic) -> Bool {
        !regions.isEmpty
            && regions.contains { region in
                guard region.rules.isEmpty || region.rules.contains(diagnostic.ruleID) else { return false }
                guard let range = region.range else { return true }
                return range.contains(diagnostic.location)
            }
    }
}

/// Where each element of a tree starts, and how far its content reaches.
private struct ElementSpans {
    /// Start of a key or value, and the last location inside it (its own start for a scalar).
    private var spans: [ClosedRange<SourceLocation>] = []

    init(_ root: PlistValue?) {
        guard let root else { return }
        add(root, key: nil)
        spans.sort { $0.lowerBound < $1.lowerBound }
    }

    /// The first element starting after `location`: a key together with its value.
    func span(after location: SourceLocation) -> ClosedRange<SourceLocation>? {
        spans.first { $0.lowerBound > location }
    }

    /// Adds a value (and the key before it) and everything inside; returns its last location.
    @discardableResult
    private mutating func add(_ value: PlistValue, key: SourceLocation?) -> SourceLocation {
        var last = value.location
        switch value.content {
        case .array(let items):
            for item in items { last = max(last, add(item, key: nil)) }
        case .dictionary(let dictionary):
            for entry in dictionary.entries { last = max(last, add(entry.value, key: entry.keyLocation)) }
        default:
            break
        }
        spans.append((key ?? value.location)...last)
        return last
    }
}
