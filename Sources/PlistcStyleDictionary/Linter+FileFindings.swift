import PlistcDiagnostics

extension Linter {
    /// One file's findings while the rules run: each rule's settled (silenced, given their
    /// severity, limited) on their own, so that a file with hundreds of thousands of findings
    /// sorts only what is shown.
    struct FileFindings {
        /// One set of findings for the file, started over for each rule.
        var findings: Findings
        var shown: [Diagnostic] = []
        /// Where each rule's findings start in `shown`: each rule's are in order already.
        var runs: [Int] = []
        let configuration: LintConfiguration
        /// Whether each rule's findings are worded once settled.
        let worded: Bool
        /// The rules that run on the file, in order, before the configuration turns any off:
        /// none after a reader's error; for a file that is clearly something else the one that
        /// says what, and an Info.plist's UIAppFonts check (every rule with --verbose, or with
        /// that rule off).
        let rules: [any DictionaryRule.Type]
        /// Whether `rules` are every rule.
        let takesEveryRule: Bool

        init(_ file: StyleDictionaryFile, configuration: LintConfiguration, worded: Bool) {
            (self.configuration, self.worded) = (configuration, worded)
            if file.hasReaderErrors {
                (rules, takesEveryRule) = ([], false)
            } else if file.foreignFormat != nil && !configuration.options.showsForeignFiles
                && configuration.runs(NotAStyleDictionaryRule.self)
            {
                (rules, takesEveryRule) = ([NotAStyleDictionaryRule.self, AppFontMissingRule.self], false)
            } else {
                (rules, takesEveryRule) = (Rules.dictionaryRules, true)
            }
            findings = Findings(
                Diagnostic.syntaxRuleID, configuration: configuration, suppressions: Suppressions(file))
            for diagnostic in file.readerDiagnostics { findings.add(diagnostic) }
            findings.settle(into: &shown)
            if !shown.isEmpty { runs = [0] }
            if worded { for index in shown.indices { shown[index].settle() } }
        }

        /// Adds what `rule` finds in `file`, worded now (with its suggestions searched for)
        /// when `worded`: with the findings past the limit and the silenced ones gone.
        mutating func run(_ rule: any DictionaryRule.Type, on file: StyleDictionaryFile) {
            findings.restart(rule.description.id)
            rule.report(file, options: configuration.options, to: &findings)
            let start = shown.count
            findings.settle(into: &shown)
            guard shown.count > start else { return }
            runs.append(start)
            if worded { for index in start..<shown.count { shown[index].settle() } }
            if file.document.isBinary {
                for index in start..<shown.count { shown[index] = shown[index].inBinaryFile() }
            }
        }

        /// Every finding, in order.
        mutating func finish() -> [Diagnostic] {
            Linter.merge(&shown, runsStartingAt: runs)
            return shown
        }
    }
}
