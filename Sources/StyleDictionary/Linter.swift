import PropertyList

/// Which rules run, at which severity, with which options.
public struct LintConfiguration: Sendable, Hashable {
    /// How many findings of one rule one file shows by default.
    public static let defaultMaxFindingsPerRule = 100

    /// Options the rules read.
    public var options: LintOptions
    /// Rules that do not run.
    public var disabledRules: Set<String>
    /// Severities that replace a rule's default.
    public var severities: [String: Diagnostic.Severity]
    /// How many findings of one rule one file shows; the rest are counted in one finding at
    /// the first not shown. `nil` shows them all.
    public var maxFindingsPerRule: Int?

    /// Creates a configuration; by default every rule runs at its default severity.
    public init(
        options: LintOptions = LintOptions(), disabledRules: Set<String> = [],
        severities: [String: Diagnostic.Severity] = [:], maxFindingsPerRule: Int? = defaultMaxFindingsPerRule
    ) {
        self.options = options
        self.disabledRules = disabledRules
        self.severities = severities
        self.maxFindingsPerRule = maxFindingsPerRule
    }
}

/// Runs every rule over a property list and returns all findings, sorted by location.
public struct Linter: Sendable {
    /// The rules, severities and options in force.
    public var configuration: LintConfiguration

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Every finding for a document: its syntax errors, or, for a valid property list, what
    /// every enabled rule reports.
    public func lint(_ document: PlistDocument) -> [Diagnostic] {
        lint(StyleDictionaryFile(document))
    }

    /// The same, for a file whose facts the caller has already read (to skip it, or to build
    /// its verdict), so they are read once.
    public func lint(_ file: StyleDictionaryFile) -> [Diagnostic] {
        let document = file.document
        var diagnostics = document.diagnostics
        if !document.hasErrors {
            for rule in Rules.all where !configuration.disabledRules.contains(rule.description.id) {
                diagnostics += rule.check(file, options: configuration.options)
            }
        }
        let suppressions = Suppressions(document)
        let kept = diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard !configuration.disabledRules.contains(diagnostic.ruleID), !suppressions.suppress(diagnostic) else {
                return nil
            }
            var diagnostic = diagnostic
            if let severity = configuration.severities[diagnostic.ruleID] { diagnostic.severity = severity }
            return diagnostic
        }.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
        guard let limit = configuration.maxFindingsPerRule, kept.count > limit else { return kept }
        return Self.limited(kept, perRule: limit)
    }

    /// The first `limit` findings of each rule; the others of a rule become one finding, at
    /// the first of them, that counts them, as severe as the most severe (so that the exit
    /// status and `--strict` still see them).
    private static func limited(_ diagnostics: [Diagnostic], perRule limit: Int) -> [Diagnostic] {
        var shownByRule: [String: Int] = [:]
        var hiddenByRule: [String: (first: Diagnostic, count: Int, severity: Diagnostic.Severity)] = [:]
        var shown: [Diagnostic] = []
        for diagnostic in diagnostics {
            if shownByRule[diagnostic.ruleID, default: 0] < limit {
                shownByRule[diagnostic.ruleID, default: 0] += 1
                shown.append(diagnostic)
            } else if let hidden = hiddenByRule[diagnostic.ruleID] {
                hiddenByRule[diagnostic.ruleID] = (
                    hidden.first, hidden.count + 1, max(hidden.severity, diagnostic.severity)
                )
            } else {
                hiddenByRule[diagnostic.ruleID] = (diagnostic, 1, diagnostic.severity)
            }
        }
        guard !hiddenByRule.isEmpty else { return shown }
        let summaries = hiddenByRule.map { rule, hidden in
            Diagnostic(
                severity: hidden.severity, ruleID: rule,
                message: .findingsNotShown(hidden.count, rule: rule, limit: limit), location: hidden.first.location,
                keyPath: hidden.first.keyPath)
        }
        return (shown + summaries).sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}

extension Diagnostic.Message {
    static func findingsNotShown(_ count: Int, rule: String, limit: Int) -> Self {
        Self(
            "\(CountText.grouped(count)) more \(rule) \(count == 1 ? "finding" : "findings") in this file, from here on, \(count == 1 ? "is" : "are") not shown (the first \(CountText.grouped(limit)) of each rule are): fix these and run again, or see them all with --max-findings 0"
        )
    }
}
