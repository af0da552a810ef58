import PlistcKit

/// One row of a command's options table: `--long`, an optional `-s` short form, and whether it
/// takes a value. Commands declare their options as `Flag` and `ValueOption` constants, which
/// carry one of these.
struct OptionSpec: Sendable {
    let long: String
    let short: Character?
    /// The placeholder for the option's value in help (`N`, `PATH`), or `nil` for a flag.
    let valueName: String?
    /// The option's line of help, worded only when help is shown: every run declares every
    /// option of its command, and a help text built from a list (`--reporter`'s) would cost
    /// each run the generic types that build it.
    var help: String { makeHelp() }
    private let makeHelp: @Sendable () -> String

    init(long: String, short: Character?, valueName: String?, help: @escaping @Sendable () -> String) {
        (self.long, self.short, self.valueName, makeHelp) = (long, short, valueName, help)
    }

    /// `-s, --long VALUE`, as help lists it.
    var synopsis: String {
        let shortForm = short.map { "-\($0), " } ?? "    "
        return shortForm + "--" + long + (valueName.map { " " + $0 } ?? "")
    }
}

/// An option a command declares, as its table lists it.
protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option that is given or not, such as `--strict`. `ParsedArguments.flag(_:)` takes only
/// these, so an option with a value can never be asked as a flag.
struct Flag: CommandOption {
    let spec: OptionSpec

    init(_ long: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> String) {
        spec = OptionSpec(long: long, short: short, valueName: nil, help: help)
    }

    /// `-h`, `--help`, which every command has.
    static let help = Flag("help", short: "h", help: "show this help")
}

/// An option that takes a value, such as `--output FILE`; it may be given more than once.
struct ValueOption: CommandOption {
    let spec: OptionSpec

    init(
        _ long: String, short: Character? = nil, value valueName: String,
        help: @autoclosure @escaping @Sendable () -> String
    ) {
        spec = OptionSpec(long: long, short: short, valueName: valueName, help: help)
    }
}
