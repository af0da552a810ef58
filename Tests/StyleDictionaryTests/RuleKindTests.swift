import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

/// The rules whose findings do not come from their `check` on a file say so: the reader's
/// `plist-syntax`, `app-font-missing`, which the run also checks once per `--info-plist`, and
/// the two that measure the app's strings and the seven about the app's Swift.
@Suite struct RuleKindTests {
    private func ids(of kind: RuleDescription.Kind) -> [RuleID] {
        Rules.all.map { $0.description }.filter { $0.kind == kind }.map { $0.id }
    }

    @Test func onlyTwelveRulesAreNotFileRules() {
        #expect(ids(of: .reader) == [Diagnostic.syntaxRuleID])
        #expect(ids(of: .run) == ["app-font-missing"])
        #expect(ids(of: .measured) == ["text-overflow", "missing-glyph"])
        #expect(
            ids(of: .source) == [
                "fixed-font-size", "double-scaling", "size-capped", "style-not-in-dictionary", "dictionary-not-found",
                "adjusts-font-missing", "source-unreadable",
            ])
        #expect(ids(of: .interfaceBuilder) == ["ib-adjusts-without-text-style", "ib-size-class-font"])
        #expect(ids(of: .file).count == Rules.all.count - 13)
    }

    /// A rule has a check on a dictionary exactly when a dictionary is what it looks at: no
    /// rule carries a check that finds nothing.
    @Test(arguments: Rules.all.map { $0.description.id.rawValue })
    func aRuleChecksADictionaryOnlyWhenItLooksAtOne(id: String) throws {
        let rule = try #require(Rules.rule(withID: RuleID(rawValue: id)))
        let looksAtADictionary = [.file, .run].contains(rule.description.kind)
        #expect((rule is any DictionaryRule.Type) == looksAtADictionary)
        #expect(Rules.dictionaryRules.contains { $0.description.id == rule.description.id } == looksAtADictionary)
    }

    /// The reader's findings are plist-syntax's, once each, with no rule check adding any.
    @Test func readerFindingsComeFromTheReader() {
        let document = PlistReader().read(Array("<plist><dict><key>body</key></dict></plist>".utf8), path: "t.plist")
        let findings = Linter().lint(document)
        #expect(findings.map(\.ruleID) == [Diagnostic.syntaxRuleID])
        #expect(findings.map(\.message.text) == document.diagnostics.map(\.message.text))
    }
}
