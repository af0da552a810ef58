import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

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
        delivery = ReportDelivery(
            reporter: request.reporter, output: request.output, host: self.host,
            besideDiff: request.fixing == .dryRun)
        pipeline = Pipeline(limits: request.limits)
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
        reportSurroundings(of: collected)
        guard let plan = plan(collected, &problems), !overwritesAStringsFile(plan.fitChecks, sources: plan.sourcePaths)
        else { return .usageOrIO }
        let (pipeline, fixing, locating) = (self.pipeline, request.fixing, delivery.reporter.locating)
        var tally = Tally(
            sink: ReportSink(delivery, fixing: fixing != nil, strict: request.strict), skipped: plan.excluded,
            problems: problems)
        tally.sink.kept.showsEveryNote = request.verbose
        let uncheckedFonts = UncheckedFontsNotes(dictionaries: plan.jobs.count, verbose: request.verbose)
        var delivered = 0
        // Each file's outcome as soon as it and those before it are linted, in input order, a
        // few files at a time.
        let batches = Batches(plan.jobs.count)
        Parallel.forEach(batches.count, workers: request.workers) { batch in
            Self.lint(
                batches.range(batch).map { uncheckedFonts.configured(plan.jobs[$0]) }, through: pipeline,
                fixing: fixing, locating: locating)
        } deliver: { outcomes in
            for outcome in outcomes {
                take(outcome, of: plan.jobs[delivered], uncheckedFonts, into: &tally)
                delivered += 1
            }
        }
        finishRun(plan, facts: tally.keptFacts, &tally.sink, &tally.problems)
        do throws(IOFailure) {
            try tally.sink.finish()
        } catch {
            report(error, &tally.problems)
        }
        if request.verbose {
            delivery.progress(
                ReportDelivery.summary(
                    files: tally.sink.files, withErrors: tally.sink.filesWithErrors, skipped: tally.skipped,
                    unreadable: tally.problems))
        }
        if tally.problems > 0 { return .usageOrIO }
        return tally.sink.failing ? .findings : .clean
    }

    /// What collecting the inputs found besides them: folders with no property list, and with
    /// `--verbose` what was skipped.
    private func reportSurroundings(of collected: InputCollector) {
        for directory in collected.emptyDirectories {
            host.messageLine("\(directory): warning: no *.plist files found in this directory")
        }
        if request.verbose { for line in collected.skipped { delivery.progress(line) } }
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
        plan.jobs.reserveCapacity(collected.inputs.count)
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
                var job = Job(input: input, bytes: bytes, configuration: configuration, fromDirectory: fromDirectory)
                if let check = fitCheck(job, under: configurationFile, notes: &plan.fitNotes) {
                    plan.fitChecks.append(check)
                    job.keepsFacts = true
                }
                plan.jobs.append(job)
            } catch {
                host.messageLine("plistc lint: \(error.message)")
                problems += 1
                return nil
            }
        }
        // The run-level rule: each Info.plist against the fonts it was read with.
        plan.infoPlists = settings.infoPlists.map { infoPlist, fonts in
            let missing = AppFontMissingRule.check(registrations: fonts.registrations ?? [], fonts: fonts)
            return LintReport.FileResult(path: infoPlist.path, diagnostics: infoPlist.strictDiagnostics + missing)
        }
        planSources(&plan, configurations: configurations.values.sorted { $0.path < $1.path }, settings, &problems)
        problems += settings.unreadablePaths
        return plan
    }

    /// The app's Swift of every configuration, checked against the dictionaries' verdicts
    /// (each dictionary read now, once, and linted from that read), and the dictionaries told
    /// which styles the Swift asks of them.
    private func planSources(
        _ plan: inout Plan, configurations: [ConfigurationFile], _ settings: InputSettings, _ problems: inout Int
    ) {
        let sources = sourceJobs(configurations: configurations, settings: settings, &problems)
        plan.sourcePaths = sources.map(\.path)
        guard !sources.isEmpty else { return }
        let (app, reads) = summarizeSources(sources)
        let keepsBytes = request.fixing != nil || delivery.reporter.locating.mayNeedBytes
        plan.jobs = plan.jobs.map {
            Self.prepared(Self.job($0, loadedBy: app), through: pipeline, keepsBytes: keepsBytes)
        }
        let (results, uses) = checkSources(sources, reads: reads, dictionaries: plan.jobs, app: app, &problems)
        plan.sourceResults = results
        plan.jobs = plan.jobs.map {
            Self.job($0, askedFor: uses, customStyles: uses == nil ? nil : app.customRawValues)
        }
    }

    /// What a run reports after its dictionaries: the Info.plists (after `--fix` added the
    /// fonts they miss), the `"fit"` budgets measured on the facts the lint kept, the Swift.
    private func finishRun(
        _ plan: Plan, facts: [String: StyleDictionaryFile], _ sink: inout ReportSink, _ problems: inout Int
    ) {
        if let fixing = request.fixing {
            syncAppFonts(fixing, &sink.kept, infoPlists: plan.infoPlists.map(\.path), &problems)
        }
        for infoPlist in plan.infoPlists { sink.add(infoPlist) }
        for result in fitResults(plan.fitChecks, notes: plan.fitNotes, facts: facts, &problems) { sink.add(result) }
        for result in plan.sourceResults { sink.add(result) }
    }

}
