import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// How `lint` fixes files: in place (`--fix`) or as a diff (`--fix-dry-run`, `--diff`).
package enum FixMode: Sendable {
    case write, dryRun

    /// The mode the command line asks for: `fix` (`--fix`) or `dryRun` (`--fix-dry-run`,
    /// `--diff`) on `inputs`, with the report to `output` (`-o`); `nil` when neither is asked.
    package init?(fix: Bool, dryRun: Bool, inputs: [String], output: String?, reporter: ReporterKind) throws(UsageError)
    {
        guard dryRun || fix else { return nil }
        if inputs.contains(where: { $0 == "-" || FileSystem.namesStandardInput($0) }) {
            throw UsageError("--fix edits files in place, and standard input is not one: give the files' paths")
        }
        if dryRun && ((reporter != .text && output == nil) || output.map(OutputFile.isStandardOutput) == true) {
            throw UsageError(
                "--fix-dry-run prints a diff on standard output, where the \(reporter.rawValue) report would go too: write the report with -o FILE"
            )
        }
        self = dryRun ? .dryRun : .write
    }

    /// Fixes one file's bytes, and writes them unless this is a dry run; runs on any thread.
    /// Returns what was done and the fixed bytes (the bytes given, when nothing applied).
    /// With `skippingForeign`, a file that is no style dictionary is left alone (`foreign`).
    package func fix(
        _ bytes: [UInt8], path: String, through pipeline: Pipeline, configuration: LintConfiguration,
        skippingForeign: Bool = false
    ) -> (FixOutcome, [UInt8]) {
        let fixer = FileFixer(pipeline: pipeline, configuration: configuration)
        let result = fixer.fix(bytes, path: path, skippingForeign: skippingForeign)
        var outcome = FixOutcome(path: path, fixed: result.fixed, refusal: result.refusal)
        outcome.foreign = result.foreign
        guard result.bytes != bytes else { return (outcome, result.bytes) }
        store(result.bytes, replacing: bytes, path: path, &outcome)
        return (outcome, result.bytes)
    }

    /// Applies the fixes among `findings` of a Swift file (`lint --sources`), each a resolved
    /// range of its bytes, and writes the file unless this is a dry run.
    package func fixSource(_ bytes: [UInt8], path: String, findings: [Diagnostic]) -> (FixOutcome, [UInt8]) {
        let application = FixApplication(bytes, applying: findings)
        var outcome = FixOutcome(path: path, fixed: application.applied, refusal: nil)
        guard application.bytes != bytes else { return (outcome, bytes) }
        store(application.bytes, replacing: bytes, path: path, &outcome)
        return (outcome, application.bytes)
    }

    /// Writes the fixed bytes over the file (`--fix`), or shows them as a diff (a dry run).
    private func store(_ fixed: [UInt8], replacing bytes: [UInt8], path: String, _ outcome: inout FixOutcome) {
        switch self {
        case .dryRun:
            outcome.diff = UnifiedDiff.render(old: bytes, new: fixed, path: path)
        case .write:
            do throws(IOFailure) {
                try FileSystem.writeOutput(fixed, to: path)
                outcome.changed = true
            } catch {
                outcome.writeFailure = error
            }
        }
    }
}

extension FixMode {
    /// What adding the missing font files did to one Info.plist.
    package enum InfoPlistSync: Sendable {
        case unreadable(IOFailure)
        /// Written (or shown as a diff), or a write that failed.
        case fixed(FixOutcome)
    }

    /// Adds the font files that `findings` of `font-not-registered` found missing to each
    /// Info.plist of the run (or shows the diff): one result for each Info.plist that could
    /// not be read or had files to add, in order.
    package func syncAppFonts(findings: [Diagnostic], infoPlists: [String]) -> [InfoPlistSync] {
        var files: [String] = []
        for finding in findings where finding.ruleID == FontNotRegisteredRule.description.id {
            if let file = finding.suggestion, !files.contains(file) { files.append(file) }
        }
        guard !files.isEmpty else { return [] }
        return infoPlists.compactMap { path in
            let bytes: [UInt8]
            do throws(IOFailure) {
                bytes = try FileSystem.readWhole(path, maxBytes: ReaderLimits().maxBytes)
            } catch {
                return .unreadable(error)
            }
            guard let (fixed, finding) = AppFontsSync(bytes: bytes, path: path).adding(files) else { return nil }
            var outcome = FixOutcome(path: path, fixed: [finding], refusal: nil)
            if self == .dryRun {
                outcome.diff = UnifiedDiff.render(old: bytes, new: fixed, path: path)
            } else {
                do throws(IOFailure) {
                    try FileSystem.writeOutput(fixed, to: path)
                } catch {
                    outcome.writeFailure = error
                }
            }
            return .fixed(outcome)
        }
    }
}

/// What `--fix` did to one file.
package struct FixOutcome: Sendable {
    package let path: String
    /// The findings fixed.
    package let fixed: [Diagnostic]
    /// Why the file was left alone.
    package let refusal: String?
    /// What the file is instead, when it was found in a folder and is no style dictionary
    /// (and so was neither fixed nor linted).
    package var foreign: FileFixer.Foreign?
    /// Whether the file on disk now holds `bytes`.
    package var changed = false
    /// The dry run's diff.
    package var diff: String?
    /// Why the fixed file could not be written.
    package var writeFailure: IOFailure?
}
