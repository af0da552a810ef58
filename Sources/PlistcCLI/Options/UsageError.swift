import Diagnostics

/// A command line that cannot be run as written. Reported with exit status 2.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }

    /// "did you mean …?" for the closest of `candidates`, when one is close enough to be a typo.
    /// Its cost is bounded by the word's length and the candidates', whatever the word.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let close = SpellingIndex(candidates).closest(to: word, within: max(1, min(2, word.count / 3))) {
            return close
        }
        guard !word.isEmpty else { return nil }
        return candidates.first { $0.hasPrefix(word) }
    }
}
