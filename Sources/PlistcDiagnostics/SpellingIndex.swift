/// A fixed set of names to suggest from ("did you mean …?"), compared without regard to case,
/// with aliases for words that mean a name without looking like it (`int` for `integer`).
///
/// A search costs time bounded by the length of the word searched for, not by anything else in
/// the input: the word is folded to lower case once, exact spellings and aliases are looked up
/// by hashing, only candidates whose length is within the allowed distance are compared, and
/// each comparison is a bounded edit distance, made only for a candidate whose letters could be
/// that close (`LetterSet`).
public struct SpellingIndex: Sendable {
    private struct Candidate: Sendable {
        let name: String
        let folded: [Unicode.Scalar]
        let letters: LetterSet
    }

    private let candidates: [Candidate]
    /// Each name by its lower-case spelling (the first, when two fold alike).
    private let exact: [String: String]
    /// Names by lower-case aliases.
    private let aliases: [String: String]
    /// The most Unicode scalars of any name or alias.
    private let longest: Int

    /// Creates an index of `names` and of `aliases`, lower-case words that stand for a name;
    /// ties in a search go to the earliest name.
    public init(_ names: some Sequence<String>, aliases: [String: String] = [:]) {
        candidates = names.map {
            let folded = Array($0.lowercased().unicodeScalars)
            return Candidate(name: $0, folded: folded, letters: LetterSet(folded))
        }
        exact = Dictionary(candidates.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
        self.aliases = aliases
        longest = (candidates.map(\.folded.count) + aliases.keys.map(\.unicodeScalars.count)).max() ?? 0
    }

    /// The name `word` most likely means: the same name in another case, the name of an
    /// alias, or the name at most `maxDistance` edits away (the closest; ties go to the
    /// earliest).
    public func suggestion(for word: String, within maxDistance: Int) -> String? {
        // A word much longer than every name is not a misspelling of any: stop before folding
        // it (a key can be a megabyte long).
        guard word.utf8.count <= 4 * (longest + maxDistance) else { return nil }
        let folded = word.lowercased()
        if let name = exact[folded] ?? aliases[folded] { return name }
        return closest(toFolded: Array(folded.unicodeScalars)[...], within: maxDistance)
    }

    /// The name closest to `word`, ignoring case, when at most `maxDistance` edits away; ties
    /// go to the earliest name. Aliases are not consulted.
    public func closest(to word: String, within maxDistance: Int) -> String? {
        guard word.utf8.count <= 4 * (longest + maxDistance) else { return nil }
        return closest(toFolded: Array(word.lowercased().unicodeScalars)[...], within: maxDistance)
    }

    private func closest(toFolded folded: ArraySlice<Unicode.Scalar>, within maxDistance: Int) -> String? {
        var scratch: [Int] = []
        var best: (name: String, distance: Int)?
        let letters = LetterSet(folded)
        for candidate in candidates {
            let limit = best.map { $0.distance - 1 } ?? maxDistance
            guard limit >= 0 else { break }
            guard letters.fewestEdits(to: candidate.letters) <= limit else { continue }
            if let distance = boundedEditDistance(candidate.folded[...], folded, limit: limit, scratch: &scratch) {
                best = (candidate.name, distance)
            }
        }
        return best?.name
    }
}

/// Which letters a word holds, each scalar in one of 64 buckets: a bound on the edit distance
/// that costs one XOR. An edit removes at most one letter from the word and adds at most one,
/// so it changes at most two buckets of the set: two words whose sets differ in `n` buckets are
/// at least `n / 2` edits apart (rounded up), however the scalars share buckets.
struct LetterSet: Equatable {
    private var bits: UInt64 = 0

    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars { bits |= 1 << UInt64(scalar.value & 63) }
    }

    /// The fewest edits that can turn a word with these letters into one with `other`'s.
    func fewestEdits(to other: LetterSet) -> Int { ((bits ^ other.bits).nonzeroBitCount + 1) / 2 }
}
