import PlistcKit

/// A command's arguments, sorted into flags, option values and positional arguments, and read
/// through the command's typed options, which are the keys: `arguments.flag(LintCommand.quiet)`
/// for a `Flag`, `arguments[BuildCommand.output]` for a `ValueOption`. Asking for a value option
/// as a flag, or a flag's value, does not compile.
struct ParsedArguments {
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    /// Whether the flag was given.
    func flag(_ flag: Flag) -> Bool { flags.contains(flag.spec.long) }

    /// Every value given for the option, in order.
    func values(_ option: ValueOption) -> [String] { values[option.spec.long] ?? [] }

    /// The last value given for the option (the one that counts), or `nil`.
    subscript(option: ValueOption) -> String? { values(option).last }

    /// The last value of the option as a whole number of at least `minimum` (1 unless told
    /// otherwise), or `nil` when not given.
    func integer(_ option: ValueOption, minimum: Int = 1) throws(UsageError) -> Int? {
        guard let text = self[option] else { return nil }
        guard let number = Int(text), number >= minimum else {
            let kind = minimum == 0 ? "a whole number, 0 or more" : "a positive whole number"
            throw UsageError("--\(option.spec.long) takes \(kind), not '\(text)'")
        }
        return number
    }

    mutating func addFlag(_ spec: OptionSpec) { flags.insert(spec.long) }
    mutating func addValue(_ value: String, for spec: OptionSpec) { values[spec.long, default: []].append(value) }
    mutating func addPositional(_ argument: String) { positionals.append(argument) }
}
