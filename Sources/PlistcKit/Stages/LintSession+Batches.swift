import PlistcDiagnostics
import PlistcIO
import PlistcStyleDictionary

/// A run's files linted a few dozen at a time: each batch read, then its style dictionaries
/// through the rules rule by rule (`Pipeline.check(_:facts:configurations:)`), so that a rule's
/// code runs for the batch's files in a row. File by file, a run goes through the code of every
/// rule, and of every finding's wording, once for each file, and the processor fetches that code
/// again each time (docs/performance.md, *CPU time*).
extension LintSession {
    /// The jobs of a run, cut into batches.
    struct Batches: Sendable {
        /// How many files a batch holds at most.
        static let files = 32
        /// How many bytes of files a batch holds parsed at once, at most (one file may be
        /// larger, alone): a style dictionary is a few kilobytes, and the bound keeps a
        /// thread's batch small whatever the input.
        static let bytes = 1 << 20

        let jobs: Int

        init(_ jobs: Int) { self.jobs = jobs }

        /// How many batches the jobs make.
        var count: Int { (jobs + Self.files - 1) / Self.files }

        /// The jobs of batch `index`.
        func range(_ index: Int) -> Range<Int> { index * Self.files..<min(jobs, (index + 1) * Self.files) }
    }

    /// Each job's outcome, in order: with `--fix` one by one (`lintFixing`), else each read
    /// (unless read before, for `--sources`) and, unless it is a file found in a folder that is
    /// not a style dictionary, linted with the batch's others; runs on any thread.
    static func lint(_ jobs: [Job], through pipeline: Pipeline, fixing: FixMode?, locating: Locating) -> [Outcome] {
        if let fixing { return jobs.map { lintFixing($0, through: pipeline, fixing: fixing, locating: locating) } }
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(jobs.count)
        var pending = Pending()
        for job in jobs {
            let read: ReadInput
            if let prepared = job.read {
                read = prepared
            } else {
                do throws(IOFailure) {
                    read = try Self.read(job, through: pipeline, keepsBytes: locating.mayNeedBytes)
                } catch {
                    pending.lint(into: &outcomes, through: pipeline, locating: locating)
                    outcomes.append(.unreadable(error))
                    continue
                }
            }
            if job.fromDirectory && !read.facts.looksLikeStyleDictionary {
                pending.lint(into: &outcomes, through: pipeline, locating: locating)
                outcomes.append(.notStyleDictionary(read.document.path, read.facts.foreignFormat))
                continue
            }
            pending.add(job, read)
            if pending.bytes >= Batches.bytes { pending.lint(into: &outcomes, through: pipeline, locating: locating) }
        }
        pending.lint(into: &outcomes, through: pipeline, locating: locating)
        return outcomes
    }

    /// The files of a batch read and not linted yet.
    private struct Pending {
        private var jobs: [Job] = []
        private var reads: [ReadInput] = []
        /// How many bytes they were read from.
        private(set) var bytes = 0

        mutating func add(_ job: Job, _ read: ReadInput) {
            jobs.append(job)
            reads.append(read)
            bytes += read.size
        }

        /// Lints the files, appends their outcomes, and starts over.
        mutating func lint(into outcomes: inout [Outcome], through pipeline: Pipeline, locating: Locating) {
            guard !jobs.isEmpty else { return }
            let checked = pipeline.check(
                reads.map(\.document), facts: reads.map(\.facts), configurations: jobs.map(\.configuration))
            for index in jobs.indices {
                outcomes.append(
                    LintSession.outcome(checked[index], of: jobs[index], read: reads[index], locating: locating))
            }
            (jobs, reads, bytes) = ([], [], 0)
        }
    }

    /// What a file's check gives the run: its result, with fixes and byte columns located in
    /// the very text read when the reporter needs them, and the facts when the job keeps them.
    private static func outcome(_ checked: CheckedFile, of job: Job, read: ReadInput, locating: Locating) -> Outcome {
        let result = LintReport.FileResult(path: checked.path, diagnostics: checked.findings)
        let kept = job.keepsFacts ? read.facts : nil
        guard read.document.isUTF8XML && locating.isNeeded(for: result), let bytes = read.kept else {
            return .linted(result, nil, facts: kept)
        }
        return .linted(located(result, in: bytes, locating: locating), nil, facts: kept)
    }
}
