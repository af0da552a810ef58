import PlistcGenerators
import PlistcKit
import PlistcPropertyList

/// Reading a `BuildRequest` from its command line.
extension BuildRequest {
    /// The request `arguments` make, with `delivery` settled from the command's own options; a
    /// usage error for options that are unknown, malformed or do not fit together.
    init(_ arguments: ParsedArguments, delivery: ScaleDelivery) throws(UsageError) {
        self.init(inputs: arguments.positionals.map(InputSource.init(argument:)), delivery: delivery)
        reporter = try ReporterKind.named(arguments[BuildCommand.reporter])
        shape = try ScaleOptions.shape(arguments)
        let check = try CheckOptions.request(arguments)
        configuration = check.configuration
        overrides = InputSettings.Overrides(
            findingLimit: check.findingLimit, runtime: check.runtime, model: shape.model, rounding: shape.rounding)
        limits = try ReaderOptions.limits(from: arguments)
        fonts = try FontOptions.request(arguments, verbose: false)
    }
}
