import PlistcDiagnostics
import PlistcIO
import PlistcStyleDictionary

extension LintSession {
    /// `lint --fix` on one file: its bytes read once, fixed (`FixMode`), written, then what
    /// remains linted in the fixed text. No tree of the file outlives the round that needs it,
    /// so memory stays a small multiple of the file's size. A file found in a folder that is no
    /// style dictionary is neither fixed nor linted. Runs on any thread.
    package static func lintFixing(_ job: Job, through pipeline: Pipeline, fixing: FixMode, locating: Locating)
        -> Outcome
    {
        let bytes: [UInt8]
        if let kept = job.read?.kept {
            bytes = kept
        } else {
            do throws(IOFailure) {
                bytes = try Self.bytes(of: job, through: pipeline)
            } catch {
                return .unreadable(error)
            }
        }
        let path = job.input.displayPath
        let (outcome, fixedBytes) = fixing.fix(
            bytes, path: path, through: pipeline, configuration: job.configuration, skippingForeign: job.fromDirectory)
        if let foreign = outcome.foreign { return .notStyleDictionary(path, foreign.format) }
        // What remains: in the file now, or in the file the dry run shows.
        let current = outcome.writeFailure == nil ? fixedBytes : bytes
        let document = pipeline.read(current, path: path)
        let file = pipeline.facts(document, options: job.configuration.options)
        let checked = pipeline.check(document, facts: file, configuration: job.configuration)
        let result = LintReport.FileResult(path: path, diagnostics: checked.findings)
        let kept = job.keepsFacts ? file : nil
        guard document.isUTF8XML && locating.isNeeded(for: result) else {
            return .linted(result, outcome, facts: kept)
        }
        return .linted(located(result, in: current, locating: locating), outcome, facts: kept)
    }
}

extension LintSession {
    /// Prints what fixing one file did: each fix on standard error (what plistc did, beside the
    /// report on standard output), a dry run's diff on standard output, and a refusal or a
    /// write failure. `fixed:`
    /// lines are printed only once the file is written: when it could not be, the failure
    /// says so and nothing claims a fix.
    package func deliver(_ outcome: FixOutcome, _ problems: inout Int) {
        let verb = outcome.diff == nil ? "fixed" : "would fix"
        for finding in outcome.fixed where outcome.writeFailure == nil {
            guard let fix = finding.fix else { continue }
            host.messageLine(
                "\(finding.location.description): \(verb): \(fix.summary) [\(finding.ruleID)]"
            )
        }
        if let refusal = outcome.refusal {
            host.messageLine("\(outcome.path): \(refusal)")
        }
        if let diff = outcome.diff { host.output(diff) }
        if let failure = outcome.writeFailure {
            host.messageLine(
                TextReporter.line(for: IOFailure(path: failure.path, reason: failure.reason + "; nothing was fixed")))
            problems += 1
        }
    }

    /// `--fix` with `--info-plist`: the font files found missing added to the Info.plists, what
    /// that did printed, and the findings it fixed dropped from the report.
    package func syncAppFonts(
        _ fixing: FixMode, _ lintReport: inout LintReport, infoPlists: [String], _ problems: inout Int
    ) {
        var added = false
        for synced in fixing.syncAppFonts(findings: lintReport.diagnostics, infoPlists: infoPlists) {
            switch synced {
            case .unreadable(let failure):
                report(failure, &problems)
            case .fixed(let outcome):
                deliver(outcome, &problems)
                added = added || outcome.writeFailure == nil
            }
        }
        // The Info.plists list the files now: what font-not-registered said is fixed.
        if added { lintReport.removeFindings(of: FontNotRegisteredRule.description.id) }
    }
}
