import PlistcDiagnostics
import PlistcIO

/// Where a lint run's file results go as they come, in input order. The text report on the
/// console is written file by file, as compilers write theirs: a finding shows as soon as its
/// file is linted, and none is kept, so a run over any number of files holds one file's
/// findings at a time. Every other report (the structured reporters, `-o FILE`, `--fix`, which
/// changes the findings once every file is fixed) is kept whole and written at the end.
package struct ReportSink {
    private let delivery: ReportDelivery
    /// The console channel the text report streams to, or `nil` when the report is kept.
    private let stream: ((String) -> Void)?
    private let colour: Bool
    private let strict: Bool
    /// The report kept for the end (empty while streaming).
    package var kept = LintReport()
    /// Text written and not yet passed to the console: one write per `flushSize` bytes, not one
    /// per finding.
    private var pending: [UInt8] = []
    private static let flushSize = 1 << 16
    /// How many files were reported, and how many of them have an error.
    private(set) var files = 0
    private(set) var filesWithErrors = 0
    /// Whether a finding fails the run: an error, or a warning under `--strict`.
    private(set) var failing = false

    /// A sink for `delivery`'s report, streaming when `fixing` is false and the report is text
    /// on the console.
    package init(_ delivery: ReportDelivery, fixing: Bool, strict: Bool) {
        self.delivery = delivery
        stream = fixing ? nil : delivery.textStream
        colour = delivery.showsColour
        self.strict = strict
    }

    /// Adds one file's result: written now when the report streams, kept otherwise.
    package mutating func add(_ result: LintReport.FileResult) {
        guard stream != nil else { return kept.files.append(result) }
        count(result)
        TextReporter.append(result, colour: colour, to: &pending)
        if pending.count >= Self.flushSize { flush() }
    }

    /// Passes the text written so far to the console, before anything else is printed there.
    package mutating func flush() {
        guard let stream, !pending.isEmpty else { return }
        stream(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes what is left: the rest of the streamed text, or the whole kept report.
    package mutating func finish() throws(IOFailure) {
        guard stream == nil else { return flush() }
        for file in kept.files { count(file) }
        try delivery.deliver(kept)
    }

    private mutating func count(_ result: LintReport.FileResult) {
        files += 1
        if result.diagnostics.contains(where: { $0.severity == .error }) { filesWithErrors += 1 }
        if !failing {
            failing = result.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
    }
}
