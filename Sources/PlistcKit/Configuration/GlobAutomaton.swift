/// The wildcard patterns of a `Glob` as one automaton over a path's characters.
///
/// Each pattern becomes a chain of states (Thompson's construction): a literal character or
/// `?` is an edge, `*` a state that loops on any character but `/`, and a `**` component a
/// loop on any character that must end at a `/` (`(.*/)?` before more components, `(/.*)?` at
/// the end). The nondeterministic automaton is run as a deterministic one: each of its states
/// is the set of states the patterns can be in, built from a set and a character the first
/// time they meet and kept, so that a path of n characters costs n lookups once the states it
/// passes through exist. Should a hostile set of patterns make too many states, the kept ones
/// are dropped and built again as needed: slower, never wrong, never unbounded in memory.
package final class GlobAutomaton {
    private enum Edge {
        case character(Unicode.Scalar)
        /// `?`, or `*`'s loop: any character but `/`.
        case notSlash
        /// A `**`'s loop: any character.
        case any
    }

    private struct State {
        package var edges: [(Edge, Int)] = []
        package var skips: [Int] = []
        package var accepts = false
    }

    /// The most deterministic states kept at once.
    package static let maxKept = 20_000
    /// The most states of the patterns those hold in all: a hostile list makes each set as
    /// large as the list, so the count alone would not bound the memory.
    package static let maxKeptStates = 1_000_000
    private var keptStates = 0

    private var states = [State()]
    /// Each deterministic state: its set of states, whether it accepts, and its moves so far.
    private var sets: [[Int]] = []
    private var accepting: [Bool] = []
    private var moves: [[Unicode.Scalar: Int]] = []
    private var index: [[Int]: Int] = [:]
    private var start = 0

    /// An automaton for `patterns`, each given as its components (none empty, no `**` twice
    /// in a row).
    package init(_ patterns: [[Substring]]) {
        for components in patterns { states[0].skips.append(add(components)) }
        start = deterministic(closure(of: [0]))
    }

    /// Whether some pattern matches `path` (its components joined by single slashes).
    package func accepts(_ path: String) -> Bool {
        var current = start
        for scalar in path.unicodeScalars {
            if let next = moves[current][scalar] {
                current = next
                continue
            }
            if sets.count >= Self.maxKept || keptStates >= Self.maxKeptStates { current = restart(keeping: current) }
            let next = deterministic(step(sets[current], on: scalar))
            moves[current][scalar] = next
            current = next
        }
        return accepting[current]
    }

    /// Adds one pattern's chain and returns its first state.
    private func add(_ components: [Substring]) -> Int {
        let first = newState()
        var current = first
        for (position, component) in components.enumerated() {
            if component == "**" {
                // Between components, the `/` before it: `a/**/b` is `a/(.*/)?b`.
                if position > 0 && position < components.count - 1 { current = edge(.character("/"), from: current) }
                let next = newState()
                let loop = newState()
                states[loop].edges.append((.any, loop))
                states[current].skips.append(next)
                if components.count == 1 {
                    states[current].skips.append(loop)
                    states[loop].skips.append(next)
                } else if position == components.count - 1 {
                    states[current].edges.append((.character("/"), loop))
                    states[loop].skips.append(next)
                } else {
                    states[current].skips.append(loop)
                    states[loop].edges.append((.character("/"), next))
                }
                current = next
                continue
            }
            if position > 0 && components[position - 1] != "**" { current = edge(.character("/"), from: current) }
            for scalar in component.unicodeScalars {
                switch scalar {
                case "?": current = edge(.notSlash, from: current)
                case "*":
                    let loop = newState()
                    states[current].skips.append(loop)
                    states[loop].edges.append((.notSlash, loop))
                    current = loop
                default: current = edge(.character(scalar), from: current)
                }
            }
        }
        states[current].accepts = true
        return first
    }

    private func newState() -> Int {
        states.append(State())
        return states.count - 1
    }

    private func edge(_ edge: Edge, from state: Int) -> Int {
        let next = newState()
        states[state].edges.append((edge, next))
        return next
    }

    /// The states reached from `set` on `scalar`, with everything they skip to.
    private func step(_ set: [Int], on scalar: Unicode.Scalar) -> [Int] {
        var reached: [Int] = []
        for state in set {
            for (edge, target) in states[state].edges {
                switch edge {
                case .character(let expected) where expected == scalar: reached.append(target)
                case .notSlash where scalar != "/": reached.append(target)
                case .any: reached.append(target)
                default: break
                }
            }
        }
        return closure(of: reached)
    }

    /// `set` and every state it skips to, sorted, each once.
    private func closure(of set: [Int]) -> [Int] {
        var seen = Set(set)
        var pending = set
        while let state = pending.popLast() {
            for next in states[state].skips where seen.insert(next).inserted { pending.append(next) }
        }
        return seen.sorted()
    }

    /// The deterministic state of a set of states, made when new.
    private func deterministic(_ set: [Int]) -> Int {
        if let known = index[set] { return known }
        index[set] = sets.count
        sets.append(set)
        keptStates += set.count
        accepting.append(set.contains { states[$0].accepts })
        moves.append([:])
        return sets.count - 1
    }

    /// Drops every kept deterministic state but the start and `current`, and returns
    /// `current`'s new number.
    private func restart(keeping current: Int) -> Int {
        let (startSet, currentSet) = (sets[start], sets[current])
        (sets, accepting, moves, index, keptStates) = ([], [], [], [:], 0)
        start = deterministic(startSet)
        return deterministic(currentSet)
    }
}
