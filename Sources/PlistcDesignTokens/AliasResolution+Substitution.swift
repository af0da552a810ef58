import PlistcJSON

extension AliasResolution {
    /// `value` with each alias replaced by its target's resolved value, or `null` when the
    /// target is missing or unresolved; with how deep the result nests. Recursion follows the
    /// written value only (at most ``JSONParser/maxDepth`` deep), never a chain of aliases.
    mutating func substituted(_ value: JSONValue, resolved: [Bool], source: Int) -> (JSONValue, Int) {
        let (result, depth, _) = substitution(value, resolved: resolved, source: source)
        return (result, depth)
    }

    /// The same, and whether anything was replaced: a value with no alias is the value itself,
    /// shared, not a copy.
    private mutating func substitution(
        _ value: JSONValue, resolved: [Bool], source: Int
    ) -> (JSONValue, depth: Int, changed: Bool) {
        switch value {
        case .string(let text):
            if let alias = Self.alias(in: text) {
                guard let target = index[alias], resolved[target] else { return (.null, 0, true) }
                return (values[target], depths[target], true)
            }
            let result = embedded(in: text, resolved: resolved)
            if case .string(let made) = result, made == text { return (value, 0, false) }
            if case .string(let made) = result {
                textLeft -= made.utf8.count
                if textLeft < 0 { overBudget.insert(source) }
            }
            return (result, 0, true)
        case .object(let members):
            var (depth, changed) = (0, false)
            var substitutedMembers: [JSONValue.Member] = []
            for (position, member) in members.enumerated() {
                let (value, inner, memberChanged) = substitution(member.value, resolved: resolved, source: source)
                depth = max(depth, inner)
                if memberChanged && !changed {
                    changed = true
                    substitutedMembers = Array(members[..<position])
                }
                if changed {
                    substitutedMembers.append(
                        JSONValue.Member(
                            key: member.key, value: value, line: member.line, column: member.column,
                            valueLine: member.valueLine, valueColumn: member.valueColumn))
                }
            }
            return (changed ? .object(substitutedMembers) : value, depth + 1, changed)
        case .array(let items):
            var (depth, changed) = (0, false)
            var substitutedItems: [JSONValue] = []
            for (position, item) in items.enumerated() {
                let (value, inner, itemChanged) = substitution(item, resolved: resolved, source: source)
                depth = max(depth, inner)
                if itemChanged && !changed {
                    changed = true
                    substitutedItems = Array(items[..<position])
                }
                if changed { substitutedItems.append(value) }
            }
            return (changed ? .array(substitutedItems) : value, depth + 1, changed)
        default:
            return (value, 0, false)
        }
    }
}
