/// A fixed set of names to suggest from ("did you mean …?"), compared without regard to case,
/// with aliases for words that mean a name without looking like it (`int` for `integer`).
///
/// A search costs time bounded by the length of the word searched for, not by anything else in
/// the input: the word is folded to lower case once, exact spellings and aliases are looked up
/// by hashing, only candidates whose length is within the allowed distance are compared, and
/// each comparison is a bounded edit distance, made only for a candidate whose letters could be
/// that close (`LetterSet`). An ASCII word among ASCII names (every key a style dictionary
/// should have) is folded and compared as bytes, on the stack.
public struct SpellingIndex: Sendable {
    private struct Candidate: Sendable {
        let name: String
        let folded: [Unicode.Scalar]
        /// `folded` as bytes, when the names and aliases are all ASCII.
        let bytes: [UInt8]
        let letters: LetterSet
    }

    private let candidates: [Candidate]
    /// The aliases as folded bytes, when the names and aliases are all ASCII.
    private let asciiAliases: [(alias: [UInt8], name: String)]
    /// Whether every name and alias is ASCII: words are then compared as bytes.
    private let isASCII: Bool
    /// Each name by its lower-case spelling (the first, when two fold alike).
    private let exact: [String: String]
    /// Names by lower-case aliases.
    private let aliases: [String: String]
    /// The most Unicode scalars of any name or alias.
    private let longest: Int

    /// Creates an index of `names` and of `aliases`, lower-case words that stand for a name;
    /// ties in a search go to the earliest name.
    public init(_ names: some Sequence<String>, aliases: [String: String] = [:]) {
        let names = Array(names)
        isASCII = (names + aliases.keys).allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        candidates = names.map {
            let folded = Array($0.lowercased().unicodeScalars)
            return Candidate(name: $0, folded: folded, bytes: Array($0.lowercased().utf8), letters: LetterSet(folded))
        }
        asciiAliases = aliases.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.value) }
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
        if case .searched(let name) = asciiSearch(word, within: maxDistance, consultingAliases: true) { return name }
        let folded = word.lowercased()
        if let name = exact[folded] ?? aliases[folded] { return name }
        return closest(toFolded: Array(folded.unicodeScalars)[...], within: maxDistance)
    }

    /// The name closest to `word`, ignoring case, when at most `maxDistance` edits away; ties
    /// go to the earliest name. Aliases are not consulted.
    public func closest(to word: String, within maxDistance: Int) -> String? {
        guard word.utf8.count <= 4 * (longest + maxDistance) else { return nil }
        if case .searched(let name) = asciiSearch(word, within: maxDistance, consultingAliases: false) { return name }
        return closest(toFolded: Array(word.lowercased().unicodeScalars)[...], within: maxDistance)
    }

    /// What a search of ASCII bytes gives.
    private enum ASCIISearch {
        /// The word or a name is not ASCII: search its scalars.
        case notASCII
        /// The name found, if any.
        case searched(String?)
    }

    /// `suggestion` (or `closest`, without the aliases) for an ASCII word among ASCII names:
    /// the word folded to lower case on the stack, the exact spelling and the aliases found by
    /// comparing bytes, and the distances counted in bytes, as they are in scalars.
    private func asciiSearch(_ word: String, within maxDistance: Int, consultingAliases: Bool) -> ASCIISearch {
        guard isASCII else { return .notASCII }
        var word = word
        return word.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { folded in
                for (index, byte) in bytes.enumerated() {
                    folded[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                }
                let word = UnsafeBufferPointer(folded)
                if let same = candidates.first(where: { $0.bytes.hasSameBytes(as: word) }) {
                    return .searched(same.name)
                }
                if consultingAliases, let alias = asciiAliases.first(where: { $0.alias.hasSameBytes(as: word) }) {
                    return .searched(alias.name)
                }
                return .searched(closest(toFoldedBytes: word, within: maxDistance))
            }
        }
    }

    private func closest(toFoldedBytes word: UnsafeBufferPointer<UInt8>, within maxDistance: Int) -> String? {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (word.count + 1)) { cells in
            var best: (name: String, distance: Int)?
            let letters = LetterSet(word.lazy.map { Unicode.Scalar($0) })
            for candidate in candidates {
                let limit = best.map { $0.distance - 1 } ?? maxDistance
                guard limit >= 0 else { break }
                guard abs(candidate.bytes.count - word.count) <= limit,
                    letters.fewestEdits(to: candidate.letters) <= limit
                else { continue }
                let distance = candidate.bytes.withUnsafeBufferPointer {
                    boundedEditDistance($0, word, limit: limit, cells: cells)
                }
                if let distance { best = (candidate.name, distance) }
            }
            return best?.name
        }
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
