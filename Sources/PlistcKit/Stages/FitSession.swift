import PlistcDiagnostics
import PlistcIO
import PlistcLocalizedStrings
import PlistcStyleDictionary
import PlistcTextFit

/// One `plistc fit` invocation: the dictionary read and scaled at all 12 content sizes, the
/// strings gathered (`--text`, standard input, strings files), each given its budget, and each
/// measured in its style's font file.
package struct FitSession {
    package let request: FitRequest
    package let host: SessionHost
    package let pipeline: Pipeline

    package init(_ request: FitRequest, host: SessionHost) {
        self.request = request
        self.host = host
        pipeline = Pipeline(limits: request.limits, shape: request.shape)
    }

    package func run() throws(UsageError) -> RunOutcome {
        if let path = request.output { try refuseInput(path) }
        let settings: InputSettings
        let configurationFile: ConfigurationFile?
        let bytes: [UInt8]
        var texts = request.texts
        do throws(IOFailure) {
            settings = try InputSettings(
                fonts: request.fonts, overrides: request.overrides, configurationPath: request.configuration,
                reader: pipeline.reader, host: host)
            configurationFile = try settings.configurationFile(for: request.input)
            bytes = try request.input.read(limit: pipeline.readLimit, host: host)
            if request.readsStandardInput {
                texts += Self.lines(try host.readStandardInput(pipeline.readLimit))
            }
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        let configuration = try settings.lintConfiguration(under: configurationFile)
        guard settings.unreadablePaths == 0 else { return .usageOrIO }
        // The configuration's strings files, unless the command line names what to measure.
        let namesStrings = !request.stringsFiles.isEmpty || !texts.isEmpty || request.readsStandardInput
        let paths = namesStrings ? request.stringsFiles : configurationFile?.stringsPaths ?? []
        guard !texts.isEmpty || !paths.isEmpty || request.readsStandardInput else {
            throw UsageError(
                "fit needs strings to measure: --strings Localizable.xcstrings, \"strings\" in .plistc.json, or --text TEXT"
            )
        }
        if request.budget == nil && configurationFile?.fit.isEmpty ?? true {
            throw UsageError(
                "fit needs a budget for the strings: --style S --width PT --lines N, or \"fit\" entries in .plistc.json"
            )
        }
        guard let strings = FitSources.read(paths, limit: pipeline.readLimit, host: host) else {
            return .usageOrIO
        }
        let jobs = self.jobs(texts: texts, strings: strings, entries: configurationFile?.fit ?? [])
        let document = pipeline.read(bytes, path: request.input.displayPath)
        let fonts = configuration.options.fonts
        let file = pipeline.facts(document, options: configuration.options)
        let scale = pipeline.scale(pipeline.verdict(file), source: document.path, fonts: fonts, format: .json)
        guard let results = measure(jobs, in: scale, fonts: fonts) else { return .usageOrIO }
        let report = FitReport(results: results, locale: request.locale)
        guard write(report, scale: scale, fonts: fonts) else { return .usageOrIO }
        return report.overflowing > 0 ? .findings : .clean
    }

    /// A usage error when `-o` names a file the run reads: the dictionary, a strings file, a
    /// configuration or a font.
    private func refuseInput(_ path: String) throws(UsageError) {
        let strings = request.stringsFiles.map { OutputFile.FileRead($0, role: "a strings file this run reads") }
        let read = OutputFile.ReadFiles(
            OutputFile.filesRead(
                besides: [request.input.filePath].compactMap { $0 }, configuration: request.configuration,
                fonts: request.fonts, also: strings),
            readsStandardInput: request.input == .standardInput || request.readsStandardInput)
        try read.refuse(path)
    }

    /// Writes the report in its format to standard output, or to `-o`'s file atomically;
    /// `false`, with the problem printed, when the file cannot be written.
    private func write(_ report: FitReport, scale: TypeScale, fonts: FontAvailability?) -> Bool {
        guard let path = request.output else {
            render(report, scale: scale, fonts: fonts, to: host.output)
            return true
        }
        var text = ""
        render(report, scale: scale, fonts: fonts) { text += $0 }
        return OutputFile.write(text, to: path, host: host) == .clean
    }

    /// The report in its format, handed to `write` in pieces.
    private func render(
        _ report: FitReport, scale: TypeScale, fonts: FontAvailability?, to write: (String) -> Void
    ) {
        switch request.format {
        case .text: report.writeText(write)
        case .json: write(report.json)
        case .md: write(report.markdown)
        case .html:
            let page = FitPage(report: report, scale: scale, fonts: fonts)
            for problem in page.embeddingProblems {
                host.messageLine(
                    "plistc fit: warning: \(problem.font) is not embedded in the page (\(problem.reason)): its boxes are drawn in the browser's own font"
                )
            }
            write(page.html)
        }
    }

    /// Each job measured, with a note for each style whose font has no file here; `nil`, with
    /// the problem printed, when a library is missing or the dictionary lacks a style.
    private func measure(_ jobs: [FitJob], in scale: TypeScale, fonts: FontAvailability?) -> [FitResult]? {
        var measuring = FitMeasuring(
            scale: scale, fonts: fonts, systemFont: request.systemFont, defaultLocale: request.locale)
        var results: [FitResult] = []
        var notes: [TextStyle: String] = [:]
        do throws(TextFitError) {
            for job in jobs {
                switch try measuring.measure(job) {
                case .result(let result): results.append(result)
                case .skipped(let style, let note): notes[style] = note
                case nil:
                    host.messageLine("plistc fit: \(scale.source) has no \(job.style.rawValue) style")
                    return nil
                }
            }
        } catch {
            host.messageLine("plistc fit: \(Self.message(for: error))")
            return nil
        }
        for (_, note) in notes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            host.messageLine("plistc fit: note: " + note)
        }
        return results
    }

    /// Every string with its budget: `--style` for all, else the first `"fit"` entry whose
    /// keys match (strings files only).
    private func jobs(texts: [String], strings: [LocalizedString], entries: [FitEntry]) -> [FitJob] {
        let sizes = request.sizes.map { [$0] } ?? []
        if let (style, budget) = request.budget {
            let placeholders = FormatPlaceholders()
            return texts.map { FitJob(text: $0, string: nil, style: style, budget: budget, sizes: sizes) }
                + strings.map {
                    FitJob(text: placeholders.sampled($0.value), string: $0, style: style, budget: budget, sizes: sizes)
                }
        }
        let jobs = FitAssignment.jobs(strings, entries: entries, sizes: request.sizes)
        let unmatched = Set(strings.map(\.key)).subtracting(jobs.compactMap { $0.string?.key }).count
        if unmatched > 0 {
            host.messageLine(
                "plistc fit: note: \(unmatched) key\(unmatched == 1 ? "" : "s") match no \"fit\" entry's keys and were not measured (* stays within a part between /; ** crosses them)"
            )
        }
        return jobs
    }

    /// The lines of standard input (LF or CRLF), as UTF-8 with bad bytes replaced; no line
    /// after a final line break.
    package static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    package static func message(for error: TextFitError) -> String {
        switch error {
        case .libraryMissing(let message): message
        case .unreadableFont(let path): "\(path): not a font file HarfBuzz can read"
        }
    }
}
