import PlistcDiagnostics
import PlistcJSON

/// A token set to read, and how: a theme reads some sets for their tokens and others for
/// reference only (Tokens Studio's "source"), whose tokens aliases may name but which export
/// nothing themselves.
public struct TokenSet: Sendable, Hashable {
    /// The set's name, as `$metadata.tokenSetOrder` and the themes write it (`core/text`).
    public let name: String
    /// Read for reference only: its tokens resolve aliases and map to no text style.
    public let referenceOnly: Bool

    /// A set read as `referenceOnly` says.
    public init(name: String, referenceOnly: Bool) {
        self.name = name
        self.referenceOnly = referenceOnly
    }
}

/// Tokens Studio's themes (a project's `$themes.json`, or a single-file export's `$themes`):
/// each names the token sets it reads, each `"enabled"`, `"source"` (reference only) or
/// `"disabled"`, and may belong to a group (`Mode`: `Light` or `Dark`), of which one theme is
/// chosen at a time.
public struct TokenThemes: Sendable {
    /// One theme: its name, its group, and its sets in the order it lists them.
    public struct Theme: Sendable {
        public let name: String
        public let group: String?
        let sets: [(name: String, use: Use)]
        /// Where its name stands.
        let location: SourceLocation

        /// `group/name`, or the name alone.
        public var qualifiedName: String { group.map { "\($0)/\(name)" } ?? name }
    }

    /// How a theme reads a set; a later case wins when two chosen themes name one set.
    enum Use: Int, Comparable {
        case disabled, source, enabled

        static func < (lhs: Use, rhs: Use) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The themes, in the file's order.
    public let themes: [Theme]
    /// Where the themes are written, for a message about all of them.
    public let location: SourceLocation

    /// The themes in `value` (an array of theme objects), of the file at `location`; nil when
    /// `value` is not an array. A member that is not a theme with a name is left out.
    public init?(_ value: JSONValue?, at location: SourceLocation) {
        guard case .array(let items) = value else { return nil }
        self.location = location
        themes = items.compactMap { item in
            guard case .object(let members) = item,
                let name = members.last(where: { $0.key == "name" }), case .string(let text) = name.value
            else { return nil }
            var sets: [(name: String, use: Use)] = []
            if case .object(let selected)? = item["selectedTokenSets"] {
                for member in selected {
                    let use: Use =
                        switch member.value.string {
                        case "enabled": .enabled
                        case "source": .source
                        default: .disabled
                        }
                    if use != .disabled { sets.append((member.key, use)) }
                }
            }
            let at = SourceLocation(file: location.file, line: name.line, column: name.column)
            return Theme(name: text, group: item["group"]?.string, sets: sets, location: at)
        }
    }

    /// The themes of a single-file Tokens Studio export (its `$themes`), its sets in their
    /// order (`$metadata.tokenSetOrder`, empty when it has none) and how many sets it has; nil
    /// when it has no themes.
    public static func ofExport(_ root: JSONValue, path: String) -> (
        themes: TokenThemes, order: [String], setCount: Int
    )? {
        guard case .object(let members) = root, let member = members.last(where: { $0.key == "$themes" }),
            let themes = TokenThemes(
                member.value, at: SourceLocation(file: path, line: member.line, column: member.column))
        else { return nil }
        let order = setOrder(root) ?? []
        return (themes, order, order.isEmpty ? members.filter { !$0.key.hasPrefix("$") }.count : order.count)
    }

    /// The set names of `tokenSetOrder` in `metadata` (a project's `$metadata.json`, or an
    /// export's `$metadata`); nil when it has no such list.
    public static func setOrder(_ metadata: JSONValue) -> [String]? {
        guard case .array(let names)? = metadata["tokenSetOrder"] ?? metadata["$metadata"]?["tokenSetOrder"] else {
            return nil
        }
        return names.compactMap(\.string)
    }

    /// The sets that the themes `names` read (each a theme's name, or `group/name`), in the
    /// order they apply as Tokens Studio and sd-transforms merge them: reference-only sets
    /// first, then the enabled ones, each in `order` (`$metadata.tokenSetOrder`) and then in
    /// the themes' own order. A set two themes name is read as the one that reads more of it.
    public func sets(for names: [String], order: [String]) -> Result<[TokenSet], ThemeError> {
        var chosen: [Theme] = []
        for name in names {
            switch theme(named: name) {
            case .success(let theme):
                if chosen.contains(where: { $0.location == theme.location }) { continue }
                if let other = chosen.first(where: { $0.group != nil && $0.group == theme.group }) {
                    return .failure(
                        ThemeError(
                            "--theme \(other.qualifiedName) and --theme \(theme.qualifiedName) are in one group, \(theme.group ?? ""): choose one",
                            at: theme.location))
                }
                chosen.append(theme)
            case .failure(let error): return .failure(error)
            }
        }
        var uses: [String: Use] = [:]
        var firstSeen: [String] = []
        for theme in chosen {
            for set in theme.sets {
                if uses[set.name] == nil { firstSeen.append(set.name) }
                uses[set.name] = max(uses[set.name] ?? .disabled, set.use)
            }
        }
        var rank: [String: Int] = [:]
        for (index, name) in order.enumerated() where rank[name] == nil { rank[name] = index }
        let sorted = firstSeen.enumerated().sorted { lhs, rhs in
            let left = (uses[lhs.element] == .source ? 0 : 1, rank[lhs.element] ?? order.count, lhs.offset)
            let right = (uses[rhs.element] == .source ? 0 : 1, rank[rhs.element] ?? order.count, rhs.offset)
            return left < right
        }
        return .success(sorted.map { TokenSet(name: $0.element, referenceOnly: uses[$0.element] == .source) })
    }

    /// The theme `name` names: by `group/name`, else by its name alone when one theme has it.
    private func theme(named name: String) -> Result<Theme, ThemeError> {
        if let theme = themes.first(where: { $0.group != nil && $0.qualifiedName == name }) { return .success(theme) }
        let named = themes.filter { $0.name == name }
        if named.count == 1 { return .success(named[0]) }
        if named.count > 1 {
            let choices = named.map { "--theme \($0.qualifiedName)" }.joined(separator: " or ")
            return .failure(
                ThemeError("\(named.count) themes are named '\(name)': say which, \(choices)", at: location))
        }
        let all = themes.map(\.qualifiedName)
        let index = SpellingIndex(themes.map(\.name) + all)
        let suggestion = index.suggestion(for: name, within: max(1, min(3, name.count / 2)))
        let shown = all.prefix(10).joined(separator: ", ") + (all.count > 10 ? ", and \(all.count - 10) more" : "")
        let hint = suggestion.map { "did you mean --theme \($0)? " } ?? ""
        let known = all.isEmpty ? "it has no themes" : "its themes are \(shown)"
        return .failure(ThemeError("no theme is named '\(name)': \(hint)\(known)", at: location))
    }
}

/// A `--theme` that names no theme, or two themes of one group: located in the themes' file.
public struct ThemeError: Error, Sendable {
    /// The finding, an error under ``TokenFinding/ruleID``.
    public let diagnostic: Diagnostic

    init(_ message: String, at location: SourceLocation) {
        diagnostic = TokenFinding.diagnostic(message, at: location)
    }
}
