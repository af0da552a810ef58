import PlistcIO

/// Where `lint` sends its report and its progress lines: the output stage of a lint run.
package struct ReportDelivery {
    package let reporter: ReporterKind
    /// `--output`: the file the report is written to instead of the terminal (`-`: standard
    /// output, whatever the reporter).
    package let output: String?
    package let host: SessionHost

    /// Prints the report (the text report on standard error, the others on standard output),
    /// or writes it to `--output` (`FileSystem.writeOutput`).
    package func deliver(_ report: LintReport) throws(IOFailure) {
        if let output, !OutputFile.isStandardOutput(output) {
            try FileSystem.writeOutput(reporter.render(report, colour: false), to: output)
        } else if reporter == .text && output == nil {
            host.message(reporter.render(report, colour: showsColour))
        } else {
            host.output(reporter.render(report, colour: false))
        }
    }

    /// The console channel a text report goes to, which it can be written to file by file
    /// (`ReportSink`); `nil` for the other reporters and for `-o FILE`.
    package var textStream: ((String) -> Void)? {
        guard reporter == .text else { return nil }
        guard let output else { return host.message }
        return OutputFile.isStandardOutput(output) ? host.output : nil
    }

    /// Whether the report is in colour: the text report on a standard error that shows it.
    package var showsColour: Bool { reporter == .text && output == nil && host.messagesShowColour }

    /// Progress lines go to standard output beside a text report or a report written to a
    /// file, and to standard error when standard output carries a machine-readable report
    /// (or any report, with `-o -`).
    package func progress(_ line: String) {
        if output.map(OutputFile.isStandardOutput) == true {
            host.messageLine(line)
        } else if reporter == .text || output != nil {
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
