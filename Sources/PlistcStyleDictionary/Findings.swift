import PlistcDiagnostics

/// One rule's findings in one file as the linter keeps them: the silenced ones dropped, each at
/// its configured severity, and, past the rule's limit, counted instead of made.
///
/// A rule that can find very many (an unknown key among 80,000) adds each finding with its
/// location and severity and a closure that makes it, which runs only while the finding can
/// still be shown. Rules report in document order almost always: once `limit + 1` findings are
/// made, a later one at or after the last made is neither shown nor the first hidden (at least
/// `limit + 1` made findings come before it), so it is only counted. One that arrives before
/// the last made is made, and the sort puts it in its place.
public struct Findings {
    private var ruleID: RuleID
    /// What it needs of the configuration (a copy of all of it, per rule and file, costs
    /// more than the findings of a clean file).
    private let maxFindingsPerRule: Int?
    /// The configuration's disabled rules and severities as lists (few, if any): copying a
    /// `Set<RuleID>` or a `[RuleID: Severity]` here made the run look `RuleID`'s `Hashable`
    /// conformance up among the runtime's records, a hundred thousand instructions before the
    /// first file's first rule.
    private let disabledRules: [RuleID]
    private let severities: [ConfiguredSeverity]
    private let suppressions: Suppressions?
    /// The findings made: every one that can be shown, or be the first hidden.
    private var made: [Diagnostic] = []
    /// Where the latest of the made findings stands.
    private var lastMade: SourceLocation?
    /// Whether a finding was made before one made earlier: only then are they sorted.
    private var isOutOfOrder = false
    /// The findings after it, counted and not made, and the most severe of them.
    private var unmadeCount = 0
    private var unmadeSeverity: Diagnostic.Severity?

    /// The severity configured for this rule, which replaces the one a finding is added with.
    private var configuredSeverity: Diagnostic.Severity?

    /// Findings of the rule `ruleID` under `configuration`, silenced by `suppressions`.
    init(_ ruleID: RuleID, configuration: LintConfiguration, suppressions: Suppressions?) {
        self.ruleID = ruleID
        maxFindingsPerRule = configuration.maxFindingsPerRule
        disabledRules = configuration.disabledRules.isEmpty ? [] : Array(configuration.disabledRules)
        severities =
            configuration.severities.isEmpty
            ? [] : configuration.severities.map { ConfiguredSeverity(rule: $0.key, severity: $0.value) }
        self.suppressions = suppressions.flatMap { $0.isEmpty ? nil : $0 }
        configuredSeverity = ConfiguredSeverity.of(ruleID, in: severities)
    }

    /// Every finding a rule reports, all made, none silenced or limited: what `check` returns.
    public static func all(_ ruleID: RuleID, _ report: (inout Findings) -> Void) -> [Diagnostic] {
        var findings = Findings(ruleID, configuration: LintConfiguration(maxFindingsPerRule: nil), suppressions: nil)
        report(&findings)
        return findings.made
    }

    /// Adds the finding `make` makes, of this rule at `location` with `severity` (before any
    /// configured one), making it only when it can be shown.
    public mutating func add(at location: SourceLocation, severity: Diagnostic.Severity, _ make: () -> Diagnostic) {
        if suppressions?.suppresses(ruleID, at: location) == true { return }
        if let limit = maxFindingsPerRule, made.count > limit, let lastMade, !(location < lastMade) {
            unmadeCount += 1
            let configured = configuredSeverity ?? severity
            unmadeSeverity = max(unmadeSeverity ?? configured, configured)
            return
        }
        var diagnostic = make()
        assert(
            diagnostic.ruleID == ruleID && diagnostic.location == location && diagnostic.severity == severity,
            "a finding made otherwise than added")
        if let configuredSeverity { diagnostic.severity = configuredSeverity }
        noteMade(at: location)
        made.append(diagnostic)
    }

    /// Adds a finding already made.
    public mutating func add(_ diagnostic: Diagnostic) {
        guard disabledRules.isEmpty || !disabledRules.contains(diagnostic.ruleID),
            suppressions?.suppress(diagnostic) != true
        else { return }
        var diagnostic = diagnostic
        if let configured = ConfiguredSeverity.of(diagnostic.ruleID, in: severities) {
            diagnostic.severity = configured
        }
        noteMade(at: diagnostic.location)
        made.append(diagnostic)
    }

    /// Keeps where the latest finding made stands, and whether one came before it.
    private mutating func noteMade(at location: SourceLocation) {
        if let last = lastMade, location < last { isOutOfOrder = true } else { lastMade = location }
    }

    /// Starts over for the rule `ruleID`, with the same configuration and suppressions, and the
    /// storage of the findings before: the linter keeps one per file, not one per rule.
    mutating func restart(_ ruleID: RuleID) {
        self.ruleID = ruleID
        if !severities.isEmpty { configuredSeverity = ConfiguredSeverity.of(ruleID, in: severities) }
        // Most rules find nothing: `made` is empty already (`settle` empties it), and emptying an
        // empty array goes through the standard library's generic replacement of a range.
        if !made.isEmpty { made.removeAll(keepingCapacity: true) }
        (lastMade, isOutOfOrder, unmadeCount, unmadeSeverity) = (nil, false, 0, nil)
    }

    /// The findings shown, sorted, and past the limit one finding, at the first of the others,
    /// that counts them, as severe as the most severe of them (so that the exit status and
    /// `--strict` still see them).
    func settled() -> [Diagnostic] {
        var findings = self
        var shown: [Diagnostic] = []
        findings.settle(into: &shown)
        return shown
    }

    /// Appends what `settled` returns to `shown`, and lets go of the findings made, so that
    /// `shown` holds the only reference to each (wording one in place then copies nothing).
    @inline(__always)
    mutating func settle(into shown: inout [Diagnostic]) {
        // Not even an empty append: appending nothing to an empty array allocates its buffer,
        // and most rules find nothing in most files.
        guard !made.isEmpty else { return }
        settleMade(into: &shown)
    }

    private mutating func settleMade(into shown: inout [Diagnostic]) {
        defer { made.removeAll(keepingCapacity: true) }
        if isOutOfOrder { Linter.sort(&made) }
        guard let limit = maxFindingsPerRule, made.count > limit else { return shown.append(contentsOf: made) }
        let hidden = made[limit...]
        guard let first = hidden.first else { return shown.append(contentsOf: made) }
        let severity = max(hidden.lazy.map(\.severity).max() ?? first.severity, unmadeSeverity ?? first.severity)
        let count = hidden.count + unmadeCount
        shown.append(contentsOf: made[..<limit])
        shown.append(
            Diagnostic(
                severity: severity, ruleID: first.ruleID,
                message: .findingsNotShown(count, rule: first.ruleID, limit: limit), location: first.location,
                keyPath: first.keyPath))
    }
}

/// A severity a configuration gives a rule, as `Findings` keeps it.
private struct ConfiguredSeverity {
    let rule: RuleID
    let severity: Diagnostic.Severity

    /// The severity configured for `rule`, if any.
    static func of(_ rule: RuleID, in list: [ConfiguredSeverity]) -> Diagnostic.Severity? {
        list.first { $0.rule == rule }?.severity
    }
}
