/// Shell-style path patterns, as configuration files use them: `*` matches within one path
/// component, `**` any number of whole components (none included), `?` one character. Empty
/// components are ignored, in patterns and paths alike (`Fonts//*.plist` is `Fonts/*.plist`).
///
/// A `Glob` is a set of patterns compiled once into one automaton: patterns without a wildcard
/// go into a hash set, the rest into a nondeterministic automaton over the path's characters,
/// run as a deterministic one whose states are built the first time a path needs them and then
/// kept (`GlobAutomaton`). Matching a path costs time linear in its length once its states are
/// built, whatever the number of patterns: 16,000 patterns cost 16,000 patterns once, not once
/// per file.
package final class Glob: Equatable {
    /// The patterns, as written.
    package let patterns: [String]
    private let literals: Set<String>
    private let matchesEmptyPath: Bool
    private let automaton: GlobAutomaton

    package init(_ patterns: [String]) {
        self.patterns = patterns
        var literals: Set<String> = []
        var wild: [[Substring]] = []
        var matchesEmptyPath = false
        for pattern in patterns {
            // `**/**` is `**`: one wildcard over components stands for any run of them.
            var components: [Substring] = []
            for component in pattern.split(separator: "/") where !(component == "**" && components.last == "**") {
                components.append(component)
            }
            if components.allSatisfy({ $0 == "**" }) { matchesEmptyPath = true }
            if components.contains(where: { $0.contains("*") || $0.contains("?") }) {
                wild.append(components)
            } else {
                literals.insert(components.joined(separator: "/"))
            }
        }
        self.literals = literals
        self.matchesEmptyPath = matchesEmptyPath
        automaton = GlobAutomaton(wild)
    }

    /// Whether one pattern matches `path` (relative, `/`-separated).
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        Glob([pattern]).matches(path)
    }

    /// Whether any of the patterns matches `path`.
    package func matches(_ path: String) -> Bool {
        let normal = path.split(separator: "/").joined(separator: "/")
        if normal.isEmpty { return matchesEmptyPath }
        return literals.contains(normal) || automaton.accepts(normal)
    }

    package static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.patterns == rhs.patterns }
}
