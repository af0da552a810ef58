import PropertyList

/// The tokens of a DTCG 2025.10 document, flattened: every token with its dotted path, its
/// type (its own or its nearest group's), its value with aliases (`{group.token}`) resolved,
/// its `$extensions`, and where its name stands in the file. Problems (an alias to nothing, a
/// cycle, a JSON-pointer `$ref`) are located findings; ``AliasResolution`` resolves the aliases.
struct DesignTokens {
    struct Token {
        let path: String
        let type: String?
        let value: JSONValue
        let extensions: JSONValue?
        let location: SourceLocation
    }

    /// The longest chain of aliases followed (`{a}` → `{b}` → …); a token further from a value
    /// is a finding.
    static let maxAliasChain = 64

    private(set) var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads `root` (the document's object) of the file at `path`.
    init(_ root: JSONValue, path: String) {
        var raw: [(path: String, type: String?, value: JSONValue, extensions: JSONValue?, location: SourceLocation)] =
            []
        collect(root, prefix: "", type: nil, path: path, into: &raw)
        let aliases = AliasResolution(raw.map { .init(path: $0.path, value: $0.value, location: $0.location) })
        diagnostics += aliases.diagnostics
        tokens = zip(raw, aliases.values).map { token, value in
            Token(
                path: token.path, type: token.type, value: value, extensions: token.extensions,
                location: token.location)
        }
    }

    private mutating func collect(
        _ group: JSONValue, prefix: String, type: String?, path: String,
        into raw:
            inout [(path: String, type: String?, value: JSONValue, extensions: JSONValue?, location: SourceLocation)]
    ) {
        guard case .object(let members) = group else { return }
        let groupType = members.last { $0.key == "$type" }.flatMap(\.value.string) ?? type
        for member in members where !member.key.hasPrefix("$") {
            guard case .object(let fields) = member.value else { continue }
            let name = prefix.isEmpty ? member.key : prefix + "." + member.key
            let location = SourceLocation(file: path, line: member.line, column: member.column)
            if let value = fields.last(where: { $0.key == "$value" })?.value {
                let ownType = fields.last { $0.key == "$type" }.flatMap(\.value.string)
                raw.append(
                    (name, ownType ?? groupType, value, fields.last { $0.key == "$extensions" }?.value, location))
            } else if fields.contains(where: { $0.key == "$ref" }) {
                diagnostics.append(
                    Rules.tokenDiagnostic(
                        "'\(name)' uses a JSON-pointer $ref, which plistc does not follow: write its $value, or a {group.token} alias",
                        at: location))
            } else {
                collect(member.value, prefix: name, type: groupType, path: path, into: &raw)
            }
        }
    }
}

extension JSONValue {
    /// The string, when the value is one.
    var string: String? { if case .string(let text) = self { text } else { nil } }

    /// The number, when the value is one.
    var number: Double? { if case .number(let number) = self { number } else { nil } }

    /// A member's value, the last of its key.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}

extension Rules {
    /// A finding of `plistc import` about the tokens file.
    static func tokenDiagnostic(_ message: String, at location: SourceLocation, severity: Diagnostic.Severity = .error)
        -> Diagnostic
    {
        Diagnostic(
            severity: severity, ruleID: "design-tokens", message: Diagnostic.Message(message), location: location)
    }
}
