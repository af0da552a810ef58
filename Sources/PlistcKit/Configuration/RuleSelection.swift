import PlistcDiagnostics
import PlistcStyleDictionary

/// Checks the rule IDs users write on the command line and in configurations.
package enum RuleSelection {
    /// The rule ID `id` spells; throws, with the closest ID as a suggestion, when it names no
    /// rule.
    package static func id(_ id: String) throws(UsageError) -> RuleID {
        let ruleID = RuleID(rawValue: id)
        guard Rules.rule(withID: ruleID) == nil else { return ruleID }
        let hint = UsageError.suggestion(for: id, among: Rules.ids).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("there is no rule '\(id)'\(hint) (see plistc rules)")
    }
}
