import PlistcDiagnostics

/// Resolved fixes applied to a file's bytes: in file order, each replacing exactly its range,
/// every other byte kept. A fix that overlaps one before it is left out (the next round, after
/// a new read, may apply it); the same change found twice is made once.
public struct FixApplication: Sendable {
    /// The file with the fixes applied.
    public let bytes: [UInt8]
    /// The findings whose fixes were applied, in file order; their ranges are in the file
    /// before.
    public let applied: [Diagnostic]

    /// Applies the resolved fixes among `diagnostics` to `bytes`.
    public init(_ bytes: [UInt8], applying diagnostics: [Diagnostic]) {
        let candidates = diagnostics.compactMap { diagnostic -> (Diagnostic, TextRange)? in
            guard let range = diagnostic.fix?.range else { return nil }
            return (diagnostic, range)
        }.sorted { left, right in
            let (a, b) = (left.1, right.1)
            if a.start.offset != b.start.offset { return a.start.offset < b.start.offset }
            if a.end.offset != b.end.offset { return a.end.offset < b.end.offset }
            return (left.0.ruleID, left.0.fix?.replacement ?? "") < (right.0.ruleID, right.0.fix?.replacement ?? "")
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var applied: [Diagnostic] = []
        var copied = 0
        var last: (range: TextRange, replacement: String)?
        for (diagnostic, range) in candidates {
            let replacement = diagnostic.fix?.replacement ?? ""
            if let last, last.range == range, last.replacement == replacement { continue }
            guard range.start.offset >= copied, range.end.offset <= bytes.count else { continue }
            result += bytes[copied..<range.start.offset]
            result += Array(replacement.utf8)
            copied = range.end.offset
            applied.append(diagnostic)
            last = (range, replacement)
        }
        result += bytes[copied...]
        self.bytes = result
        self.applied = applied
    }
}
