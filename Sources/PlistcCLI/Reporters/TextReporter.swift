import PropertyList

/// Prints diagnostics the way compilers do, one per line:
/// `path:line:col: error: message [rule-id]`, then any notes indented below.
enum TextReporter {
    static func line(for diagnostic: Diagnostic) -> String {
        var text =
            "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
        for note in diagnostic.notes { text += "\n    note: \(note)" }
        return text
    }

    /// `path: error: reason`, for a file that could not be read.
    static func line(for failure: IOFailure) -> String {
        "\(failure.path): error: \(failure.reason)"
    }
}
