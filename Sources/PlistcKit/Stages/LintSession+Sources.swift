import PlistcDiagnostics
import PlistcIO
import PlistcSourceChecks
import PlistcStyleDictionary

extension LintSession {
    /// A Swift file of the app to check, with the configuration that governs it.
    package struct SourceJob: Sendable {
        package let path: String
        package let configuration: LintConfiguration
    }

    /// The Swift files, storyboards and XIBs of `--sources` and of the configurations'
    /// `"sources"` (folders walked for `*.swift`, `*.storyboard` and `*.xib`, hidden ones such as
    /// `.build` skipped), each once, in order; what cannot
    /// be found is a problem (status 2).
    package func sourceJobs(
        configurations: [ConfigurationFile], settings: InputSettings, _ problems: inout Int
    ) -> [SourceJob] {
        var collector = InputCollector(paths: request.sources, matching: SourceCheck.reads)
        for configuration in configurations where !configuration.sources.isEmpty {
            collector.add(
                configuration.sourcesPaths, within: RepositoryBounds(configurationDirectory: configuration.directory),
                option: "--sources")
        }
        for failure in collector.failures { report(failure, &problems) }
        var seen: Set<String> = []
        var jobs: [SourceJob] = []
        for input in collector.inputs {
            // Each file once, however its path is spelt (`App/A.swift`, `./App/../App/A.swift`):
            // twice, its findings would be reported twice and --fix could write it twice at once.
            guard let path = input.filePath, seen.insert(FileSystem.resolved(path) ?? path).inserted else {
                continue
            }
            let file: ConfigurationFile?
            do throws(IOFailure) {
                file = try settings.configurationFile(for: input)
            } catch {
                report(error, &problems)
                continue
            }
            do throws(UsageError) {
                jobs.append(SourceJob(path: path, configuration: try settings.lintConfiguration(under: file)))
            } catch {
                host.messageLine("plistc lint: \(error.message)")
                problems += 1
            }
        }
        return jobs
    }

    /// The dictionaries linted, by the name ScaledFont finds each by, with their verdicts, from
    /// the files as read for the lint (`prepared`).
    package func dictionaryCatalog(_ jobs: [Job]) -> DictionaryCatalog {
        DictionaryCatalog(
            jobs.compactMap { job in
                guard let path = job.input.filePath, let read = job.read, read.facts.looksLikeStyleDictionary else {
                    return nil
                }
                let runtime = job.configuration.options.runtime
                return (
                    PathText.plistStem(path),
                    DictionaryCatalog.Entry(
                        path: path, verdict: pipeline.verdict(read.facts), runtime: runtime,
                        keys: Set(read.facts.entries.map(\.key)))
                )
            })
    }

    /// What checking one Swift file gave.
    package enum SourceOutcome: Sendable {
        case unreadable(IOFailure)
        /// Its findings, the styles it asks of each dictionary
        /// (`nil`: unknown, a file plistc cannot read), and what `--fix` did.
        case checked(LintReport.FileResult, uses: [String: Set<TextStyle>?]?, fixes: FixOutcome?)
    }

    /// A Swift file as first read: its bytes and its first look, or why it could not be read.
    package typealias SourceRead = Result<(bytes: [UInt8], look: SourceFirstLook), IOFailure>

    /// What the Swift files tell each other's checks (`AppSummary`), and each file as read, kept
    /// for its check: each file read once, within the reader's limit, and looked at in
    /// parallel, in order. A file over the limit is neither checked on its first part nor,
    /// above all, written back cut short by `--fix`.
    package func summarizeSources(_ jobs: [SourceJob]) -> (app: AppSummary, reads: [SourceRead]) {
        let limit = pipeline.readLimit
        var reads: [SourceRead] = []
        Parallel.forEach(jobs.count, workers: request.workers) { index -> SourceRead in
            let job = jobs[index]
            // A storyboard tells the Swift nothing: it is read when it is checked.
            if SourceCheck.readsInterfaceBuilder(job.path) { return .success(([], .interfaceBuilder)) }
            do throws(IOFailure) {
                let bytes = try FileSystem.readWhole(job.path, maxBytes: limit - 1)
                let look = SourceCheck.firstLook(bytes, path: job.path, configuration: job.configuration)
                return .success((bytes, look))
            } catch {
                return .failure(error)
            }
        } deliver: { read in
            reads.append(read)
        }
        let summaries = reads.compactMap { try? $0.get().look.summary }
        return (AppSummary(summaries), reads)
    }

    /// The findings of each Swift file (one result per file, read within the reader's limit,
    /// checked in parallel and handed on in order), and the styles the files ask of each
    /// dictionary, merged (`nil` for a dictionary: any style; `nil` for all: a file could not
    /// be read, so it could ask anything).
    package func checkSources(
        _ jobs: [SourceJob], reads: [SourceRead], dictionaries: [Job], app: AppSummary,
        _ problems: inout Int
    ) -> (results: [LintReport.FileResult], uses: [String: Set<TextStyle>?]?) {
        guard !jobs.isEmpty else { return ([], [:]) }
        let catalog = dictionaryCatalog(dictionaries)
        let (fixing, byteColumns, limit) = (request.fixing, delivery.reporter.locating.byteColumns, pipeline.readLimit)
        var results: [LintReport.FileResult] = []
        var uses: [String: Set<TextStyle>?] = [:]
        var anyUnread = false
        Parallel.forEach(jobs.count, workers: request.workers) { index in
            Self.checkSource(
                jobs[index], read: reads[index], catalog: catalog, app: app, fixing: fixing, byteColumns: byteColumns,
                limit: limit)
        } deliver: { outcome in
            switch outcome {
            case .unreadable(let failure):
                report(failure, &problems)
                anyUnread = true
            case .checked(let result, let asked, let fixes):
                if let fixes { deliver(fixes, &problems) }
                results.append(result)
                guard let asked else {
                    anyUnread = true
                    return
                }
                for (dictionary, styles) in asked {
                    switch (uses[dictionary], styles) {
                    case (.none, _): uses[dictionary] = styles
                    case (.some(.some(let known)), .some(let more)): uses[dictionary] = known.union(more)
                    default: uses[dictionary] = .some(nil)
                    }
                }
            }
        }
        // A file plistc could not read may ask any dictionary for any style.
        return (results, anyUnread ? nil : uses)
    }

    /// One Swift file, as read, checked: finished from its first look, or checked again when
    /// it uses a name another file defines; a storyboard or XIB read (within `limit` bytes)
    /// and checked; with `--fix`, the fixes applied first (written, or shown as a diff) and
    /// what remains in the fixed text. Runs on any thread.
    package static func checkSource(
        _ job: SourceJob, read: SourceRead, catalog: DictionaryCatalog, app: AppSummary, fixing: FixMode?,
        byteColumns: Bool, limit: Int
    ) -> SourceOutcome {
        var bytes: [UInt8]
        let look: SourceFirstLook
        switch read {
        case .success(let read): (bytes, look) = read
        case .failure(let failure): return .unreadable(failure)
        }
        if look.isInterfaceBuilder {
            do throws(IOFailure) {
                bytes = try FileSystem.readWhole(job.path, maxBytes: limit - 1)
            } catch {
                return .unreadable(error)
            }
        }
        let check = { (bytes: [UInt8]) in
            SourceCheck.check(bytes, path: job.path, configuration: job.configuration, dictionaries: catalog, app: app)
        }
        let (found, uses) =
            look.isInterfaceBuilder || app.needsSecondLook(bytes, summary: look.summary)
            ? check(bytes)
            : (SourceCheck.finish(look, configuration: job.configuration, dictionaries: catalog), look.styleUses)
        var (findings, text, fixes) = (found, bytes, FixOutcome?.none)
        if let fixing, found.contains(where: { $0.fix != nil }) {
            let (outcome, fixed) = fixing.fixSource(bytes, path: job.path, findings: found)
            fixes = outcome
            if outcome.writeFailure == nil { (findings, text) = (check(fixed).findings, fixed) }
        }
        let result = LintReport.FileResult(
            path: job.path, diagnostics: findings,
            byteColumns: byteColumns ? SourceCheck.byteColumns(of: findings, in: text) : nil)
        return .checked(result, uses: uses, fixes: fixes)
    }

    /// The job, told the runtime the app's Swift shows loading its dictionary (`AppSummary`),
    /// when none was chosen: its facts are then read for that code.
    package static func job(_ job: Job, loadedBy app: AppSummary) -> Job {
        guard !job.configuration.options.runtimeIsChosen, let path = job.input.filePath,
            let (readsRawValues, evidence) = app.impliedFormat(forDictionary: PathText.plistStem(path))
        else { return job }
        var told = job
        let parser = job.configuration.options.runtime.parser
        told.configuration.options.runtime = DeviceRuntime(
            readsRawValues ? .scaledfont2017 : .scaledfont, parser: parser)
        told.configuration.options.runtimeFromCode = evidence
        return told
    }

    /// The job, told which styles the Swift asks its dictionary for when the Swift names each
    /// one: its `missing-style` notes are then kept for those styles only, and an entry for
    /// any other is `unused-style`; and the custom styles the Swift names (`nil`: a file could
    /// not be read).
    package static func job(_ job: Job, askedFor uses: [String: Set<TextStyle>?]?, customStyles: Set<String>?) -> Job {
        var job = job
        job.configuration.options.customStyleKeys = customStyles
        // Named by the Swift, and asked only for named styles, here and where the file cannot
        // tell which dictionary it asks.
        guard let path = job.input.filePath, case .some(.some(let named)) = uses?[PathText.plistStem(path)] else {
            return job
        }
        var used = named
        switch uses?[SourceCheck.anyDictionary] {
        case .none: break
        case .some(.some(let anywhere)): used.formUnion(anywhere)
        case .some(.none): return job
        }
        var configuration = job.configuration
        configuration.options.usedStyles = used
        var told = job
        told.configuration = configuration
        return told
    }
}
