import PlistcDiagnostics
import PlistcIO
import PlistcLocalizedStrings
import PlistcStyleDictionary
import PlistcTextFit

extension LintSession {
    /// A dictionary whose configuration has `"fit"` budgets, and the strings files they
    /// measure (`--strings`, else the configuration's `"strings"`).
    package struct FitCheck: Sendable {
        package let job: Job
        package let entries: [FitEntry]
        package let stringsFiles: [String]
        /// Where the budgets stand: the notes about styles that cannot be measured go there.
        package let fitLocation: SourceLocation
    }

    /// The check for `job` under `file`; `nil` when it has no budgets, or, with a note finding
    /// at its `"fit"` saying why, when they cannot be measured (no strings files, no fonts).
    package func fitCheck(_ job: Job, under file: ConfigurationFile?, notes: inout [Diagnostic]) -> FitCheck? {
        guard let file, !file.fit.isEmpty else {
            if !request.stringsFiles.isEmpty {
                host.messageLine(
                    "plistc lint: note: --strings is given, but the configuration of \(job.input.displayPath) has no \"fit\" budgets: nothing measured; add \"fit\" entries to .plistc.json"
                )
            }
            return nil
        }
        let paths = request.stringsFiles.isEmpty ? file.stringsPaths : request.stringsFiles
        let reason =
            paths.isEmpty
            ? "the \"fit\" budgets name no strings files: nothing measured; add \"strings\" to .plistc.json or pass --strings FILE"
            : job.configuration.options.fonts == nil
                ? "the \"fit\" budgets are not measured without fonts: strings are measured in the fonts' files; give them with \"fonts\" in .plistc.json or --fonts PATH"
                : nil
        if let reason {
            let note = TextOverflowRule.description.diagnostic(
                "\(reason)", at: file.fitLocation, keyPath: "fit", severity: .note)
            if let shown = job.configuration.shown(note) { notes.append(shown) }
            return nil
        }
        return FitCheck(job: job, entries: file.fit, stringsFiles: paths, fitLocation: file.fitLocation)
    }

    /// The `text-overflow` and `missing-glyph` findings of each check, one result per strings
    /// file in the order first named, each finding once however many dictionaries share the
    /// configuration; a strings file that cannot be read counts as a problem (status 2), a
    /// missing HarfBuzz or ICU is a note and measures nothing.
    package func fitResults(
        _ checks: [FitCheck], notes: [Diagnostic], facts: [String: StyleDictionaryFile], _ problems: inout Int
    ) -> [LintReport.FileResult] {
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        var seen: Set<FitFinding> = []
        func add(_ diagnostic: Diagnostic, text: String) {
            guard seen.insert(FitFinding(diagnostic, text: text)).inserted else { return }
            let path = diagnostic.location.file
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(diagnostic)
        }
        for note in notes { add(note, text: note.message.text) }
        // Each list of strings files read once, however many dictionaries measure it.
        var stringsByFiles: [[String]: [LocalizedString]?] = [:]
        for check in checks {
            // A dictionary that could not be read was reported by the lint.
            guard let file = facts[check.job.input.displayPath] else { continue }
            let strings =
                stringsByFiles[check.stringsFiles]
                ?? FitSources.read(check.stringsFiles, limit: pipeline.readLimit, host: host)
            stringsByFiles[check.stringsFiles] = strings
            guard let strings else {
                problems += 1
                continue
            }
            let configuration = check.job.configuration
            let scale = pipeline.scale(
                pipeline.verdict(file), source: check.job.input.displayPath, fonts: configuration.options.fonts,
                format: .json)
            var measuring = FitMeasuring(
                scale: scale, fonts: configuration.options.fonts, systemFont: request.systemFont, defaultLocale: "en")
            do throws(TextFitError) {
                for job in FitAssignment.jobs(strings, entries: check.entries, sizes: request.fitSizes) {
                    switch try measuring.measure(job) {
                    case .result(let result):
                        for diagnostic in result.diagnostics {
                            if let shown = configuration.shown(diagnostic) {
                                add(shown, text: result.text)
                            }
                        }
                    case .skipped(_, let note):
                        let finding = TextOverflowRule.description.diagnostic(
                            "\(note)", at: check.fitLocation, keyPath: "fit", severity: .note)
                        if let shown = configuration.shown(finding) { add(shown, text: note) }
                    case nil: continue
                    }
                }
            } catch {
                host.messageLine(
                    "plistc lint: note: the \"fit\" budgets were not measured: \(FitSession.message(for: error))")
            }
        }
        return order.map {
            LintReport.FileResult(path: $0, diagnostics: (byFile[$0] ?? []).sorted { $0.location < $1.location })
        }
    }
}

/// What makes two fit findings the same: the rule, the place, the variation's text measured
/// (two plural forms share a location) and the severity.
private struct FitFinding: Hashable {
    package let rule: RuleID
    package let location: SourceLocation
    package let text: String
    package let severity: Diagnostic.Severity

    package init(_ diagnostic: Diagnostic, text: String) {
        (rule, location, self.text, severity) = (diagnostic.ruleID, diagnostic.location, text, diagnostic.severity)
    }
}
