import PropertyList

/// Which rules run, at which severity, with which options.
public struct LintConfiguration: Sendable, Hashable {
    /// Options the rules read.
    public var options: LintOptions
    /// Rules that do not run.
    public var disabledRules: Set<String>
    /// Severities that replace a rule's default.
    public var severities: [String: Diagnostic.Severity]

    /// Creates a configuration; by default every rule runs at its default severity.
    public init(
        options: LintOptions = LintOptions(), disabledRules: Set<String> = [],
        severities: [String: Diagnostic.Severity] = [:]
    ) {
        self.options = options
        self.disabledRules = disabledRules
        self.severities = severities
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
        return diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard !configuration.disabledRules.contains(diagnostic.ruleID), !suppressions.suppress(diagnostic) else {
                return nil
            }
            var diagnostic = diagnostic
            if let severity = configuration.severities[diagnostic.ruleID] { diagnostic.severity = severity }
            return diagnostic
        }.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}
