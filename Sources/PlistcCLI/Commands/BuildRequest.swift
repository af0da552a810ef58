import Generators
import PropertyList

/// Everything a `plistc build` or `plistc preview` command line asks, read from its arguments
/// once and checked: what `BuildRun` runs, which never sees the arguments themselves.
struct BuildRequest: Sendable {
    /// The inputs, in order.
    var inputs: [InputSource]
    /// Where and how the scales go: the command's own options.
    var delivery: ScaleDelivery
    /// The format of the findings on standard error (`--reporter`).
    var reporter = ReporterKind.text
    /// What the command line sets on top of each input's configuration.
    var overrides: InputSettings.Overrides
    /// `--categories`, `--model`, `--rounding`.
    var shape: ScaleShape
    /// `--max-depth`, `--max-bytes`, `--max-string-bytes`, `--max-keys`.
    var limits: ReaderLimits
    /// `--fonts`, `--info-plist`, `--platform-fonts`.
    var fonts: FontOptions.Request

    /// The request `arguments` make, with `delivery` settled from the command's own options; a
    /// usage error for options that are unknown, malformed or do not fit together.
    init(_ arguments: ParsedArguments, delivery: ScaleDelivery) throws(UsageError) {
        inputs = arguments.positionals.map(InputSource.init(argument:))
        self.delivery = delivery
        reporter = try ReporterKind.named(arguments[BuildCommand.reporter])
        shape = try ScaleOptions.shape(arguments)
        let check = try CheckOptions.Request(arguments)
        overrides = InputSettings.Overrides(
            findingLimit: check.findingLimit, runtime: check.runtime, model: shape.model, rounding: shape.rounding)
        limits = try ReaderOptions.limits(from: arguments)
        fonts = try FontOptions.Request(arguments, verbose: false)
    }
}
