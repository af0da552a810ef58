import Diagnostics
import LocalizedStrings
import StyleDictionary
import TextFit

extension LintRun {
    /// A dictionary whose configuration has `"fit"` budgets, and the strings files they
    /// measure (`--strings`, else the configuration's `"strings"`).
    struct FitCheck: Sendable {
        let job: Job
        let entries: [FitEntry]
        let stringsFiles: [String]
    }

    /// The check for `job` under `file`, or `nil` when it has no budgets or no strings files.
    /// Without fonts (`--fonts`, `"fonts"`) nothing can be measured, and nothing is.
    func fitCheck(_ job: Job, under file: ConfigurationFile?) -> FitCheck? {
        guard let file, !file.fit.isEmpty, job.configuration.options.fonts != nil else { return nil }
        let paths = request.stringsFiles.isEmpty ? file.stringsPaths : request.stringsFiles
        return paths.isEmpty ? nil : FitCheck(job: job, entries: file.fit, stringsFiles: paths)
    }

    /// The `text-overflow` and `missing-glyph` findings of each check, one result per strings
    /// file in the order first named; a strings file that cannot be read counts as a problem
    /// (status 2), a missing HarfBuzz or ICU is a note and measures nothing.
    func fitResults(_ checks: [FitCheck], _ problems: inout Int) -> [LintReport.FileResult] {
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for check in checks {
            guard let strings = FitSources.read(check.stringsFiles, limit: pipeline.readLimit, console: console) else {
                problems += 1
                continue
            }
            let bytes: [UInt8]
            do throws(IOFailure) {
                bytes = try Self.bytes(of: check.job, through: pipeline)
            } catch {
                report(error, &problems)
                continue
            }
            let configuration = check.job.configuration
            let document = pipeline.read(bytes, path: check.job.input.displayPath)
            let file = pipeline.facts(document, runtime: configuration.options.runtime)
            let scale = pipeline.scale(
                pipeline.verdict(file), source: document.path, fonts: configuration.options.fonts, format: .json)
            var measuring = FitMeasuring(scale: scale, fonts: configuration.options.fonts, defaultLocale: "en")
            var unmeasured: [TextStyle: String] = [:]
            do throws(TextFitError) {
                for job in FitAssignment.jobs(strings, entries: check.entries, sizes: request.fitSizes) {
                    guard case .result(let result) = try measuring.measure(job) else {
                        unmeasured[job.style] =
                            scale.rows.first { $0.style == job.style }?.fontName ?? "the system font"
                        continue
                    }
                    for diagnostic in result.diagnostics {
                        guard let shown = Self.configured(diagnostic, by: configuration) else { continue }
                        let path = diagnostic.location.file
                        if byFile[path] == nil { order.append(path) }
                        byFile[path, default: []].append(shown)
                    }
                }
            } catch {
                console.printError(
                    "plistc lint: note: the \"fit\" budgets were not measured: \(FitRun.message(for: error))")
            }
            for (style, font) in unmeasured.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                console.printError(FitRun.note(style: style, font: font).replacing("plistc fit:", with: "plistc lint:"))
            }
        }
        return order.map {
            LintReport.FileResult(path: $0, diagnostics: (byFile[$0] ?? []).sorted { $0.location < $1.location })
        }
    }

    /// The finding at the severity the configuration gives its rule; `nil` when it is off.
    private static func configured(_ diagnostic: Diagnostic, by configuration: LintConfiguration) -> Diagnostic? {
        guard !configuration.disabledRules.contains(diagnostic.ruleID) else { return nil }
        var shown = diagnostic
        if let severity = configuration.severities[diagnostic.ruleID] { shown.severity = severity }
        return shown
    }
}
