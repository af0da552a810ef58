import StyleDictionary

/// Checks the rule IDs users write on the command line and in configurations.
enum RuleSelection {
    /// Throws, with the closest ID as a suggestion, when `id` names no rule.
    static func validate(_ id: String) throws(UsageError) {
        guard Rules.rule(withID: id) == nil else { return }
        let hint = UsageError.suggestion(for: id, among: Rules.ids).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("there is no rule '\(id)'\(hint) (see plistc rules)")
    }
}
