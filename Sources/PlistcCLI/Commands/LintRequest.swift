import Diagnostics
import PropertyList
import StyleDictionary

/// Everything a `plistc lint` command line asks, read from its arguments once and checked:
/// what `LintRun` runs, which never sees the arguments themselves.
struct LintRequest: Sendable {
    /// The paths given, in order (`-` for standard input).
    var paths: [String]
    /// `--quiet` and `--verbose`, which exclude each other.
    var quiet = false
    var verbose = false
    /// `--strict`: warnings fail the run too.
    var strict = false
    /// `--style-dictionaries-only`: a named file that is no style dictionary is skipped.
    var styleDictionariesOnly = false
    var reporter = ReporterKind.text
    /// `-o`.
    var output: String?
    /// `--config`, `--max-findings`, `--runtime`, `--ios`.
    var check: CheckOptions.Request
    /// What the command line sets on top of each input's configuration.
    var overrides: InputSettings.Overrides
    /// `--max-depth`, `--max-bytes`, `--max-string-bytes`, `--max-keys`.
    var limits: ReaderLimits
    /// `--fix`, `--fix-dry-run` or `--diff`; `nil` for neither.
    var fixing: FixMode?
    /// `--fonts`, `--info-plist`, `--platform-fonts`.
    var fonts: FontOptions.Request
    /// `--strings`: the strings files the configuration's `"fit"` budgets measure, instead of
    /// its `"strings"`.
    var stringsFiles: [String] = []
    /// `--sources`: the app's Swift files and folders, checked for Dynamic Type mistakes.
    var sources: [String] = []
    /// `--system-font`: the file the styles shown in the system font are measured in.
    var systemFont: String?
    /// `--fit-sizes`: the content sizes the budgets are checked at.
    var fitSizes: ClosedRange<ContentSizeCategory>?
    /// `--jobs`: the threads the files are linted on.
    var workers = Parallel.Workers.standard

    /// The request `arguments` make; a usage error for options that are unknown, malformed or
    /// do not fit together.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals
        quiet = arguments.flag(LintCommand.quiet)
        verbose = arguments.flag(LintCommand.verbose)
        if quiet && verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        reporter = try ReporterKind.named(arguments[LintCommand.reporter])
        var (disabled, enabled): ([RuleID], [RuleID]) = ([], [])
        for id in arguments.values(LintCommand.disable) { disabled.append(try RuleSelection.id(id)) }
        for id in arguments.values(LintCommand.enable) { enabled.append(try RuleSelection.id(id)) }
        let (model, rounding) = try ScaleOptions.scaling(arguments)
        check = try CheckOptions.Request(arguments)
        overrides = InputSettings.Overrides(
            requireAllStyles: arguments.flag(LintCommand.requireAllStyles),
            disabledRules: disabled, enabledRules: enabled,
            findingLimit: check.findingLimit, runtime: check.runtime, model: model, rounding: rounding,
            showsForeignFiles: verbose)
        strict = arguments.flag(LintCommand.strict)
        styleDictionariesOnly = arguments.flag(LintCommand.styleDictionariesOnly)
        output = arguments[LintCommand.output]
        limits = try ReaderOptions.limits(from: arguments)
        fixing = try FixMode(
            fix: arguments.flag(LintCommand.fix),
            dryRun: arguments.flag(LintCommand.fixDryRun) || arguments.flag(LintCommand.diff),
            inputs: paths, output: output, reporter: reporter)
        fonts = try FontOptions.Request(arguments, verbose: verbose)
        if let jobs = try arguments.integer(LintCommand.jobs, minimum: 1) { workers = .fixed(jobs) }
        stringsFiles = arguments.values(FitCommand.strings)
        sources = arguments.values(LintCommand.sources)
        systemFont = arguments[FitCommand.systemFont]
        fitSizes = try arguments[FitCommand.sizes].map { text throws(UsageError) in
            try ContentSizeRange.parse(text, option: "--fit-sizes")
        }
    }
}
