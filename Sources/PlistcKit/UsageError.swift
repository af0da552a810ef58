import PlistcDiagnostics

/// A request that cannot be run as written: options that do not fit together, a name that is
/// not a rule. The command line reports it as a usage error, with exit status 2.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong and how to fix it.
    public let message: String

    /// Creates an error from its message.
    public init(_ message: String) { self.message = message }

    /// "did you mean …?" for the closest of `candidates`, when one is close enough to be a typo,
    /// else the first the word begins, else the shortest it abbreviates (`dupkey` for
    /// `duplicate-key`: its letters in order, the first the same). Its cost is bounded by the
    /// word's length and the candidates', whatever the word.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let close = SpellingIndex(candidates).closest(to: word, within: max(1, min(2, word.count / 3))) {
            return close
        }
        guard !word.isEmpty else { return nil }
        if let extended = candidates.first(where: { $0.hasPrefix(word) }) { return extended }
        return candidates.filter { abbreviates(word, $0) }.min { $0.count < $1.count }
    }

    /// Whether `word`, of three letters or more, is `name` with letters left out: the same
    /// first letter, and every letter of the word in the name in order, ignoring case and
    /// hyphens.
    static func abbreviates(_ word: String, _ name: String) -> Bool {
        let letters = Array(word.lowercased().utf8.filter { $0 != UInt8(ascii: "-") })
        guard letters.count >= 3, letters.count < name.utf8.count else { return false }
        var remaining = letters[...]
        for byte in name.lowercased().utf8 where byte != UInt8(ascii: "-") {
            guard let next = remaining.first else { break }
            if byte == next {
                remaining.removeFirst()
            } else if remaining.count == letters.count {
                return false
            }
        }
        return remaining.isEmpty
    }
}
