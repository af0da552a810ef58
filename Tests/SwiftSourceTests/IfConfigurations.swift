/// The `#if` configurations of a Swift file, each as a file of its own for the compiler's
/// parser, which leaves `#if` blocks out of its tree: in each, the directive lines and the
/// branches not taken are blanked, so that every line keeps its number. The first takes every
/// group's first branch; then one for each other branch, taking it and the branches it is
/// nested in. Every line of code is live in one of them at least.
struct IfConfigurations {
    /// A branch: the `#if` group (numbered in order) and which of its branches (0 for `#if`).
    struct Branch: Hashable {
        let group: Int
        let index: Int
    }

    /// Each configuration's text, with the file's line numbers.
    let variants: [String]
    /// For each line (0-based), the first configuration it is live in; `nil` for a directive
    /// line.
    let liveIn: [Int?]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The chain of branches each line is in, innermost last; nil for a directive.
        var chains: [[Branch]?] = []
        var stack: [Branch] = []
        var branches: [[Branch]] = []
        var groups = 0
        for line in lines {
            switch Self.directive(line) {
            case "if":
                stack.append(Branch(group: groups, index: 0))
                groups += 1
                chains.append(nil)
            case "elseif", "else":
                if let top = stack.popLast() {
                    stack.append(Branch(group: top.group, index: top.index + 1))
                    branches.append(stack)
                }
                chains.append(nil)
            case "endif":
                _ = stack.popLast()
                chains.append(nil)
            default:
                chains.append(stack)
            }
        }
        // Each configuration: the branch chosen in each group (the first, unless named).
        let choices: [[Int: Int]] =
            [[:]]
            + branches.map { chain in
                Dictionary(chain.map { ($0.group, $0.index) }, uniquingKeysWith: { $1 })
            }
        let live = { (chain: [Branch], choice: [Int: Int]) in
            chain.allSatisfy { (choice[$0.group] ?? 0) == $0.index }
        }
        variants = choices.map { choice in
            zip(lines, chains).map { line, chain in chain.map { live($0, choice) } == true ? line : "" }
                .joined(separator: "\n")
        }
        liveIn = chains.map { chain in chain.flatMap { chain in choices.firstIndex { live(chain, $0) } } }
    }

    /// `if`, `elseif`, `else` or `endif` for a line that is one of those directives.
    static func directive(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("#") else { return nil }
        let word = trimmed.dropFirst().prefix { $0.isLetter }
        guard ["if", "elseif", "else", "endif"].contains(word) else { return nil }
        return String(word)
    }
}
