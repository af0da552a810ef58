/// A fixed set of names to suggest from ("did you mean …?"), compared without regard to case,
/// with aliases for words that mean a name without looking like it (`int` for `integer`).
///
/// A search costs time bounded by the length of the word searched for, not by anything else in
/// the input: the word is folded to lower case once, exact spellings and aliases are looked up
/// by hashing, only candidates whose length is within the allowed distance are compared, and
/// each comparison is a bounded edit distance.
public struct SpellingIndex: Sendable {
    private struct Candidate: Sendable {
        let name: String
        let folded: [Unicode.Scalar]
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
        candidates = names.map { Candidate(name: $0, folded: Array($0.lowercased().unicodeScalars)) }
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
        for candidate in candidates {
            let limit = best.map { $0.distance - 1 } ?? maxDistance
            guard limit >= 0 else { break }
            if let distance = boundedEditDistance(candidate.folded[...], folded, limit: limit, scratch: &scratch) {
                best = (candidate.name, distance)
            }
        }
        return best?.name
    }
}
