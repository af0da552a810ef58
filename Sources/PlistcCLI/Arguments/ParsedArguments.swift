/// A command's arguments, sorted into flags, option values and positional arguments.
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    /// Whether the flag `--long` was given.
    func has(_ long: String) -> Bool { flags.contains(long) }

    /// Every value given for `--long`, in order.
    func values(of long: String) -> [String] { values[long] ?? [] }

    /// The last value of `--long` as a positive whole number, or `nil` when not given.
    func positiveInteger(_ long: String) throws(UsageError) -> Int? {
        guard let text = values(of: long).last else { return nil }
        guard let number = Int(text), number > 0 else {
            throw UsageError("--\(long) takes a positive whole number, not '\(text)'")
        }
        return number
    }

    mutating func addFlag(_ long: String) { flags.insert(long) }
    mutating func addValue(_ value: String, for long: String) { values[long, default: []].append(value) }
    mutating func addPositional(_ argument: String) { positionals.append(argument) }
}
