import Diagnostics
import PlistcIO
import PropertyList
import StyleDictionary

/// One `plistc lint` invocation: each input's configuration settled in order, then every file
/// read and linted through the pipeline in parallel, and reported in input order as each is done.
package struct LintSession {
    package let request: LintRequest
    package let host: SessionHost
    package let delivery: ReportDelivery
    package let pipeline: Pipeline

    package init(_ request: LintRequest, host: SessionHost) {
        self.request = request
        self.host = request.quiet ? host.silenced : host
        delivery = ReportDelivery(reporter: request.reporter, output: request.output, host: self.host)
        pipeline = Pipeline(limits: request.limits)
    }

    /// One file to lint, with everything settled that needs the shared state of the run.
    package struct Job: Sendable {
        package let input: InputSource
        /// Standard input, read before the parallel part.
        package let bytes: [UInt8]?
        package let configuration: LintConfiguration
        package let fromDirectory: Bool
    }

    /// What linting one file gave.
    package enum Outcome: Sendable {
        case linted(LintReport.FileResult, FixOutcome?)
        case unreadable(IOFailure)
        /// A file found in a folder that is no style dictionary, and what it is when plistc can
        /// tell (an Info.plist).
        case notStyleDictionary(String, ForeignFormat?)
    }

    /// The jobs of a run, and what planning them found besides.
    private struct Plan {
        package var jobs: [Job] = []
        /// Files that `exclude` and `include` leave out.
        package var excluded = 0
        /// The `--info-plist` results (`app-font-missing`), reported once per run.
        package var infoPlists: [LintReport.FileResult] = []
        /// The dictionaries whose `"fit"` budgets measure the app's strings, after the rest,
        /// and the notes about budgets that cannot be measured.
        package var fitChecks: [FitCheck] = []
        package var fitNotes: [Diagnostic] = []
        /// The app's Swift files (`--sources`, `"sources"`), checked before the dictionaries
        /// (which are then told the styles the Swift asks of each).
        package var sourceResults: [LintReport.FileResult] = []
        package var sourcePaths: [String] = []
    }

    package func run() -> RunOutcome {
        var problems = 0
        let collected = InputCollector(paths: request.paths)
        for failure in collected.failures { report(failure, &problems) }
        guard !overwritesAnInput(collected) else { return .usageOrIO }
        for directory in collected.emptyDirectories {
            host.messageLine(
                "\(TextReporter.printable(directory)): warning: no *.plist files found in this directory")
        }
        if request.verbose { for line in collected.skipped { delivery.progress(TextReporter.printable(line)) } }
        guard let plan = plan(collected, &problems), !overwritesAStringsFile(plan.fitChecks, sources: plan.sourcePaths)
        else { return .usageOrIO }
        let (pipeline, fixing, locating) = (self.pipeline, request.fixing, delivery.reporter.locating)
        var sink = ReportSink(delivery, fixing: fixing != nil, strict: request.strict)
        var skipped = plan.excluded
        // Each file's outcome as soon as it and those before it are linted, in input order.
        Parallel.forEach(plan.jobs.count, workers: request.workers) { index in
            Self.lint(plan.jobs[index], through: pipeline, fixing: fixing, locating: locating)
        } deliver: { outcome in
            switch outcome {
            case .linted(let result, let fixes):
                if let fixes { deliver(fixes, &problems) }
                sink.add(result)
                if request.verbose && result.diagnostics.isEmpty {
                    sink.flush()
                    delivery.progress("\(TextReporter.printable(result.path)): OK")
                }
            case .unreadable(let failure):
                sink.flush()
                report(failure, &problems)
            case .notStyleDictionary(let path, let format):
                skipped += 1
                if request.verbose {
                    sink.flush()
                    delivery.progress(
                        "\(TextReporter.printable(path)): skipped"
                            + (format.map { ": " + TextReporter.printable($0.message) } ?? ", not a style dictionary"))
                }
            }
        }
        if let fixing = request.fixing {
            syncAppFonts(fixing, &sink.kept, infoPlists: plan.infoPlists.map(\.path), &problems)
        }
        for infoPlist in plan.infoPlists { sink.add(infoPlist) }
        for result in fitResults(plan.fitChecks, notes: plan.fitNotes, &problems) { sink.add(result) }
        for result in plan.sourceResults { sink.add(result) }
        do throws(IOFailure) {
            try sink.finish()
        } catch {
            report(error, &problems)
        }
        if request.verbose {
            delivery.progress(
                ReportDelivery.summary(
                    files: sink.files, withErrors: sink.filesWithErrors, skipped: skipped, unreadable: problems))
        }
        if problems > 0 { return .usageOrIO }
        return sink.failing ? .findings : .clean
    }

    /// Settles each input's configuration (and reads standard input) in order; `nil` when the
    /// `--config` file is unusable or the font options do not fit together.
    private func plan(_ collected: InputCollector, _ problems: inout Int) -> Plan? {
        let settings: InputSettings
        do throws(IOFailure) {
            settings = try InputSettings(
                fonts: request.fonts, overrides: request.overrides, configurationPath: request.check.configuration,
                reader: pipeline.reader, host: host)
        } catch {
            report(error, &problems)
            return nil
        }
        var plan = Plan()
        var configurations: [String: ConfigurationFile] = [:]
        for input in collected.inputs {
            let configurationFile: ConfigurationFile?
            var bytes: [UInt8]?
            do throws(IOFailure) {
                configurationFile = try settings.configurationFile(for: input)
                if let configurationFile { configurations[configurationFile.path] = configurationFile }
                if input == .standardInput { bytes = try host.readStandardInput(pipeline.readLimit) }
            } catch {
                report(error, &problems)
                continue
            }
            let path = input.filePath
            // A file found in a folder, or any with --style-dictionaries-only (as hooks pass
            // every changed plist), is skipped when it is not a style dictionary.
            let fromDirectory =
                request.styleDictionariesOnly
                || (path.map(collected.foundInDirectories.contains) ?? false)
            if fromDirectory, let configurationFile, let path, !configurationFile.admits(path) {
                plan.excluded += 1
                continue
            }
            do throws(UsageError) {
                let configuration = try settings.lintConfiguration(under: configurationFile)
                let job = Job(input: input, bytes: bytes, configuration: configuration, fromDirectory: fromDirectory)
                plan.jobs.append(job)
                if let check = fitCheck(job, under: configurationFile, notes: &plan.fitNotes) {
                    plan.fitChecks.append(check)
                }
            } catch {
                host.messageLine("plistc lint: \(TextReporter.printable(error.message))")
                problems += 1
                return nil
            }
        }
        // The run-level rule: each Info.plist against the fonts it was read with.
        plan.infoPlists = settings.infoPlists.map { infoPlist, fonts in
            let missing = AppFontMissingRule.check(registrations: fonts.registrations ?? [], fonts: fonts)
            return LintReport.FileResult(path: infoPlist.path, diagnostics: infoPlist.strictDiagnostics + missing)
        }
        let sources = sourceJobs(
            configurations: configurations.values.sorted { $0.path < $1.path }, settings: settings, &problems)
        plan.sourcePaths = sources.map(\.path)
        let uses: [String: Set<TextStyle>?]
        (plan.sourceResults, uses) = checkSources(sources, dictionaries: plan.jobs, &problems)
        if !uses.isEmpty { plan.jobs = plan.jobs.map { Self.job($0, askedFor: uses) } }
        problems += settings.unreadablePaths
        return plan
    }

    /// Reads, and lints unless it is a file found in a folder that is not a style dictionary
    /// (fixing first with `--fix`: `lintFixing`); runs on any thread.
    private static func lint(_ job: Job, through pipeline: Pipeline, fixing: FixMode?, locating: Locating) -> Outcome {
        if let fixing { return lintFixing(job, through: pipeline, fixing: fixing, locating: locating) }
        let read: (document: PlistDocument, size: Int, kept: [UInt8]?)
        do throws(IOFailure) {
            read = try Self.read(job, through: pipeline)
        } catch {
            return .unreadable(error)
        }
        let document = read.document
        let file = pipeline.facts(document, runtime: job.configuration.options.runtime)
        if job.fromDirectory && !file.looksLikeStyleDictionary {
            return .notStyleDictionary(document.path, file.foreignFormat)
        }
        let result = LintReport.FileResult(
            path: document.path, diagnostics: pipeline.findings(file, configuration: job.configuration))
        // Fixes are located in the text read; a large file's text, not kept while it is linted,
        // is read again for them (and not used when its size changed since).
        guard document.isUTF8XML && locating.isNeeded(for: result),
            let bytes = read.kept ?? (try? Self.bytes(of: job, through: pipeline)), bytes.count == read.size
        else { return .linted(result, nil) }
        return .linted(located(result, in: bytes, locating: locating), nil)
    }

    /// What a report needs located in the text of a file linted: the fixes' ranges, the
    /// findings' columns in bytes.
    package struct Locating: Sendable {
        package var fixes: Bool
        package var byteColumns: Bool

        /// Whether `result` has anything to locate.
        package func isNeeded(for result: LintReport.FileResult) -> Bool {
            byteColumns || (fixes && result.diagnostics.contains { $0.fix != nil })
        }
    }

    /// A result's fixes resolved to byte ranges of `bytes`, the text linted, and its columns
    /// counted in bytes, as far as the reporter needs them.
    package static func located(_ result: LintReport.FileResult, in bytes: [UInt8], locating: Locating)
        -> LintReport.FileResult
    {
        let text = SourceText(bytes)
        return LintReport.FileResult(
            path: result.path, diagnostics: locating.fixes ? text.resolve(result.diagnostics) : result.diagnostics,
            byteColumns: locating.byteColumns ? text.byteColumns(of: result.diagnostics.map(\.location)) : nil)
    }

    /// The job's bytes: standard input as read before, or the file.
    package static func bytes(of job: Job, through pipeline: Pipeline) throws(IOFailure) -> [UInt8] {
        if let read = job.bytes { return read }
        // Every job's file is one InputCollector has just found to be a regular file.
        return try job.input.readFile(limit: pipeline.readLimit, isKnownFile: true)
    }

    /// The largest file whose bytes are kept while it is linted, for its fixes and byte columns
    /// to be found in the very text read: a style dictionary is a few kilobytes, and the bound
    /// keeps each thread's copy small whatever the input.
    package static let keptBytesLimit = 1 << 20

    /// The job's document, its size in bytes, and the bytes themselves up to `keptBytesLimit`
    /// (larger ones let go once read).
    private static func read(
        _ job: Job, through pipeline: Pipeline
    ) throws(IOFailure) -> (PlistDocument, Int, [UInt8]?) {
        let bytes = try bytes(of: job, through: pipeline)
        let document = pipeline.read(bytes, path: job.input.displayPath)
        return (document, bytes.count, bytes.count <= keptBytesLimit ? bytes : nil)
    }
}
