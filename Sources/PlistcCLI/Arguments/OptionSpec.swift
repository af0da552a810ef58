/// One option a command accepts: `--long`, an optional `-s` short form, and whether it takes a
/// value. Commands declare their options as a table of these.
struct OptionSpec: Sendable {
    let long: String
    let short: Character?
    /// The placeholder for the option's value in help (`N`, `PATH`), or `nil` for a flag.
    let valueName: String?
    let help: String

    init(_ long: String, short: Character? = nil, value valueName: String? = nil, help: String) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
    }

    static let help = OptionSpec("help", short: "h", help: "show this help")

    /// `-s, --long VALUE`, as help lists it.
    var synopsis: String {
        let shortForm = short.map { "-\($0), " } ?? "    "
        return shortForm + "--" + long + (valueName.map { " " + $0 } ?? "")
    }
}
