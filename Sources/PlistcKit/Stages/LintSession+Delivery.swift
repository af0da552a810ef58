import PlistcStyleDictionary

/// Each file's outcome, as the run delivers it in input order: reported, counted, kept.
extension LintSession {
    /// What a run has delivered so far.
    struct Tally {
        var sink: ReportSink
        /// Files left out: excluded, or found in a folder and no style dictionary.
        var skipped: Int
        /// Problems that end the run with status 2 (an unreadable file).
        var problems: Int
        /// The facts of the dictionaries the `"fit"` budgets measure, by path, as linted.
        var keptFacts: [String: StyleDictionaryFile] = [:]
    }

    /// Reports `job`'s outcome: its findings (without the note about unchecked fonts once an
    /// earlier file showed it), its fixes, why it could not be read, or, with `--verbose`, that
    /// it is clean or was skipped.
    func take(_ outcome: Outcome, of job: Job, _ uncheckedFonts: UncheckedFontsNotes, into tally: inout Tally) {
        switch outcome {
        case .linted(let result, let fixes, let facts):
            if let facts { tally.keptFacts[result.path] = facts }
            if let fixes { deliver(fixes, &tally.problems) }
            let result = uncheckedFonts.shownPart(of: result, of: job)
            tally.sink.add(result)
            if request.verbose && result.diagnostics.isEmpty {
                tally.sink.flush()
                delivery.progress("\(result.path): OK")
            }
        case .unreadable(let failure):
            tally.sink.flush()
            report(failure, &tally.problems)
        case .notStyleDictionary(let path, let format):
            tally.skipped += 1
            if request.verbose {
                tally.sink.flush()
                delivery.progress(
                    "\(path): skipped" + (format.map { ": " + $0.message } ?? ", not a style dictionary"))
            }
        }
    }
}
