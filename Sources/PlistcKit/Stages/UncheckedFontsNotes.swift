import PlistcDiagnostics
import PlistcIO
import PlistcStyleDictionary

/// `unknown-font`'s note about the font names it cannot check without fonts, once a run: its
/// advice (give the app's fonts) is the same for every file, so a run over several files shows
/// the first file's note, in input order, and no other (`--verbose` shows each file's).
///
/// Files are linted on several threads and delivered in input order. Once the note is
/// delivered, every file linted after that comes later in the order, and is linted without it;
/// one linted earlier and delivered after has its note dropped. The report is the same
/// whichever thread lints what.
struct UncheckedFontsNotes: Sendable {
    /// Whether the run shows the note once, not once a file.
    let isOnceARun: Bool
    private let shown = Locked(false)

    /// Once a run when the run lints more than one dictionary and is not verbose.
    init(dictionaries: Int, verbose: Bool) { isOnceARun = dictionaries > 1 && !verbose }

    /// `job`, told which note to make: the one that says it is said once a run, or none once it
    /// has been shown.
    func configured(_ job: LintSession.Job) -> LintSession.Job {
        guard isOnceARun else { return job }
        var configured = job
        configured.configuration.options.uncheckedFontsNote = shown.withLock { $0 } ? .off : .onceARun
        return configured
    }

    /// `result`, `job`'s, as the run shows it: without the note once an earlier file's was shown.
    func shownPart(of result: LintReport.FileResult, of job: LintSession.Job) -> LintReport.FileResult {
        guard isOnceARun, job.configuration.options.fonts == nil else { return result }
        let rule = UnknownFontRule.description.id
        guard result.diagnostics.contains(where: { $0.ruleID == rule }) else { return result }
        let wasShown = shown.withLock { shown in
            defer { shown = true }
            return shown
        }
        return wasShown ? result.removingFindings(of: rule) : result
    }
}
