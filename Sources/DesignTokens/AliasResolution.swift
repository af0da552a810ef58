import Diagnostics
import JSON
import StyleDictionary

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
/// token, a chain of more than ``DesignTokens/maxAliasChain`` aliases, and a cycle (with its path,
/// `a → b → a`). The alias then stands as `null`.
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
    private var index: [String: Int] = [:]
    /// For each source, the sources its aliases name (each once).
    private var targets: [[Int]] = []
    private var findings: [[Diagnostic]]

    /// Resolves the aliases of `sources`; `lookup` finds the source an alias's path names.
    init(_ sources: [Source], lookup: (String) -> Int?) {
        self.sources = sources
        findings = Array(repeating: [], count: sources.count)
        values = sources.map(\.value)
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
            }
            values[source] = substituted(sources[source].value, resolved: resolved)
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
            values[source] = substituted(sources[source].value, resolved: resolved)
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

    /// `value` with each alias replaced by its target's resolved value, or `null` when the
    /// target is missing or unresolved.
    private func substituted(_ value: JSONValue, resolved: [Bool]) -> JSONValue {
        switch value {
        case .string(let text):
            if let alias = Self.alias(in: text) {
                guard let target = index[alias], resolved[target] else { return .null }
                return values[target]
            }
            return embedded(in: text, resolved: resolved)
        case .object(let members):
            return .object(
                members.map {
                    JSONValue.Member(
                        key: $0.key, value: substituted($0.value, resolved: resolved), line: $0.line,
                        column: $0.column)
                })
        case .array(let items):
            return .array(items.map { substituted($0, resolved: resolved) })
        default:
            return value
        }
    }

    /// Text with aliases inside it (`{size.base} * 1.25`, as Tokens Studio and Style Dictionary
    /// allow): each replaced by its target's value written as text, a number or a dimension
    /// (`16`, `16px`), in parentheses when it is itself arithmetic, so that `{a} * 2` with
    /// `a: "4 + 4"` is 16 as the tools make it; `null` when a target is missing, unresolved or
    /// neither a number, a string nor a dimension.
    private func embedded(in text: String, resolved: [Bool]) -> JSONValue {
        var result = ""
        var rest = Substring(text)
        while let reference = Self.nextReference(in: rest) {
            result += rest[..<reference.lowerBound]
            let alias = String(rest[reference].dropFirst().dropLast())
            guard let target = index[alias], resolved[target], let written = Self.written(values[target]) else {
                return .null
            }
            result += written
            // Text grows with each alias it holds: `{a} {a}` doubles at every level.
            guard result.utf8.count <= Self.maxText else { return .null }
            rest = rest[reference.upperBound...]
        }
        return result.isEmpty && rest.count == text.count ? .string(text) : .string(result + rest)
    }

    /// The longest text an alias inside text makes; longer is `null`, reported at the token.
    static let maxText = 4_096

    /// A resolved value written into text, or nil when it has no such form.
    private static func written(_ value: JSONValue) -> String? {
        switch value {
        case .number(let number): return SizeText.exact(number)
        case .string(let text):
            if text.utf8.count <= maxText, text.contains(where: { "+-*/^(".contains($0) }),
                case .success = TokenMath.evaluate(text)
            {
                return "(" + text + ")"
            }
            return text
        case .object:
            guard let number = value["value"]?.number, let unit = value["unit"]?.string else { return nil }
            return SizeText.exact(number) + unit
        default: return nil
        }
    }

    /// The range of the next `{…}` reference in `text` (braces holding no brace), or nil.
    private static func nextReference(in text: Substring) -> Range<Substring.Index>? {
        var open: Substring.Index?
        var position = text.startIndex
        while position < text.endIndex {
            switch text[position] {
            case "{": open = position
            case "}":
                if let start = open, text.index(after: start) < position { return start..<text.index(after: position) }
                open = nil
            default: break
            }
            position = text.index(after: position)
        }
        return nil
    }

    private mutating func report(_ message: String, at source: Int) {
        findings[source].append(TokenFinding.diagnostic(message, at: sources[source].location))
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
