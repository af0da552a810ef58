import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

/// Every rule's own examples: the triggering ones are reported where `↓` marks them, the
/// others are not reported at all.
@Suite("Rule examples")
struct RuleExampleTests {
    /// The rules whose examples are style dictionaries (a measured rule's are strings files:
    /// `MeasuredRuleExampleTests`).
    static let rules = Rules.all.map { $0.description }.filter {
        $0.kind != .measured && $0.kind != .source && $0.kind != .interfaceBuilder
    }

    private func diagnostics(_ example: String, rule: RuleDescription) -> [Diagnostic] {
        let document = PlistReader().read(Array(RuleDescription.document(for: example).utf8), path: "example.plist")
        let linter = Linter(configuration: LintConfiguration(options: rule.exampleOptions))
        return linter.lint(document).filter { $0.ruleID == rule.id }
    }

    @Test(arguments: rules)
    func triggeringExamplesAreReportedWhereMarked(rule: RuleDescription) {
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let found = diagnostics(example, rule: rule)
            #expect(!found.isEmpty, "\(rule.id) missed:\n\(example)")
            for (line, column) in RuleDescription.markedPositions(in: example) {
                #expect(
                    found.contains { $0.location.line == line && $0.location.column == column },
                    "\(rule.id) not at \(line):\(column) in:\n\(example)\nfound: \(found.map(\.location))")
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreNotReported(rule: RuleDescription) {
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.nonTriggeringExamples {
            #expect(diagnostics(example, rule: rule).isEmpty, "\(rule.id) reported:\n\(example)")
        }
    }

    /// Each rule's ID is its own, and spelt as IDs are: lower-case words joined by hyphens.
    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = Rules.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let words = id.split(separator: "-", omittingEmptySubsequences: false)
            #expect(
                words.allSatisfy {
                    !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
                },
                "\(id)")
        }
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
