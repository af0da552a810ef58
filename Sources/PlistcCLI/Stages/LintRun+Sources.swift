import Diagnostics
import SourceChecks
import StyleDictionary

extension LintRun {
    /// A Swift file of the app to check, with the configuration that governs it.
    struct SourceJob: Sendable {
        let path: String
        let configuration: LintConfiguration
    }

    /// The Swift files of `--sources` and of the configurations' `"sources"` (folders walked
    /// for `*.swift`, hidden ones such as `.build` skipped), each once, in order; what cannot
    /// be found is a problem (status 2).
    func sourceJobs(
        configurations: [ConfigurationFile], settings: InputSettings, _ problems: inout Int
    ) -> [SourceJob] {
        var collector = InputCollector(paths: request.sources) { $0.hasSuffix(".swift") }
        for configuration in configurations where !configuration.sources.isEmpty {
            collector.add(
                configuration.sourcesPaths, within: RepositoryBounds(configurationDirectory: configuration.directory))
        }
        for failure in collector.failures { report(failure, &problems) }
        var seen: Set<String> = []
        var jobs: [SourceJob] = []
        for input in collector.inputs {
            guard let path = input.filePath, seen.insert(path).inserted else { continue }
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
                console.printError("plistc lint: \(TextReporter.printable(error.message))")
                problems += 1
            }
        }
        return jobs
    }

    /// The dictionaries linted, by the name ScaledFont finds each by, with their verdicts (each
    /// read again: a style dictionary is a few kilobytes).
    func dictionaryCatalog(_ jobs: [Job]) -> DictionaryCatalog {
        DictionaryCatalog(
            jobs.compactMap { job in
                guard let path = job.input.filePath, let bytes = try? Self.bytes(of: job, through: pipeline) else {
                    return nil
                }
                let file = pipeline.facts(pipeline.read(bytes, path: path), runtime: job.configuration.options.runtime)
                guard file.looksLikeStyleDictionary else { return nil }
                return (PathText.plistStem(path), DictionaryCatalog.Entry(path: path, verdict: pipeline.verdict(file)))
            })
    }

    /// The findings of each Swift file (one result per file, read within the reader's limit),
    /// and the styles the files ask of each dictionary, merged (`nil`: any style).
    func checkSources(
        _ jobs: [SourceJob], dictionaries: [Job], _ problems: inout Int
    ) -> (results: [LintReport.FileResult], uses: [String: Set<TextStyle>?]) {
        guard !jobs.isEmpty else { return ([], [:]) }
        let catalog = dictionaryCatalog(dictionaries)
        var results: [LintReport.FileResult] = []
        var uses: [String: Set<TextStyle>?] = [:]
        for job in jobs {
            let bytes: [UInt8]
            do throws(IOFailure) {
                bytes = try FileSystem.read(job.path, limit: pipeline.readLimit)
            } catch {
                report(error, &problems)
                continue
            }
            let (found, current) = sourceFindings(bytes, job, catalog: catalog, &problems)
            let byteColumns = delivery.reporter.locating.byteColumns
            results.append(
                LintReport.FileResult(
                    path: job.path, diagnostics: found,
                    byteColumns: byteColumns ? SourceCheck.byteColumns(of: found, in: current) : nil))
            for (dictionary, styles) in SourceCheck.styleUses(bytes, path: job.path) {
                switch (uses[dictionary], styles) {
                case (.none, _): uses[dictionary] = styles
                case (.some(.some(let known)), .some(let more)): uses[dictionary] = known.union(more)
                default: uses[dictionary] = .some(nil)
                }
            }
        }
        return (results, uses)
    }

    /// A Swift file's findings, and the text they are in; with `--fix`, the fixes applied
    /// first (written, or shown as a diff) and what remains in the fixed text.
    func sourceFindings(
        _ bytes: [UInt8], _ job: SourceJob, catalog: DictionaryCatalog, _ problems: inout Int
    ) -> (findings: [Diagnostic], text: [UInt8]) {
        let check = { (bytes: [UInt8]) in
            SourceCheck.findings(bytes, path: job.path, configuration: job.configuration, dictionaries: catalog)
        }
        let found = check(bytes)
        guard let fixing = request.fixing, found.contains(where: { $0.fix != nil }) else { return (found, bytes) }
        let (outcome, fixed) = fixing.fixSource(bytes, path: job.path, findings: found)
        deliver(outcome, &problems)
        return outcome.writeFailure == nil ? (check(fixed), fixed) : (found, bytes)
    }

    /// The job, told which styles the Swift asks its dictionary for when the Swift names each
    /// one: its `missing-style` notes are then kept for those styles only, and an entry for
    /// any other is `unused-style`.
    static func job(_ job: Job, askedFor uses: [String: Set<TextStyle>?]) -> Job {
        guard let path = job.input.filePath, case .some(.some(let used)) = uses[PathText.plistStem(path)] else {
            return job
        }
        var configuration = job.configuration
        configuration.options.usedStyles = used
        return Job(input: job.input, bytes: job.bytes, configuration: configuration, fromDirectory: job.fromDirectory)
    }
}
