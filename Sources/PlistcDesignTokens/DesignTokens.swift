import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// The tokens of one or more token files (DTCG, Tokens Studio, Style Dictionary: ``TokenFormat``),
/// flattened into one tree, a later file's or set's token over an earlier one's: every token with
/// its name and group, its type (its own or its nearest group's), its value with aliases
/// (`{group.token}`) resolved, its extensions, and where its name stands in its file. Problems (an alias to nothing, a
/// cycle, a JSON-pointer `$ref`) are located findings; ``AliasResolution`` resolves the aliases.
///
/// The groups form a tree that aliases and paths are looked up in, so that no token holds a copy
/// of its groups' names: 50,000 tokens in a group with a 10 KB name cost 10 KB once, not 500 MB.
struct DesignTokens {
    struct Token {
        /// The dotted path to show in a message (``shown(_:_:)``), not to look up.
        let path: String
        /// The token's own name, the last part of its path.
        let name: String
        /// The index in ``groups`` of the group that holds the token.
        let group: Int
        let type: String?
        /// The value, its aliases resolved.
        fileprivate(set) var value: JSONValue
        /// The value as written, before its aliases were resolved.
        let written: JSONValue
        let extensions: JSONValue?
        let location: SourceLocation
        /// From a set a theme reads for reference only: aliases may name it, no style is made of it.
        let referenceOnly: Bool
    }

    /// A group: its name, the group that holds it (nil for the document), and what it holds by name.
    struct Group {
        let name: String
        let parent: Int?
        /// The dotted path to show in a message.
        let path: String
        fileprivate(set) var groups: [String: Int] = [:]
        fileprivate(set) var tokens: [String: Int] = [:]
    }

    /// The longest chain of aliases followed (`{a}` → `{b}` → …); a token further from a value
    /// is a finding.
    static let maxAliasChain = 64

    /// The longest path shown in a message; a longer one keeps its start and end around `…`.
    static let maxShownPath = 200

    private(set) var tokens: [Token] = []
    /// The groups; the first is the document itself.
    private(set) var groups = [Group(name: "", parent: nil, path: "")]
    private(set) var diagnostics: [Diagnostic] = []
    /// How each file is written, in the order given.
    let formats: [TokenFormat]
    /// The names of the sets read: a Tokens Studio export's, and each file's path without
    /// `.json` and its folders (`core/text` of a project's `core/text.json`).
    let setNames: Set<String>
    /// The format of the file being collected.
    private var format: TokenFormat

    /// Reads the tokens of `files` (each document's value and its path) as one tree: a later
    /// file's token, or a later set's of a Tokens Studio file, over an earlier one's at the same
    /// path, as the tools merge sources and sets, so that an alias names a token of any file.
    init(_ files: [TokenFile]) {
        formats = files.map { TokenFormat($0.root) }
        format = formats.first ?? TokenFormat(.object([]))
        setNames = Set(formats.flatMap(\.sets) + files.flatMap { Self.setNames(ofFile: $0.path) })
        for (file, format) in zip(files, formats) {
            self.format = format
            diagnostics += RepeatedKeys.warnings(in: file.root, file: file.path)
            for set in format.sets(of: file.root, chosen: file.sets) {
                collect(set.value, group: 0, type: nil, in: (file.path, file.referenceOnly || set.referenceOnly))
            }
        }
        let tree = self
        let aliases = AliasResolution(
            tokens.map { .init(path: $0.path, value: $0.value, location: $0.location) }, lookup: tree.token(at:))
        diagnostics += aliases.diagnostics
        // In place: a second array of every token would double what they take.
        for (index, value) in aliases.values.enumerated() { tokens[index].value = value }
    }

    /// The index of the token at a dotted path (`brand.text.body`), found group by group; a
    /// path that ends in the token's value key (`size.base.value`, `size.base.$value`), as
    /// Style Dictionary's classic aliases are written, is the token's.
    func token(at path: String) -> Int? {
        if let token = token(atExactly: path) { return token }
        for suffix in [".value", ".$value"] where path.hasSuffix(suffix) {
            if let token = token(atExactly: String(path.dropLast(suffix.count))) { return token }
        }
        return nil
    }

    /// The token at `path`, or, when the path starts with the name of a set read and a `.`
    /// (`theme.content.md`, as a project names its sets), at the rest of it (`content.md`).
    func token(qualified path: String) -> Int? {
        if let token = token(at: path) { return token }
        var dot = path.firstIndex(of: ".")
        while let found = dot {
            if setNames.contains(String(path[..<found])) {
                return token(at: String(path[path.index(after: found)...]))
            }
            dot = path[path.index(after: found)...].firstIndex(of: ".")
        }
        return nil
    }

    /// The names a file's set goes by: its path without `.json`, with each of its folders
    /// left out in turn (`text`, `core/text`), the last `maxSetDepth`.
    private static func setNames(ofFile path: String) -> [String] {
        let stem = path.hasSuffix(".json") ? String(path.dropLast(".json".count)) : path
        let parts = stem.split(separator: "/")
        return (1...max(1, min(parts.count, maxSetDepth))).map { parts.suffix($0).joined(separator: "/") }
    }

    /// The most folders of a file's path that name its set.
    static let maxSetDepth = 8

    private func token(atExactly path: String) -> Int? {
        var components = path.split(separator: ".", omittingEmptySubsequences: false)
        guard let name = components.popLast() else { return nil }
        var group = 0
        for component in components {
            guard let next = groups[group].groups[String(component)] else { return nil }
            group = next
        }
        return groups[group].tokens[String(name)]
    }

    /// The token that a field of `token`'s composite value was written in, when it came there
    /// through aliases alone: for `fontSize: "{size.small}"`, the end of that chain
    /// (`size.small`), so that a problem with the size is shown where it can be fixed; also
    /// through a composite that is itself an alias (`"$value": "{typography.base}"`). Nil when
    /// the field is written in `token`.
    func origin(of field: String, in token: Token) -> Token? {
        var holder = token
        var origin: Token?
        var steps = 0
        while steps < Self.maxAliasChain, let next = wholeAlias(holder.written) {
            holder = tokens[next]
            origin = holder
            steps += 1
        }
        guard var written = holder.written.typography(field) else { return origin }
        while steps < Self.maxAliasChain, let next = wholeAlias(written) {
            origin = tokens[next]
            written = tokens[next].written
            steps += 1
        }
        return origin
    }

    /// The token a value names when the value is one alias and nothing else (`"{size.base}"`).
    private func wholeAlias(_ value: JSONValue) -> Int? {
        guard case .string(let text) = value, let path = AliasResolution.alias(in: text) else { return nil }
        return token(at: path)
    }

    /// A path to show: `parent.name`, its middle elided past ``maxShownPath`` characters.
    static func shown(_ parent: String, _ name: String) -> String {
        let path = parent.isEmpty ? name : parent + "." + name
        guard path.utf8.count > maxShownPath else { return path }
        return path.prefix(maxShownPath / 2) + "…" + path.suffix(maxShownPath / 2)
    }

    /// Collects the tokens and groups of `value` into `group`, from `source`: the file's path,
    /// and whether the set is read for reference only.
    private mutating func collect(
        _ value: JSONValue, group: Int, type: String?, in source: (file: String, referenceOnly: Bool)
    ) {
        guard case .object(let members) = value else { return }
        let groupType = members.last { $0.key == format.typeKey }.flatMap(\.value.string) ?? type
        // A name given twice is the last one's (`RepeatedKeys` warns at the others).
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        for (index, member) in members.enumerated() where !member.key.hasPrefix("$") && lastIndex[member.key] == index {
            guard case .object(let fields) = member.value else { continue }
            let path = Self.shown(groups[group].path, member.key)
            let location = SourceLocation(file: source.file, line: member.line, column: member.column)
            if let written = fields.last(where: { $0.key == format.valueKey })?.value {
                let value = format.aliasesWritten(written)
                let ownType = fields.last { $0.key == format.typeKey }.flatMap(\.value.string)
                let token = Token(
                    path: path, name: member.key, group: group, type: ownType ?? groupType, value: value,
                    written: value, extensions: fields.last { $0.key == format.extensionsKey }?.value,
                    location: location,
                    referenceOnly: source.referenceOnly)
                if let earlier = groups[group].tokens[member.key] {
                    tokens[earlier] = token
                } else {
                    groups[group].tokens[member.key] = tokens.count
                    tokens.append(token)
                }
            } else if fields.contains(where: { $0.key == "$ref" }) {
                diagnostics.append(
                    TokenFinding.diagnostic(
                        "'\(path)' uses a JSON-pointer $ref, which plistc does not follow: write its $value, or a {group.token} alias",
                        at: location))
            } else if let earlier = groups[group].groups[member.key] {
                collect(member.value, group: earlier, type: groupType, in: source)
            } else {
                groups[group].groups[member.key] = groups.count
                groups.append(Group(name: member.key, parent: group, path: path))
                collect(member.value, group: groups.count - 1, type: groupType, in: source)
            }
        }
    }
}
