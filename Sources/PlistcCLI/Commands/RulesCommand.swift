import PlistcKit
import PlistcStyleDictionary

/// `plistc rules`: the table of every rule.
enum RulesCommand: Command {
    static let name = "rules"
    static let spec = CommandSpec(
        name: name,
        summary: "list every lint rule with its default severity",
        synopsis: "plistc rules [--markdown]",
        discussion: "See plistc explain RULE for a rule's explanation and examples.",
        options: [markdown],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.isEmpty else { throw UsageError("rules takes no arguments") }
            if arguments.flag(markdown) {
                console.writeOutput(RuleTable.markdown())
                return .clean
            }
            let rows = Rules.all.map { rule in
                (
                    rule.description.id.rawValue,
                    rule.description.defaultSeverity.rawValue.padding(to: 9) + rule.description.summary
                )
            }
            console.print(HelpFormatter.table(rows))
            return .clean
        }
    )

    static let markdown = Flag("markdown", help: "print the rules as the Markdown table of docs/rules.md")
}

/// `plistc explain RULE|RUNTIME`: a rule's documentation and examples, or what a `--runtime`
/// predicts.
enum ExplainCommand: Command {
    static let name = "explain"
    static let spec = CommandSpec(
        name: name,
        summary: "explain a lint rule, with examples that trigger it and examples that do not, or a --runtime",
        synopsis: "plistc explain RULE|RUNTIME",
        discussion: """
            RULE is a rule ID such as missing-font-size; plistc rules lists them all. RUNTIME is
            a --runtime name (\(DeviceRuntime.names.joined(separator: ", "))): which code it
            predicts, how that code reads the file, and which keys it looks up.
            """,
        options: [],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
                throw UsageError("explain takes one RULE (see plistc rules) or RUNTIME")
            }
            if let runtime = RuntimeExplanation.text(for: id) {
                console.print(runtime)
                return .clean
            }
            guard let rule = Rules.rule(withID: try RuleSelection.id(id)) else { return .usageOrIO }
            console.print(text(for: rule.description))
            return .clean
        }
    )

    static func text(for rule: RuleDescription) -> String {
        func examples(_ list: [String]) -> String {
            list.map { example in
                example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
                    separator: "\n")
            }.joined(separator: "\n\n")
        }
        return """
            \(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)

            \(rule.explanation)

            \(rule.fixText)

            Reported (↓ marks the place):

            \(examples(rule.triggeringExamples))

            Not reported:

            \(examples(rule.nonTriggeringExamples))
            """
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
