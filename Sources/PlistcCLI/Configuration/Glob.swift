/// Shell-style path patterns, as configuration files use them: `*` matches within one path
/// component, `**` across components, `?` one character.
///
/// Matching never backtracks more than one wildcard, at either level, so its time is bounded by
/// the product of the pattern's and the path's lengths, whatever they hold (`*a*a*a*b` against
/// a long run of `a`s included).
enum Glob {
    /// Whether `path` (relative, `/`-separated) matches `pattern`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map { Array($0.unicodeScalars) }
        let pathParts = path.split(separator: "/").map { Array($0.unicodeScalars) }
        return wildcardMatch(patternParts, pathParts, isWildcard: { $0 == doubleStar }, matchesOne: matchesComponent)
    }

    private static let doubleStar = Array("**".unicodeScalars)

    private static func matchesComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        wildcardMatch(pattern, text, isWildcard: { $0 == "*" }, matchesOne: { $0 == "?" || $0 == $1 })
    }

    /// Whether `items` match `pattern`, where each wildcard matches any run of items (none
    /// included) and every other element of the pattern matches exactly one item.
    ///
    /// Greedy, remembering only the last wildcard: when a match fails past it, the wildcard
    /// takes one more item and matching resumes after it. A later wildcard can always absorb
    /// what an earlier one would have, so no earlier choice needs revisiting.
    private static func wildcardMatch<Element, Item>(
        _ pattern: [Element], _ items: [Item], isWildcard: (Element) -> Bool, matchesOne: (Element, Item) -> Bool
    ) -> Bool {
        var (patternIndex, itemIndex) = (0, 0)
        var lastWildcard: (pattern: Int, item: Int)?
        while itemIndex < items.count {
            if patternIndex < pattern.count, isWildcard(pattern[patternIndex]) {
                lastWildcard = (patternIndex, itemIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, matchesOne(pattern[patternIndex], items[itemIndex]) {
                patternIndex += 1
                itemIndex += 1
            } else if let wildcard = lastWildcard {
                lastWildcard = (wildcard.pattern, wildcard.item + 1)
                (patternIndex, itemIndex) = (wildcard.pattern + 1, wildcard.item + 1)
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, isWildcard(pattern[patternIndex]) { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
