/// Where `lint` sends its report and its progress lines: the output stage of a lint run.
struct ReportDelivery {
    let reporter: ReporterKind
    /// `--output`: the file the report is written to instead of the terminal (`-`: standard
    /// output, whatever the reporter).
    let output: String?
    let console: Console

    /// Prints the report (the text report on standard error, the others on standard output),
    /// or writes it to `--output` (`FileSystem.writeOutput`).
    func deliver(_ report: LintReport) throws(IOFailure) {
        if let output, !OutputFile.isStandardOutput(output) {
            try FileSystem.writeOutput(reporter.render(report, colour: false), to: output)
        } else if reporter == .text && output == nil {
            console.writeError(reporter.render(report, colour: showsColour))
        } else {
            console.writeOutput(reporter.render(report, colour: false))
        }
    }

    /// The console channel a text report goes to, which it can be written to file by file
    /// (`ReportSink`); `nil` for the other reporters and for `-o FILE`.
    var textStream: ((String) -> Void)? {
        guard reporter == .text else { return nil }
        guard let output else { return console.writeError }
        return OutputFile.isStandardOutput(output) ? console.writeOutput : nil
    }

    /// Whether the report is in colour: the text report on a standard error that shows it.
    var showsColour: Bool { reporter == .text && output == nil && console.errorShowsColour }

    /// Progress lines go to standard output beside a text report or a report written to a
    /// file, and to standard error when standard output carries a machine-readable report
    /// (or any report, with `-o -`).
    func progress(_ line: String) {
        if output.map(OutputFile.isStandardOutput) == true {
            console.printError(line)
        } else if reporter == .text || output != nil {
            console.print(line)
        } else {
            console.printError(line)
        }
    }

    /// `--verbose`'s last line: how many files were checked, how many had errors, and how many
    /// were skipped or unreadable.
    static func summary(files: Int, withErrors: Int, skipped: Int, unreadable: Int) -> String {
        var text = "checked \(files) \(files == 1 ? "file" : "files"): \(withErrors) with errors"
        if skipped > 0 { text += ", \(skipped) skipped" }
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        return text
    }
}
