/// plistc's exit statuses, a contract that CI scripts rely on.
enum ExitStatus: Int32 {
    /// Nothing at error level was found.
    case clean = 0
    /// At least one error-level finding.
    case findings = 1
    /// The command line was wrong, or a file could not be read or written.
    case usageOrIO = 2
}
