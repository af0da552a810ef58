import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// Every token's value with its `{group.token}` aliases replaced by what they name, for all the
/// tokens of the files at once, in time linear in them (an alias inside text makes at most
/// ``maxText`` bytes of it).
///
/// Each token is resolved once, after the tokens it names (Kahn's order over the alias graph),
/// and an alias becomes the already resolved value of its target, shared rather than copied.
/// So `a: [{b}, {b}]`, `b: [{c}, {c}]`, … costs one step per alias, not one per path through
/// them (resolving each alias afresh doubled the work at each level: 40 levels never ended).
/// Nothing recurses along a chain of aliases, however long it is.
///
/// What cannot be resolved is a finding at the token that holds the alias, once: an alias to no
/// token, a chain of more than ``DesignTokens/maxAliasChain`` aliases, a cycle (with its path,
/// `a → b → a`), a value that would nest deeper than ``maxDepth``, and aliases inside text past
/// the file's budget (8 times its text). The alias then stands as `null`: what resolution
/// makes stays in proportion to the file, and no value is deeper than a file can be written.
struct AliasResolution {
    /// A token before resolution.
    struct Source {
        let path: String
        let value: JSONValue
        let location: SourceLocation
    }

    /// The resolved values, in the order of the sources.
    private(set) var values: [JSONValue] = []
    /// The findings, in the order of the sources.
    var diagnostics: [Diagnostic] { findings.flatMap { $0 } }

    private let sources: [Source]
    /// The token each alias names, by the alias's path.
    var index: [String: Int] = [:]
    /// For each source, the sources its aliases name (each once).
    private var targets: [[Int]] = []
    private var findings: [[Diagnostic]]
    /// How deep each resolved value nests: a chain of aliases that each wrap the last in an
    /// array would nest deeper at every step, and values that deep cannot even be freed safely.
    private(set) var depths: [Int] = []
    /// What text aliases inside text may still make across the file, in bytes: 8 times the
    /// text the file holds, and 64 KiB more, so that what resolution makes is in proportion to
    /// its input (a token of `{a}{a}` makes up to ``maxText`` bytes of a few).
    var textLeft = 65_536
    /// The sources whose text aliases found that budget spent.
    var overBudget: Set<Int> = []

    /// The deepest a resolved value may nest: as deep as a token file may be written.
    static let maxDepth = JSONParser.maxDepth

    /// Resolves the aliases of `sources`; `lookup` finds the source an alias's path names.
    init(_ sources: [Source], lookup: (String) -> Int?) {
        self.sources = sources
        findings = Array(repeating: [], count: sources.count)
        values = sources.map(\.value)
        depths = Array(repeating: 0, count: sources.count)
        for source in sources { Self.forEachText(in: source.value) { textLeft += 8 * $0.utf8.count } }
        var unknown: Set<String> = []
        for source in sources.indices {
            Self.forEachAlias(in: sources[source].value) { alias in
                guard index[alias] == nil, !unknown.contains(alias) else { return }
                if let target = lookup(alias) { index[alias] = target } else { unknown.insert(alias) }
            }
            targets.append(aliasTargets(of: source))
        }
        let resolved = resolveInOrder()
        reportCycles(resolved: resolved)
    }

    /// Resolves every source whose aliases lead to values, each after all it names; returns
    /// which were resolved (the rest are in or behind a cycle).
    private mutating func resolveInOrder() -> [Bool] {
        var unresolvedTargets = targets.map(\.count)
        var dependents = [[Int]](repeating: [], count: sources.count)
        for (source, names) in targets.enumerated() {
            for target in names { dependents[target].append(source) }
        }
        var chainLength = [Int](repeating: 0, count: sources.count)
        var resolved = [Bool](repeating: false, count: sources.count)
        var ready = sources.indices.filter { unresolvedTargets[$0] == 0 }
        while let source = ready.popLast() {
            resolved[source] = true
            if chainLength[source] > DesignTokens.maxAliasChain {
                report(
                    "'\(sources[source].path)' starts a chain of more than \(DesignTokens.maxAliasChain) aliases: point it nearer a value",
                    at: source)
                // Not built: each step could wrap the last in one more level.
                values[source] = .null
            } else {
                resolve(source, resolved: resolved)
            }
            if values[source] == .null, findings[source].isEmpty, case .string(let text) = sources[source].value,
                Self.alias(in: text) == nil
            {
                report(
                    "'\(sources[source].path)' holds aliases inside its text to values that are not a number, a dimension or a string, or that make it longer than \(Self.maxText) bytes: give it a value",
                    at: source)
            }
            for dependent in dependents[source] {
                chainLength[dependent] = max(chainLength[dependent], chainLength[source] + 1)
                unresolvedTargets[dependent] -= 1
                if unresolvedTargets[dependent] == 0 { ready.append(dependent) }
            }
        }
        return resolved
    }

    /// Reports each source left unresolved: it names a token that never resolves, because a
    /// cycle lies within ``DesignTokens/maxAliasChain`` aliases of it (shown) or further on.
    private mutating func reportCycles(resolved: [Bool]) {
        for source in sources.indices where !resolved[source] {
            var walk = [source]
            var next = targets[source].first { !resolved[$0] }
            while let step = next, !walk.contains(step), walk.count <= DesignTokens.maxAliasChain {
                walk.append(step)
                next = targets[step].first { !resolved[$0] }
            }
            let path = (walk + [next].compactMap { $0 }).map { sources[$0].path }.joined(separator: " → ")
            if let step = next, walk.contains(step) {
                let shape = step == source ? "refers back to itself" : "leads into a cycle"
                report("'\(sources[source].path)' \(shape) (\(path)): give one of them a value", at: source)
            } else {
                report(
                    "'\(sources[source].path)' starts a chain of more than \(DesignTokens.maxAliasChain) aliases that ends in a cycle: point it nearer a value",
                    at: source)
            }
            resolve(source, resolved: resolved)
        }
    }

    /// Sets `source`'s value: its own with every alias replaced, or `null`, reported, when that
    /// nests deeper than ``maxDepth`` or spends the file's budget of text.
    private mutating func resolve(_ source: Int, resolved: [Bool]) {
        let (value, depth) = substituted(sources[source].value, resolved: resolved, source: source)
        if depth > Self.maxDepth {
            report(
                "'\(sources[source].path)' resolves to values nested more than \(Self.maxDepth) deep (its aliases wrap values that wrap values): point it nearer a value",
                at: source)
            values[source] = .null
        } else if overBudget.contains(source) {
            report(
                "'\(sources[source].path)' holds aliases inside its text that, with the file's others, write more than 8 times the file's own text: give it a value",
                at: source)
            values[source] = .null
        } else {
            (values[source], depths[source]) = (value, depth)
        }
    }

    /// The distinct sources that `source`'s aliases name; an alias to no token is reported.
    private mutating func aliasTargets(of source: Int) -> [Int] {
        var names: [Int] = []
        var seen: Set<Int> = []
        var missing: [String] = []
        var missingSeen: Set<String> = []
        Self.forEachAlias(in: sources[source].value) { alias in
            if let target = index[alias] {
                if seen.insert(target).inserted { names.append(target) }
            } else if missingSeen.insert(alias).inserted {
                missing.append(alias)
            }
        }
        for alias in missing {
            report(
                "the alias {\(alias)} names no token in this file: check the path (groups joined by dots)", at: source)
        }
        return names
    }

    private mutating func report(_ message: String, at source: Int) {
        findings[source].append(TokenFinding.diagnostic(message, at: sources[source].location))
    }

    /// Calls `body` with every string within `value`.
    private static func forEachText(in value: JSONValue, _ body: (String) -> Void) {
        switch value {
        case .string(let text): body(text)
        case .object(let members): for member in members { forEachText(in: member.value, body) }
        case .array(let items): for item in items { forEachText(in: item, body) }
        default: break
        }
    }

    /// Calls `body` with the path of every alias within `value`.
    private static func forEachAlias(in value: JSONValue, _ body: (String) -> Void) {
        switch value {
        case .string(let text):
            if let alias = alias(in: text) {
                body(alias)
            } else {
                var rest = Substring(text)
                while let reference = nextReference(in: rest) {
                    body(String(rest[reference].dropFirst().dropLast()))
                    rest = rest[reference.upperBound...]
                }
            }
        case .object(let members): for member in members { forEachAlias(in: member.value, body) }
        case .array(let items): for item in items { forEachAlias(in: item, body) }
        default: break
        }
    }

    /// The token path of an alias that is the whole text (`{group.token}` → `group.token`), or
    /// nil for other text (`{a} * {b}` holds two).
    static func alias(in text: String) -> String? {
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"),
            !text.utf8.dropFirst().dropLast().contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
        else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
