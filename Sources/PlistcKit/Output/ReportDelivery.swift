import PlistcIO

/// Where `lint` sends its report and its progress lines: the output stage of a lint run.
package struct ReportDelivery {
    package let reporter: ReporterKind
    /// `--output`: the file the report is written to instead of the terminal (`-`: standard
    /// output, whatever the reporter).
    package let output: String?
    package let host: SessionHost
    /// Whether standard output carries the fixes' diff (`--fix-dry-run`): the text report then
    /// goes to standard error, so that the diff stays a patch.
    package var besideDiff = false

    package init(reporter: ReporterKind, output: String?, host: SessionHost, besideDiff: Bool = false) {
        (self.reporter, self.output, self.host, self.besideDiff) = (reporter, output, host, besideDiff)
    }

    /// Prints the report on standard output, whatever the reporter (so that `plistc lint | grep`
    /// finds its findings), or writes it to `--output` (`FileSystem.writeOutput`).
    package func deliver(_ report: LintReport) throws(IOFailure) {
        if let output, !OutputFile.isStandardOutput(output) {
            try FileSystem.writeOutput(reporter.render(report, colour: false), to: output)
        } else {
            console(reporter.render(report, colour: showsColour))
        }
    }

    /// The console stream the report goes to: standard output, or standard error beside a diff.
    private var console: (String) -> Void { reportsBesideDiff ? host.message : host.output }

    /// Whether the text report goes to standard error, beside a diff on standard output.
    private var reportsBesideDiff: Bool { besideDiff && reporter == .text && output == nil }

    /// The console channel a text report goes to, which it can be written to file by file
    /// (`ReportSink`): standard output; `nil` for the other reporters and for `-o FILE`.
    package var textStream: ((String) -> Void)? {
        guard reporter == .text, output.map(OutputFile.isStandardOutput) ?? true else { return nil }
        return console
    }

    /// Whether the report is in colour: the text report on a console stream that shows it.
    package var showsColour: Bool {
        reporter == .text && output == nil && (reportsBesideDiff ? host.messagesShowColour : host.outputShowsColour)
    }

    /// Progress lines are plistc's own, beside the report: on standard error while the report
    /// or a fix's diff is on standard output, on standard output when the report goes to a
    /// file and nothing else does.
    package func progress(_ line: String) {
        if let output, !OutputFile.isStandardOutput(output), !besideDiff {
            host.outputLine(line)
        } else {
            host.messageLine(line)
        }
    }

    /// `--verbose`'s last line: how many files were checked, how many had errors, and how many
    /// were skipped or unreadable.
    package static func summary(files: Int, withErrors: Int, skipped: Int, unreadable: Int) -> String {
        var text = "checked \(files) \(files == 1 ? "file" : "files"): \(withErrors) with errors"
        if skipped > 0 { text += ", \(skipped) skipped" }
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        return text
    }
}
