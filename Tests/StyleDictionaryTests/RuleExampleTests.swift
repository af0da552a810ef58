import Diagnostics
import PropertyList
import StyleDictionary
import Testing

/// Every rule's own examples: the triggering ones are reported where `↓` marks them, the
/// others are not reported at all.
@Suite("Rule examples")
struct RuleExampleTests {
    /// The rules whose examples are style dictionaries (a measured rule's are strings files:
    /// `MeasuredRuleExampleTests`).
    static let rules = Rules.all.map { $0.description }.filter { $0.kind != .measured && $0.kind != .source }

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

    @Test func ruleIDsAreUniqueAndSpelledAsDocumented() {
        let ids = Rules.ids
        #expect(Set(ids).count == ids.count)
        #expect(
            ids == [
                "plist-syntax", "device-rejects", "root-not-dictionary", "not-a-style-dictionary",
                "entry-not-dictionary", "missing-font-name", "missing-font-size", "font-name-type", "font-size-type",
                "empty-font-name", "font-size-range", "dictionary-void", "unknown-style", "legacy-style-key",
                "unsupported-style", "unknown-entry-key", "system-font-variant", "duplicate-key", "missing-style",
                "hierarchy-order", "hierarchy-order-scaled", "extension-key", "unknown-font", "font-not-registered",
                "app-font-missing", "weight-order", "line-height-below-font", "text-overflow", "missing-glyph",
                "fixed-font-size",
                "double-scaling", "size-capped", "style-not-in-dictionary", "dictionary-not-found", "unused-style",
                "adjusts-font-missing", "source-unreadable",
            ])
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
