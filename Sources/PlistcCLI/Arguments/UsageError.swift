import PropertyList

/// A command line that cannot be run as written. Reported with exit status 2.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }

    /// "did you mean …?" for the closest of `candidates`, when one is close enough to be a typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: editDistanceIgnoringCase($0, word)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
            best.distance <= max(1, min(2, word.count / 3)) || best.candidate.hasPrefix(word)
        else { return nil }
        return best.candidate
    }

    private static func editDistanceIgnoringCase(_ lhs: String, _ rhs: String) -> Int {
        editDistance(lhs.lowercased(), rhs.lowercased())
    }
}
