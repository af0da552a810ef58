import PlistcDiagnostics
import PlistcIO
import PlistcKit
import PlistcPropertyList
import PlistcStyleDictionary

/// Reading a `LintRequest` from its command line.
extension LintRequest {
    /// The request `arguments` make; a usage error for options that are unknown, malformed or
    /// do not fit together.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        // No path: the current directory, searched as any directory is.
        self.init(paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals)
        quiet = arguments.flag(LintCommand.quiet)
        verbose = arguments.flag(LintCommand.verbose)
        if quiet && verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        reporter = try ReporterKind.named(arguments[LintCommand.reporter])
        var (disabled, enabled): ([RuleID], [RuleID]) = ([], [])
        for id in arguments.values(LintCommand.disable) { disabled.append(try RuleSelection.id(id)) }
        for id in arguments.values(LintCommand.enable) { enabled.append(try RuleSelection.id(id)) }
        let (model, rounding) = try ScaleOptions.scaling(arguments)
        check = try CheckOptions.request(arguments)
        overrides = InputSettings.Overrides(
            requireAllStyles: arguments.flag(LintCommand.requireAllStyles),
            disabledRules: disabled, enabledRules: enabled,
            findingLimit: check.findingLimit, runtime: check.runtime, model: model, rounding: rounding,
            showsForeignFiles: verbose)
        overrides.fixGivesIBTextStyle = arguments.flag(LintCommand.fixIBTextStyle)
        strict = arguments.flag(LintCommand.strict)
        styleDictionariesOnly = arguments.flag(LintCommand.styleDictionariesOnly)
        output = arguments[LintCommand.output]
        limits = try ReaderOptions.limits(from: arguments)
        fixing = try FixMode(
            fix: arguments.flag(LintCommand.fix) || overrides.fixGivesIBTextStyle,
            dryRun: arguments.flag(LintCommand.fixDryRun) || arguments.flag(LintCommand.diff),
            inputs: paths, output: output, reporter: reporter)
        fonts = try FontOptions.request(arguments, verbose: verbose)
        if let jobs = try arguments.integer(LintCommand.jobs, minimum: 1) { workers = .fixed(jobs) }
        stringsFiles = arguments.values(FitCommand.strings)
        sources = arguments.values(LintCommand.sources)
        systemFont = arguments[FitCommand.systemFont]
        fitSizes = try arguments[FitCommand.sizes].map { text throws(UsageError) in
            try ContentSizeRange.parse(text, option: "--fit-sizes")
        }
    }
}
