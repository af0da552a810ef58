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
        options: [reporter, output, strict, requireAllStyles, disable, enable, config, maxFindings] + FontOptions.all
            + [quiet, verbose] + ReaderOptions.all,
        run: { arguments, console throws(UsageError) in try LintRun(arguments, console: console).run() }
    )

    static let reporter = ValueOption(
        "reporter", short: "r", value: "NAME",
        help: "text (default), json, sarif, github, junit, checkstyle or codeclimate")
    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the report to FILE (atomically) instead of the terminal")
    static let strict = Flag("strict", help: "warnings fail the run too")
    static let requireAllStyles = Flag("require-all-styles", help: "a missing text style is an error, not a note")
    static let disable = ValueOption("disable", value: "RULE", help: "do not run RULE (repeatable)")
    static let enable = ValueOption(
        "enable", value: "RULE", help: "run RULE even where a configuration turns it off (repeatable)")
    static let config = ValueOption(
        "config", value: "FILE", help: "use this configuration instead of the nearest .plistc.json")
    static let maxFindings = ValueOption(
        "max-findings", value: "N",
        help:
            "show at most N findings of each rule in a file and count the rest (default \(LintConfiguration.defaultMaxFindingsPerRule); 0: all)"
    )
    static let quiet = Flag("quiet", short: "q", help: "print nothing; report through the exit status only")
    static let verbose = Flag("verbose", short: "v", help: "also print each clean or skipped file and a summary")

    /// The `--max-findings` in force: `nil` (show all) for 0.
    static func findingLimit(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let limit = try arguments.integer(maxFindings, minimum: 0) else {
            return LintConfiguration.defaultMaxFindingsPerRule
        }
        return limit == 0 ? nil : limit
    }
}

/// One `plistc lint` invocation.
private struct LintRun {
    let console: Console
    let arguments: ParsedArguments
    let reporter: ReporterKind
    let reader: PlistReader
    let quiet: Bool
    let verbose: Bool
    /// `--max-findings`: how many findings of a rule a file shows (`nil`: all).
    let findingLimit: Int?

    init(_ arguments: ParsedArguments, console: Console) throws(UsageError) {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("lint needs at least one PATH: a file, a directory, or - for standard input")
        }
        quiet = arguments.flag(LintCommand.quiet)
        verbose = arguments.flag(LintCommand.verbose)
        if quiet && verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        let reporter = try ReporterKind.named(arguments[LintCommand.reporter])
        for id in arguments.values(LintCommand.disable) + arguments.values(LintCommand.enable) {
            try RuleSelection.validate(id)
        }
        findingLimit = try LintCommand.findingLimit(arguments)
        self.reporter = reporter
        self.arguments = arguments
        self.console = quiet ? console.silenced : console
        reader = PlistReader(
            limits: try ReaderOptions.limits(from: arguments), keptLevels: StyleDictionaryFile.levelsRead)
    }

    /// One file to lint, with everything settled that needs the shared state of the run.
    private struct Job: Sendable {
        let input: InputSource
        /// Standard input, read before the parallel part.
        let bytes: [UInt8]?
        let configuration: LintConfiguration
        let fromDirectory: Bool
    }

    /// What linting one file gave.
    private enum Outcome: Sendable {
        case linted(LintReport.FileResult)
        case unreadable(IOFailure)
        case notStyleDictionary(String)
    }

    func run() -> ExitStatus {
        var problems = 0
        let collected = InputCollector(paths: arguments.positionals)
        for failure in collected.failures { report(failure, &problems) }
        for directory in collected.emptyDirectories {
            console.printError("\(directory): warning: no *.plist files found in this directory")
        }
        guard let (jobs, excluded, infoPlists) = plan(collected, &problems) else { return .usageOrIO }
        let reader = self.reader
        let outcomes = Parallel.map(jobs.count) { index in Self.lint(jobs[index], reader: reader) }
        var lintReport = LintReport()
        var skipped = excluded
        for outcome in outcomes {
            switch outcome {
            case .linted(let result):
                lintReport.files.append(result)
                if verbose && result.diagnostics.isEmpty { progress("\(result.path): OK") }
            case .unreadable(let failure):
                report(failure, &problems)
            case .notStyleDictionary(let path):
                skipped += 1
                if verbose { progress("\(path): skipped, not a style dictionary") }
            }
        }
        lintReport.files += infoPlists
        do throws(IOFailure) {
            try deliver(lintReport)
        } catch {
            report(error, &problems)
        }
        let failing = lintReport.diagnostics.filter {
            $0.severity == .error || (arguments.flag(LintCommand.strict) && $0.severity == .warning)
        }
        if verbose {
            progress(summary(lintReport, skipped: skipped, unreadable: problems))
        }
        if problems > 0 { return .usageOrIO }
        return failing.isEmpty ? .clean : .findings
    }

    /// Settles each input's configuration (and reads standard input) in order; `nil` when the
    /// `--config` file is unusable. Also counts the files `exclude` and `include` leave out.
    /// The fonts each configuration leads to, read once: the file results of their Info.plists
    /// (`app-font-missing`) are reported once per run.
    private final class FontCache {
        var byConfiguration: [String: FontAvailability?] = [:]
        var infoPlistResults: [LintReport.FileResult] = []
    }

    private func fonts(
        for configuration: ConfigurationFile?, cache: FontCache
    ) throws(UsageError) -> FontAvailability? {
        let key = configuration?.path ?? ""
        if let known = cache.byConfiguration[key] { return known }
        let found = try FontOptions.availability(
            arguments, configuration: configuration, reader: reader, console: console)
        if let found, let infoPlist = found.infoPlist,
            !cache.infoPlistResults.contains(where: { $0.path == infoPlist.path })
        {
            let missing = AppFontMissingRule.check(
                registrations: found.fonts.registrations ?? [], fonts: found.fonts)
            cache.infoPlistResults.append(
                LintReport.FileResult(path: infoPlist.path, diagnostics: infoPlist.diagnostics + missing))
        }
        cache.byConfiguration[key] = found?.fonts
        return found?.fonts
    }

    private func plan(
        _ collected: InputCollector, _ problems: inout Int
    ) -> (jobs: [Job], excluded: Int, infoPlists: [LintReport.FileResult])? {
        let finder = ConfigurationFinder()
        var explicitConfiguration: ConfigurationFile?
        do throws(IOFailure) {
            if let path = arguments[LintCommand.config] {
                explicitConfiguration = try ConfigurationFile.load(path)
            }
        } catch {
            report(error, &problems)
            return nil
        }
        var jobs: [Job] = []
        var excluded = 0
        let fontCache = FontCache()
        for input in collected.inputs {
            let path: String? = if case .file(let path) = input { path } else { nil }
            let configuration: ConfigurationFile?
            var bytes: [UInt8]?
            do throws(IOFailure) {
                if let explicitConfiguration {
                    configuration = explicitConfiguration
                } else {
                    configuration = try finder.configuration(for: path)
                }
                if path == nil { bytes = try console.readInput(reader.limits.maxBytes + 1) }
            } catch {
                report(error, &problems)
                continue
            }
            let fromDirectory = path.map(collected.foundInDirectories.contains) ?? false
            if fromDirectory, let configuration, let path, !configuration.admits(path) {
                excluded += 1
                continue
            }
            var lintConfiguration = lintConfiguration(configuration)
            do throws(UsageError) {
                lintConfiguration.options.fonts = try fonts(for: configuration, cache: fontCache)
            } catch {
                console.printError("plistc lint: \(error.message)")
                problems += 1
                return nil
            }
            jobs.append(Job(input: input, bytes: bytes, configuration: lintConfiguration, fromDirectory: fromDirectory))
        }
        return (jobs, excluded, fontCache.infoPlistResults)
    }

    /// Reads and lints one file; runs on any thread.
    private static func lint(_ job: Job, reader: PlistReader) -> Outcome {
        let bytes: [UInt8]
        do throws(IOFailure) {
            if let read = job.bytes {
                bytes = read
            } else {
                bytes = try job.input.readFile(limit: reader.limits.maxBytes + 1)
            }
        } catch {
            return .unreadable(error)
        }
        let document = reader.read(bytes, path: job.input.displayPath)
        let file = StyleDictionaryFile(document)
        if job.fromDirectory && !file.looksLikeStyleDictionary {
            return .notStyleDictionary(document.path)
        }
        let diagnostics = Linter(configuration: job.configuration).lint(file)
        return .linted(LintReport.FileResult(path: document.path, diagnostics: diagnostics))
    }

    /// The configuration in force for one file: its `.plistc.json`, then the command line.
    private func lintConfiguration(_ file: ConfigurationFile?) -> LintConfiguration {
        var configuration = file?.lintConfiguration ?? LintConfiguration()
        if arguments.flag(LintCommand.requireAllStyles) { configuration.options.requireAllStyles = true }
        configuration.disabledRules.formUnion(arguments.values(LintCommand.disable))
        configuration.disabledRules.subtract(arguments.values(LintCommand.enable))
        configuration.maxFindingsPerRule = findingLimit
        return configuration
    }

    /// Prints the report, or writes it to `--output`.
    private func deliver(_ report: LintReport) throws(IOFailure) {
        if let output = arguments[LintCommand.output] {
            try FileSystem.writeAtomically(reporter.render(report, colour: false), to: output)
        } else if reporter == .text {
            console.writeError(reporter.render(report, colour: console.errorShowsColour))
        } else {
            console.writeOutput(reporter.render(report, colour: false))
        }
    }

    /// Progress lines go to standard output beside a text report or a report written to a
    /// file, and to standard error when standard output carries a machine-readable report.
    private func progress(_ line: String) {
        if reporter == .text || arguments[LintCommand.output] != nil {
            console.print(line)
        } else {
            console.printError(line)
        }
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
