import PlistcDiagnostics

/// A request that cannot be run as written: options that do not fit together, a name that is
/// not a rule. The command line reports it as a usage error, with exit status 2.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong and how to fix it.
    public let message: String

    /// Creates an error from its message.
    public init(_ message: String) { self.message = message }

    /// "did you mean …?" for the closest of `candidates`, when one is close enough to be a typo.
    /// Its cost is bounded by the word's length and the candidates', whatever the word.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let close = SpellingIndex(candidates).closest(to: word, within: max(1, min(2, word.count / 3))) {
            return close
        }
        guard !word.isEmpty else { return nil }
        return candidates.first { $0.hasPrefix(word) }
    }
}
