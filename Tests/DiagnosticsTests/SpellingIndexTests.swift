import TestSupport
import Testing

@testable import PlistcDiagnostics

/// "Did you mean …?" searches: the same answers as the textbook optimal string alignment
/// distance (Levenshtein's edits and a swap of two neighbours), at a cost bounded by the word
/// searched for.
@Suite("Spelling suggestions")
struct SpellingIndexTests {
    /// The textbook distance, the reference the bounded one is held to: the whole table of
    /// the optimal string alignment distance.
    private static func textbookDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for row in 0...lhs.count { table[row][0] = row }
        for column in 0...rhs.count { table[0][column] = column }
        for row in stride(from: 1, through: lhs.count, by: 1) {
            for column in stride(from: 1, through: rhs.count, by: 1) {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var cell = min(
                    table[row - 1][column - 1] + cost, table[row - 1][column] + 1, table[row][column - 1] + 1)
                if row > 1 && column > 1 && lhs[row - 1] == rhs[column - 2] && lhs[row - 2] == rhs[column - 1] {
                    cell = min(cell, table[row - 2][column - 2] + 1)
                }
                table[row][column] = cell
            }
        }
        return table[lhs.count][rhs.count]
    }

    @Test func aSwapOfNeighboursIsOneEdit() {
        var scratch: [Int] = []
        let distance = { (left: String, right: String) in
            boundedEditDistance(
                Array(left.unicodeScalars)[...], Array(right.unicodeScalars)[...], limit: 2, scratch: &scratch)
        }
        #expect(distance("titel2", "title2") == 1)
        #expect(distance("fotnSize", "fontSize") == 1)
        #expect(distance("ab", "ba") == 1)
        // Two swaps, and a swap across a third letter (two substitutions).
        #expect(distance("badc", "abcd") == 2)
        #expect(distance("acb", "bca") == 2)
        // The style a swapped key meant, not one that only looks nearer letter by letter.
        #expect(SpellingIndex(["title", "title2", "title3"]).closest(to: "titel2", within: 2) == "title2")
    }

    /// Random short words over a small alphabet (so that near misses are common), seeded.
    private static func words(
        count: Int, seed: UInt64, alphabet: [Unicode.Scalar] = ["a", "b", "c", "é", "-"]
    ) -> [[Unicode.Scalar]] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
        }
    }

    @Test(arguments: [0, 1, 2, 3])
    func boundedDistanceAgreesWithTheTextbookWithinItsLimit(limit: Int) {
        let words = Self.words(count: 120, seed: UInt64(limit) + 7)
        var scratch: [Int] = []
        for (left, right) in zip(words, words.reversed()) {
            let expected = Self.textbookDistance(left, right)
            let bounded = boundedEditDistance(left[...], right[...], limit: limit, scratch: &scratch)
            #expect(bounded == (expected <= limit ? expected : nil), "\(left) \(right)")
        }
    }

    /// The letter sets' bound never passes over a candidate the textbook search would pick:
    /// `closest` gives the earliest of the nearest names within the limit, on random words and
    /// names over a small alphabet (letters in one bucket, `a` and `!`, included), searched as
    /// scalars (`é` among the letters) and as ASCII bytes (upper case among them, folded).
    @Test(arguments: [1, 2], [false, true])
    func closestIsTheTextbookSearch(limit: Int, ascii: Bool) {
        let alphabet: [Unicode.Scalar] = ascii ? ["a", "b", "c", "-", "A"] : ["a", "b", "c", "é", "-"]
        var words = Self.words(count: 240, seed: UInt64(limit) + 40, alphabet: alphabet).map {
            $0 + (($0.count % 3 == 0) ? ["!"] : [])
        }
        let names = words.prefix(40).map { String(String.UnicodeScalarView($0)) }
        let index = SpellingIndex(names)
        words.removeFirst(40)
        var pruned = 0
        for word in words {
            let folded = Array(String(String.UnicodeScalarView(word)).lowercased().unicodeScalars)
            let distances = names.map { Self.textbookDistance(Array($0.lowercased().unicodeScalars), folded) }
            let nearest = distances.min().flatMap { $0 <= limit ? $0 : nil }
            let expected = nearest.flatMap { distance in distances.firstIndex(of: distance).map { names[$0] } }
            #expect(index.closest(to: String(String.UnicodeScalarView(word)), within: limit) == expected, "\(word)")
            pruned += names.filter { LetterSet($0.unicodeScalars).fewestEdits(to: LetterSet(word)) > limit }.count
        }
        #expect(pruned > 0, "the bound prunes some candidates, or this test would not test it")
    }

    @Test func letterSetsBoundTheDistanceFromBelow() {
        let words = Self.words(count: 200, seed: 3)
        for (left, right) in zip(words, words.reversed()) {
            let bound = LetterSet(left).fewestEdits(to: LetterSet(right))
            #expect(bound <= Self.textbookDistance(left, right), "\(left) \(right)")
        }
        // "abc" and "xyz" share no letter: three substitutions, and the bound says three.
        #expect(LetterSet("abc".unicodeScalars).fewestEdits(to: LetterSet("xyz".unicodeScalars)) == 3)
    }

    @Test func closestIgnoresCaseAndPrefersTheNearestThenTheEarliest() {
        let index = SpellingIndex(["fontName", "fontSize", "maximumPointSize"])
        #expect(index.closest(to: "FONTNAM", within: 2) == "fontName")
        #expect(index.closest(to: "fontSiz", within: 2) == "fontSize")
        // fontNaze is one edit from fontName, two from fontSize.
        #expect(index.closest(to: "fontNaze", within: 2) == "fontName")
        // fontXame: one edit from fontName only; fontXize one from fontSize only.
        #expect(index.closest(to: "fontXize", within: 1) == "fontSize")
        #expect(index.closest(to: "typeface", within: 2) == nil)
    }

    @Test func suggestsTheSameNameInAnotherCaseThenAnAliasThenTheClosest() {
        let index = SpellingIndex(["fontName", "fontSize"], aliases: ["size": "fontSize", "face": "fontName"])
        #expect(index.suggestion(for: "FONTSIZE", within: 2) == "fontSize")
        #expect(index.suggestion(for: "Size", within: 2) == "fontSize")
        #expect(index.suggestion(for: "FACE", within: 2) == "fontName")
        #expect(index.suggestion(for: "fontNme", within: 2) == "fontName")
        #expect(index.suggestion(for: "sizes", within: 2) == nil, "aliases are exact; distances are to names")
        #expect(index.closest(to: "size", within: 2) == nil, "closest leaves aliases out")
    }

    @Test func aWordFarLongerThanEveryCandidateIsNoneOfThem() {
        let index = SpellingIndex(["body", "title"])
        let long = String(repeating: "body", count: 250_000)
        #expect(index.closest(to: long, within: 2) == nil)
        #expect(index.suggestion(for: long, within: 2) == nil)
        #expect(SpellingIndex([]).closest(to: "body", within: 2) == nil)
    }
}
