import PropertyList
import StyleDictionary

/// `plistc lint`: checks style dictionaries and predicts what ScaledFont does with them.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        summary: "check style dictionaries and report every problem with its location",
        synopsis: "plistc lint [options] PATH...",
        discussion: """
            PATH is a file, a directory (searched recursively for *.plist files that look like
            style dictionaries, skipping hidden entries), or - for standard input. The text
            report goes to standard error as
              path:line:col: severity: message [rule-id]
            other reports to standard output, or to --output FILE. Settings come from the
            nearest .plistc.json above each file; see plistc rules and plistc explain RULE.
            Exit status: 0 when no errors, 1 when errors were found (or warnings, with
            --strict), 2 for a usage problem, a configuration error or an unreadable file.
            """,
        options: [
            OptionSpec(
                "reporter", short: "r", value: "NAME",
                help: "text (default), json, sarif, github, junit, checkstyle or codeclimate"),
            OptionSpec(
                "output", short: "o", value: "FILE",
                help: "write the report to FILE (atomically) instead of the terminal"),
            OptionSpec("strict", help: "warnings fail the run too"),
            OptionSpec("require-all-styles", help: "a missing text style is an error, not a note"),
            OptionSpec("disable", value: "RULE", help: "do not run RULE (repeatable)"),
            OptionSpec("enable", value: "RULE", help: "run RULE even where a configuration turns it off (repeatable)"),
            OptionSpec("config", value: "FILE", help: "use this configuration instead of the nearest .plistc.json"),
            OptionSpec("quiet", short: "q", help: "print nothing; report through the exit status only"),
            OptionSpec("verbose", short: "v", help: "also print each clean or skipped file and a summary"),
        ] + ReaderOptions.specs,
        run: { arguments, console throws(UsageError) in try LintRun(arguments, console: console).run() }
    )
}

/// One `plistc lint` invocation.
private struct LintRun {
    let console: Console
    let arguments: ParsedArguments
    let reporter: ReporterKind
    let reader: PlistReader
    let quiet: Bool
    let verbose: Bool

    init(_ arguments: ParsedArguments, console: Console) throws(UsageError) {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("lint needs at least one PATH: a file, a directory, or - for standard input")
        }
        quiet = arguments.has("quiet")
        verbose = arguments.has("verbose")
        if quiet && verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        let name = arguments.values(of: "reporter").last ?? ReporterKind.text.rawValue
        guard let reporter = ReporterKind(rawValue: name) else {
            let names = ReporterKind.allCases.map(\.rawValue)
            let hint = UsageError.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("there is no reporter '\(name)'\(hint) (reporters: \(names.joined(separator: ", ")))")
        }
        for id in arguments.values(of: "disable") + arguments.values(of: "enable") { try RuleSelection.validate(id) }
        self.reporter = reporter
        self.arguments = arguments
        self.console = quiet ? console.silenced : console
        reader = PlistReader(limits: try ReaderOptions.limits(from: arguments))
    }

    func run() -> ExitStatus {
        var problems = 0
        let collected = InputCollector(paths: arguments.positionals)
        for failure in collected.failures { report(failure, &problems) }
        for directory in collected.emptyDirectories {
            console.printError("\(directory): warning: no *.plist files found in this directory")
        }
        let finder = ConfigurationFinder()
        let explicitConfiguration: ConfigurationFile?
        do throws(IOFailure) {
            if let path = arguments.values(of: "config").last {
                explicitConfiguration = try ConfigurationFile.load(path)
            } else {
                explicitConfiguration = nil
            }
        } catch {
            report(error, &problems)
            return .usageOrIO
        }
        var lintReport = LintReport()
        var skipped = 0
        for input in collected.inputs {
            let path: String? = if case .file(let path) = input { path } else { nil }
            let configuration: ConfigurationFile?
            do throws(IOFailure) {
                if let explicitConfiguration {
                    configuration = explicitConfiguration
                } else {
                    configuration = try finder.configuration(for: path)
                }
            } catch {
                report(error, &problems)
                continue
            }
            let fromDirectory = path.map(collected.foundInDirectories.contains) ?? false
            if fromDirectory, let configuration, let path, !configuration.admits(path) {
                skipped += 1
                continue
            }
            guard let document = ReaderOptions.read(input, with: reader, console: console) else {
                problems += 1
                continue
            }
            if fromDirectory && !StyleDictionaryFile(document).looksLikeStyleDictionary {
                skipped += 1
                if verbose { console.print("\(document.path): skipped, not a style dictionary") }
                continue
            }
            let diagnostics = Linter(configuration: lintConfiguration(configuration)).lint(document)
            lintReport.files.append(LintReport.FileResult(path: document.path, diagnostics: diagnostics))
            if verbose && diagnostics.isEmpty { progress("\(document.path): OK") }
        }
        do throws(IOFailure) {
            try deliver(lintReport)
        } catch {
            report(error, &problems)
        }
        let failing = lintReport.diagnostics.filter {
            $0.severity == .error || (arguments.has("strict") && $0.severity == .warning)
        }
        if verbose {
            progress(summary(lintReport, skipped: skipped, unreadable: problems))
        }
        if problems > 0 { return .usageOrIO }
        return failing.isEmpty ? .clean : .findings
    }

    /// The configuration in force for one file: its `.plistc.json`, then the command line.
    private func lintConfiguration(_ file: ConfigurationFile?) -> LintConfiguration {
        var configuration = LintConfiguration()
        if let file {
            configuration.severities = file.severities
            configuration.disabledRules = file.disabledRules
            configuration.options = LintOptions(
                requireAllStyles: file.requireAllStyles, requiredStyles: file.requiredStyles)
        }
        if arguments.has("require-all-styles") { configuration.options.requireAllStyles = true }
        configuration.disabledRules.formUnion(arguments.values(of: "disable"))
        configuration.disabledRules.subtract(arguments.values(of: "enable"))
        return configuration
    }

    /// Prints the report, or writes it to `--output`.
    private func deliver(_ report: LintReport) throws(IOFailure) {
        if let output = arguments.values(of: "output").last {
            try FileSystem.writeAtomically(reporter.render(report, colour: false), to: output)
        } else if reporter == .text {
            console.writeError(reporter.render(report, colour: console.errorShowsColour))
        } else {
            console.writeOutput(reporter.render(report, colour: false))
        }
    }

    /// Progress lines go to standard output beside a text report, and to standard error when
    /// standard output carries a machine-readable report.
    private func progress(_ line: String) {
        if reporter == .text || arguments.has("output") { console.print(line) } else { console.printError(line) }
    }

    private func report(_ failure: IOFailure, _ problems: inout Int) {
        console.printError(TextReporter.line(for: failure))
        problems += 1
    }

    private func summary(_ report: LintReport, skipped: Int, unreadable: Int) -> String {
        let files = report.files.count
        let withErrors = report.files.filter { $0.diagnostics.contains { $0.severity == .error } }.count
        var text = "checked \(files) \(files == 1 ? "file" : "files"): \(withErrors) with errors"
        if skipped > 0 { text += ", \(skipped) skipped" }
        if unreadable > 0 { text += ", \(unreadable) unreadable" }
        return text
    }
}
