/// What a report needs located in the text of a file linted: the fixes' ranges, the
/// findings' columns in bytes.
package struct Locating: Sendable {
    package var fixes: Bool
    package var byteColumns: Bool

    /// Whether a file's text may be needed once it is linted.
    package var mayNeedBytes: Bool { fixes || byteColumns }

    /// Whether `result` has anything to locate.
    package func isNeeded(for result: LintReport.FileResult) -> Bool {
        byteColumns || (fixes && result.diagnostics.contains { $0.fix != nil })
    }
}
