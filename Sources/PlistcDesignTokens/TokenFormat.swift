import PlistcJSON

/// How a token file is written, told from what it holds: DTCG's `$value` and `$type` (the
/// 2025.10 format and its drafts, and Tokens Studio's newer exports), or `value` and `type`
/// without the dollar (Tokens Studio's legacy format; Style Dictionary's classic format, which
/// has `value` alone); and, for a Tokens Studio export, its token sets in their order
/// (`$metadata.tokenSetOrder`), which aliases look through without naming them.
public struct TokenFormat: Sendable, Equatable {
    /// The key of a token's value: `$value` or `value`.
    let valueKey: String
    /// The key of a token's or group's type: `$type` or `type`.
    let typeKey: String
    /// The key of a token's extensions: `$extensions` or `extensions`.
    let extensionsKey: String
    /// The token sets in the order they apply, later over earlier; empty for a file of one set.
    let sets: [String]
    /// Whether a value that is `$` and a token's path (`"$Body"`, Figma Tokens' first alias
    /// syntax, which Tokens Studio's legacy format still reads) is an alias.
    let dollarAliases: Bool
    /// The format's name, for `--verbose`.
    public let name: String

    /// The format of the document `root`, read in one pass over it.
    init(_ root: JSONValue) {
        var (dollar, plain, typed) = (false, false, false)
        var pending = [root]
        while let value = pending.popLast(), !dollar {
            switch value {
            case .object(let members):
                let keys = Set(members.map(\.key))
                dollar = keys.contains("$value")
                plain = plain || keys.contains("value")
                typed = typed || (keys.contains("value") && keys.contains("type"))
                pending += members.map(\.value)
            case .array(let items): pending += items
            default: break
            }
        }
        let order = root["$metadata"]?["tokenSetOrder"]
        let sets: [String] = if case .array(let names) = order { names.compactMap(\.string) } else { [] }
        let studio = !sets.isEmpty || root["$themes"] != nil || (!dollar && typed)
        self.sets = sets
        if dollar || !plain {
            (valueKey, typeKey, extensionsKey) = ("$value", "$type", "$extensions")
            name = studio ? "Tokens Studio ($value and $type)" : "DTCG ($value and $type)"
        } else {
            (valueKey, typeKey, extensionsKey) = ("value", "type", "extensions")
            name = typed || studio ? "Tokens Studio (value and type)" : "Style Dictionary's classic format (value)"
        }
        dollarAliases = !dollar && plain && (typed || studio)
    }

    /// `value` with each `"$path"` written as the alias `"{path}"`, where the format reads them so.
    func aliasesWritten(_ value: JSONValue) -> JSONValue {
        guard dollarAliases else { return value }
        switch value {
        case .string(let text):
            let path = text.utf8.dropFirst()
            guard text.utf8.first == UInt8(ascii: "$"), !path.isEmpty,
                path.allSatisfy({ $0 >= 0x80 || Self.pathBytes.contains($0) })
            else { return value }
            return .string("{" + String(text.dropFirst()) + "}")
        case .object(let members):
            return .object(
                members.map {
                    JSONValue.Member(
                        key: $0.key, value: aliasesWritten($0.value), line: $0.line, column: $0.column,
                        valueLine: $0.valueLine, valueColumn: $0.valueColumn)
                })
        case .array(let items): return .array(items.map(aliasesWritten))
        default: return value
        }
    }

    /// The bytes of a `$path` alias besides non-ASCII letters: ASCII letters, digits, `.`, `-`, `_`.
    private static let pathBytes = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_".utf8))

    /// The parts of `root` that hold tokens, in the order they apply, each with whether it is
    /// read for reference only: the sets `chosen` (a theme's) when given, else the file's sets
    /// in their order (each once; a set the order names and the file lacks is none), else
    /// `root` itself.
    func sets(of root: JSONValue, chosen: [TokenSet]?) -> [(value: JSONValue, referenceOnly: Bool)] {
        let wanted = chosen ?? sets.map { TokenSet(name: $0, referenceOnly: false) }
        guard !wanted.isEmpty || chosen != nil, case .object(let members) = root else { return [(root, false)] }
        var byName: [String: JSONValue] = [:]
        for member in members { byName[member.key] = member.value }
        var seen: Set<String> = []
        return wanted.compactMap { set in
            guard seen.insert(set.name).inserted, let value = byName[set.name] else { return nil }
            return (value, set.referenceOnly)
        }
    }
}
