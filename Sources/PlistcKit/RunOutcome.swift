/// How a session ended. The command line exits with the raw value, a contract that CI scripts
/// rely on.
public enum RunOutcome: Int32, Sendable {
    /// Nothing at error level was found.
    case clean = 0
    /// At least one error-level finding.
    case findings = 1
    /// The request was wrong, or a file could not be read or written.
    case usageOrIO = 2
}

extension RunOutcome: Comparable {
    /// A worse outcome is greater: the outcome of several runs is the greatest.
    public static func < (lhs: RunOutcome, rhs: RunOutcome) -> Bool { lhs.rawValue < rhs.rawValue }
}
