import PlistcDiagnostics
import PlistcPropertyList

/// Which rules run, at which severity, with which options.
public struct LintConfiguration: Sendable, Hashable {
    /// How many findings of one rule one file shows by default.
    public static let defaultMaxFindingsPerRule = 100

    /// Options the rules read.
    public var options: LintOptions
    /// Rules that do not run.
    public var disabledRules: Set<RuleID>
    /// Severities that replace a rule's default.
    public var severities: [RuleID: Diagnostic.Severity]
    /// How many findings of one rule one file shows; the rest are counted in one finding at
    /// the first not shown. `nil` shows them all.
    public var maxFindingsPerRule: Int?

    /// Creates a configuration; by default every rule runs at its default severity.
    public init(
        options: LintOptions = LintOptions(), disabledRules: Set<RuleID> = [],
        severities: [RuleID: Diagnostic.Severity] = [:], maxFindingsPerRule: Int? = defaultMaxFindingsPerRule
    ) {
        self.options = options
        self.disabledRules = disabledRules
        self.severities = severities
        self.maxFindingsPerRule = maxFindingsPerRule
    }

    /// The finding as the configuration shows it: `nil` when its rule is off, else at the
    /// severity configured for its rule. What the app's Swift's and the measured strings' rules
    /// apply to what they find; the dictionary's rules apply the same settings in `Findings`,
    /// which decides before a finding is made.
    public func shown(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard runs(diagnostic.ruleID) else { return nil }
        guard let severity = severities[diagnostic.ruleID] else { return diagnostic }
        var shown = diagnostic
        shown.severity = severity
        return shown
    }
}

extension LintConfiguration {
    /// Whether the rule `id` runs.
    func runs(_ id: RuleID) -> Bool { disabledRules.isEmpty || !disabledRules.contains(id) }

    /// Whether `rule` runs.
    func runs(_ rule: any DictionaryRule.Type) -> Bool { runs(rule.description.id) }
}

/// Runs every rule over a property list and returns all findings, sorted by location.
public struct Linter: Sendable {
    /// The rules, severities and options in force.
    public var configuration: LintConfiguration
    /// Whether `lint` words its findings (and searches their suggestions) before it returns
    /// them. A host that shows only some (`diff`: those a change adds or resolves) leaves them
    /// unworded, and each is worded when shown; the findings then keep the file's values alive.
    public var wordsFindings = true

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration(), wordsFindings: Bool = true) {
        self.configuration = configuration
        self.wordsFindings = wordsFindings
    }

    /// Every finding for a document: its syntax errors, or, for a valid property list, what
    /// every enabled rule reports.
    public func lint(_ document: PlistDocument) -> [Diagnostic] {
        lint(StyleDictionaryFile.read(document, options: configuration.options))
    }

    /// The same, for a file whose facts the caller has already read (to skip it, or to build
    /// its verdict), so they are read once.
    public func lint(_ file: StyleDictionaryFile) -> [Diagnostic] {
        var findings = FileFindings(file, configuration: configuration, worded: wordsFindings)
        for rule in findings.rules where configuration.runs(rule) { findings.run(rule, on: file) }
        return findings.finish()
    }

    /// The findings of each file, as the linter at the same index returns them for it, found
    /// rule by rule across the files rather than file by file: each rule's code, and the code
    /// that words its findings, runs for every file in a row, where file by file a run goes
    /// through the code of every rule once for each file (docs/performance.md, *CPU time*).
    public static func lint(_ files: [StyleDictionaryFile], by linters: [Linter]) -> [[Diagnostic]] {
        precondition(files.count == linters.count, "a linter for each file")
        var findings = files.indices.map {
            FileFindings(files[$0], configuration: linters[$0].configuration, worded: linters[$0].wordsFindings)
        }
        let takingEveryRule = findings.indices.filter { findings[$0].takesEveryRule }
        for rule in Rules.dictionaryRules {
            for index in takingEveryRule where findings[index].configuration.runs(rule) {
                findings[index].run(rule, on: files[index])
            }
        }
        for index in findings.indices where !findings[index].takesEveryRule {
            for rule in findings[index].rules where findings[index].configuration.runs(rule) {
                findings[index].run(rule, on: files[index])
            }
        }
        return findings.indices.map { findings[$0].finish() }
    }

    /// Where, then which rule; the rule's ID is read only when the places are the same.
    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let (left, right) = (lhs.location, rhs.location)
        return left != right ? left < right : lhs.ruleID < rhs.ruleID
    }

    /// `diagnostics` sorted by `precedes`, stably. Rules report in document order, almost
    /// always: the order is checked first. Each finding's place and rule are read once, their
    /// positions sorted, and each finding moved once.
    static func sort(_ diagnostics: inout [Diagnostic]) {
        guard diagnostics.indices.dropFirst().contains(where: { precedes(diagnostics[$0], diagnostics[$0 - 1]) })
        else { return }
        // Each finding's place read once, not at every comparison; positions break ties:
        // `sort` is not stable, and the order must not depend on it.
        let keys = diagnostics.map { SortKey(location: $0.location, rule: $0.ruleID) }
        let order = keys.indices.sorted { lhs, rhs in
            let (left, right) = (keys[lhs], keys[rhs])
            if left.location != right.location { return left.location < right.location }
            if left.rule != right.rule { return left.rule < right.rule }
            return lhs < rhs
        }
        diagnostics = order.map { diagnostics[$0] }
    }

    /// `diagnostics`, made of runs that are each in `precedes` order (one rule's findings, the
    /// first starting at 0 and each at an index of `starts`), merged into that order, stably:
    /// a handful (at most `insertionLimit`) sorted in place, more by merging pairs of runs
    /// until one is left, so a file whose 100,000 findings are one rule's and a few others'
    /// costs a pass or two, not a sort.
    static func merge(_ diagnostics: inout [Diagnostic], runsStartingAt starts: [Int]) {
        // Runs each in order are in order together when each ends at or before the next starts.
        guard starts.dropFirst().contains(where: { precedes(diagnostics[$0], diagnostics[$0 - 1]) }) else { return }
        guard diagnostics.count > insertionLimit else { return insertionSort(&diagnostics) }
        var source = diagnostics
        var bounds = starts + [source.count]
        while bounds.count > 2 {
            var merged: [Diagnostic] = []
            merged.reserveCapacity(source.count)
            var next = [0]
            for run in stride(from: 0, to: bounds.count - 1, by: 2) {
                let (low, middle) = (bounds[run], bounds[run + 1])
                let high = run + 2 < bounds.count ? bounds[run + 2] : middle
                var (left, right) = (low, middle)
                while left < middle && right < high {
                    // The earlier run's finding first when neither precedes: stable.
                    if precedes(source[right], source[left]) {
                        merged.append(source[right])
                        right += 1
                    } else {
                        merged.append(source[left])
                        left += 1
                    }
                }
                merged.append(contentsOf: source[left..<middle])
                merged.append(contentsOf: source[right..<high])
                next.append(high)
            }
            (source, bounds) = (merged, next)
        }
        diagnostics = source
    }

    /// Up to how many findings `merge` moves in place rather than merging runs into new lists:
    /// a file's handful of findings, one or two a rule, costs a few comparisons that way.
    static let insertionLimit = 32

    /// `diagnostics` sorted by `precedes` in place, stably: each finding moved back past those
    /// it precedes. Quadratic, for at most `insertionLimit` findings.
    private static func insertionSort(_ diagnostics: inout [Diagnostic]) {
        for index in diagnostics.indices.dropFirst() {
            var place = index
            while place > 0 && precedes(diagnostics[place], diagnostics[place - 1]) {
                diagnostics.swapAt(place, place - 1)
                place -= 1
            }
        }
    }

    /// What findings are sorted by: where, then which rule.
    private struct SortKey {
        let location: SourceLocation
        let rule: RuleID
    }
}

extension Diagnostic.Message {
    static func findingsNotShown(_ count: Int, rule: RuleID, limit: Int) -> Self {
        Self(
            "\(CountText.grouped(count)) more \(rule) \(count == 1 ? "finding" : "findings") in this file, from here on, \(count == 1 ? "is" : "are") not shown (the first \(CountText.grouped(limit)) of each rule are): fix these and run again, or see them all with --max-findings 0"
        )
    }
}
