import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// The files of a `lint` run, one job each: what is settled before the parallel part, what it
/// gives, and the reading that makes each file read once.
extension LintSession {
    /// One file to lint, with everything settled that needs the shared state of the run.
    package struct Job: Sendable {
        package let input: InputSource
        /// Standard input, read before the parallel part.
        package let bytes: [UInt8]?
        package var configuration: LintConfiguration
        package let fromDirectory: Bool
        /// The file read before the run's lint, for the Swift's checks: linted from this, not
        /// read again.
        package var read: ReadInput? {
            get { earlierRead?.input }
            set { earlierRead = newValue.map(EarlierRead.init) }
        }
        /// `read`, held by reference: a run's plan holds a job per input, and a read held
        /// inline made each 500 bytes, most of them unused.
        private var earlierRead: EarlierRead?
        /// Whether the lint hands on the file's facts, for the `"fit"` budgets to measure.
        package var keepsFacts = false

        /// A job not read yet.
        package init(input: InputSource, bytes: [UInt8]?, configuration: LintConfiguration, fromDirectory: Bool) {
            (self.input, self.bytes, self.configuration, self.fromDirectory) = (
                input, bytes, configuration, fromDirectory
            )
        }
    }

    /// A read made before the run's lint.
    private final class EarlierRead: Sendable {
        let input: ReadInput
        init(_ input: ReadInput) { self.input = input }
    }

    /// What linting one file gave.
    package enum Outcome: Sendable {
        /// The result, the fixes made, and the facts when the job keeps them.
        case linted(LintReport.FileResult, FixOutcome?, facts: StyleDictionaryFile?)
        case unreadable(IOFailure)
        /// A file found in a folder that is no style dictionary, and what it is when plistc can
        /// tell (an Info.plist).
        case notStyleDictionary(String, ForeignFormat?)
    }

    /// A result's fixes resolved to byte ranges of `bytes`, the text linted, and its columns
    /// counted in bytes, as far as the reporter needs them.
    package static func located(_ result: LintReport.FileResult, in bytes: [UInt8], locating: Locating)
        -> LintReport.FileResult
    {
        let text = SourceText(bytes)
        return LintReport.FileResult(
            path: result.path, diagnostics: locating.fixes ? text.resolve(result.diagnostics) : result.diagnostics,
            byteColumns: locating.byteColumns ? text.byteColumns(of: result.diagnostics.map(\.location)) : nil)
    }

    /// The job's bytes: standard input as read before, or the file.
    package static func bytes(of job: Job, through pipeline: Pipeline) throws(IOFailure) -> [UInt8] {
        if let read = job.bytes { return read }
        // Every job's file is one InputCollector has just found to be a regular file.
        return try job.input.readFile(limit: pipeline.readLimit, isKnownFile: true)
    }

    /// The largest file whose bytes are kept while it is linted, for its fixes and byte columns
    /// to be found in the very text read: a style dictionary is a few kilobytes, and the bound
    /// keeps each thread's copy small whatever the input.
    package static let keptBytesLimit = 1 << 20

    /// The job's file read and parsed, with its bytes up to `keptBytesLimit` (all of them when
    /// `keepsBytes`, for `--fix`; larger ones let go once read).
    package static func read(
        _ job: Job, through pipeline: Pipeline, keepsBytes: Bool = false
    ) throws(IOFailure) -> ReadInput {
        let bytes = try bytes(of: job, through: pipeline)
        let document = pipeline.read(bytes, path: job.input.displayPath)
        return ReadInput(
            document: document, facts: pipeline.facts(document, options: job.configuration.options),
            size: bytes.count, kept: keepsBytes || bytes.count <= keptBytesLimit ? bytes : nil)
    }

    /// The job with its file read, when it can be (a file that cannot is read again, and its
    /// failure reported, by the lint).
    package static func prepared(_ job: Job, through pipeline: Pipeline, keepsBytes: Bool) -> Job {
        var prepared = job
        prepared.read = try? read(job, through: pipeline, keepsBytes: keepsBytes)
        return prepared
    }
}
