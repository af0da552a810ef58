import PlistcDiagnostics
import PlistcJSON

extension ConfigurationFile {
    /// `"rules"`, each rule's error located at its own key.
    package mutating func readRules(_ member: JSONValue.Member) throws(ConfigurationError) {
        guard case .object(let rules) = member.value else {
            throw ConfigurationError(Self.typeError("rules", "an object", member.value), at: member)
        }
        try Self.refuseRepeats(rules, in: "rules")
        for rule in rules {
            do throws(UsageError) {
                try readRule(rule.key, rule.value)
            } catch {
                throw ConfigurationError(error, at: rule)
            }
        }
    }

    private mutating func readRule(_ id: String, _ setting: JSONValue) throws(UsageError) {
        let ruleID = try RuleSelection.id(id)
        guard case .string(let text) = setting else { throw Self.typeError("rules.\(id)", "a string", setting) }
        if text == "off" {
            disabledRules.insert(ruleID)
        } else if let severity = Diagnostic.Severity(rawValue: text) {
            severities[ruleID] = severity
        } else {
            throw UsageError("rules.\(id) is \"\(text)\": use \"error\", \"warning\", \"note\" or \"off\"")
        }
    }
}
