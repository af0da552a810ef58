import PlistcDiagnostics

/// The findings of `plistc import` about a tokens file, all under one rule ID.
public enum TokenFinding {
    /// The rule ID of every finding about a tokens file, its JSON syntax included.
    public static let ruleID: RuleID = "design-tokens"

    /// A finding about the tokens file at `location`.
    public static func diagnostic(
        _ message: String, at location: SourceLocation, severity: Diagnostic.Severity = .error
    ) -> Diagnostic {
        Diagnostic(severity: severity, ruleID: ruleID, message: Diagnostic.Message(message), location: location)
    }
}
