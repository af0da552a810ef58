import PropertyList

/// `plistc lint`: checks that files are well-formed XML property lists.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        summary: "check property lists and report every problem with its location",
        synopsis: "plistc lint [options] PATH...",
        discussion: """
            PATH is a file, a directory (searched recursively for *.plist, skipping hidden
            entries), or - for standard input. Problems are printed on standard error as
              path:line:col: error: message [rule-id]
            Exit status: 0 when no errors, 1 when errors were found, 2 for a usage problem or
            a file that cannot be read.
            """,
        options: [
            OptionSpec("quiet", short: "q", help: "print nothing; report through the exit status only"),
            OptionSpec("verbose", short: "v", help: "also print each clean file and a summary"),
        ] + ReaderOptions.specs,
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("lint needs at least one PATH: a file, a directory, or - for standard input")
        }
        let quiet = arguments.has("quiet")
        let verbose = arguments.has("verbose")
        if quiet && verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        let reader = PlistReader(limits: try ReaderOptions.limits(from: arguments))
        let report = quiet ? console.silenced : console

        let collected = InputCollector(paths: arguments.positionals)
        for failure in collected.failures { report.printError(TextReporter.line(for: failure)) }
        for directory in collected.emptyDirectories {
            report.printError("\(directory): warning: no *.plist files found in this directory")
        }
        var unreadable = collected.failures.count
        var filesWithErrors = 0
        for input in collected.inputs {
            guard let document = ReaderOptions.read(input, with: reader, console: report) else {
                unreadable += 1
                continue
            }
            for diagnostic in document.diagnostics { report.printError(TextReporter.line(for: diagnostic)) }
            if document.hasErrors {
                filesWithErrors += 1
            } else if verbose {
                report.print("\(document.path): OK")
            }
        }
        if verbose {
            report.print(summary(files: collected.inputs.count, withErrors: filesWithErrors, unreadable: unreadable))
        }
        if unreadable > 0 { return .usageOrIO }
        return filesWithErrors > 0 ? .findings : .clean
    }

    private static func summary(files: Int, withErrors: Int, unreadable: Int) -> String {
        var text = "checked \(files) \(files == 1 ? "file" : "files"): \(withErrors) with errors"
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        return text
    }
}
