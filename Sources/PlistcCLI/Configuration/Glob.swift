/// Shell-style path patterns, as configuration files use them: `*` matches within one path
/// component, `**` across components, `?` one character.
enum Glob {
    /// Whether `path` (relative, `/`-separated) matches `pattern`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matches(
            Array(pattern.split(separator: "/", omittingEmptySubsequences: true)), Array(path.split(separator: "/")))
    }

    private static func matches(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = Array(pattern.dropFirst())
            return (0...path.count).contains { matches(rest, Array(path.dropFirst($0))) }
        }
        guard let component = path.first, matchesComponent(Array(head), Array(component)) else { return false }
        return matches(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func matchesComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*":
            return (0...text.count).contains { matchesComponent(Array(pattern.dropFirst()), Array(text.dropFirst($0))) }
        case "?": return !text.isEmpty && matchesComponent(Array(pattern.dropFirst()), Array(text.dropFirst()))
        default: return text.first == head && matchesComponent(Array(pattern.dropFirst()), Array(text.dropFirst()))
        }
    }
}
