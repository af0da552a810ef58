/// A fixed set of names to suggest from ("did you mean …?"), compared without regard to case.
///
/// A search costs time bounded by the length of the word searched for, not by anything else in
/// the input: the candidates are folded to lower case once, only those whose length is within
/// the allowed distance are compared, and each comparison is a bounded edit distance.
public struct SpellingIndex: Sendable {
    private struct Candidate: Sendable {
        let name: String
        let folded: [Unicode.Scalar]
    }

    private let candidates: [Candidate]
    private let longest: Int

    /// Creates an index of `names`; ties in a search go to the earliest.
    public init(_ names: some Sequence<String>) {
        candidates = names.map { Candidate(name: $0, folded: Array($0.lowercased().unicodeScalars)) }
        longest = candidates.map(\.folded.count).max() ?? 0
    }

    /// The candidate closest to `word`, ignoring case, when at most `maxDistance` edits away;
    /// ties go to the earliest candidate.
    public func closest(to word: String, within maxDistance: Int) -> String? {
        // A word much longer than every candidate is not a misspelling of any: stop before
        // folding it (a key can be a megabyte long).
        guard word.utf8.count <= 4 * (longest + maxDistance) else { return nil }
        let folded = Array(word.lowercased().unicodeScalars)[...]
        var scratch: [Int] = []
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let limit = best.map { $0.distance - 1 } ?? maxDistance
            guard limit >= 0 else { break }
            if let distance = boundedEditDistance(candidate.folded[...], folded, limit: limit, scratch: &scratch) {
                best = (candidate.name, distance)
            }
        }
        return best?.name
    }

    /// The first candidate that `word` equals ignoring case.
    public func matchIgnoringCase(_ word: String) -> String? {
        guard word.utf8.count <= 4 * longest else { return nil }
        let folded = Array(word.lowercased().unicodeScalars)
        return candidates.first { $0.folded == folded }?.name
    }
}
