import PlistcKit

/// A subcommand: its name, known without making its spec, and its spec, made only when the
/// command is the one run (or its help is shown): a run pays for one command's help texts and
/// option tables, not nine.
protocol Command {
    /// The word that selects it, such as `lint`.
    static var name: String { get }
    static var spec: CommandSpec { get }
}

/// One subcommand: its name, its help and its options table, and what it does.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    let synopsis: String
    let discussion: String
    let options: [any CommandOption]
    /// The usage error when the command is given no positional argument, for commands that
    /// need at least one; `nil` for the others.
    var missingInputs: String? = nil
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> RunOutcome

    /// Every option, `--help` included.
    var allOptions: [OptionSpec] { options.map(\.spec) + [Flag.help.spec] }

    /// The text of `plistc help NAME`.
    var helpText: String {
        """
        OVERVIEW: \(summary)

        USAGE: \(synopsis)

        \(discussion)

        OPTIONS:
        \(HelpFormatter.table(allOptions.map { ($0.synopsis, $0.help) }))
        """
    }
}

/// Lays out two-column help tables.
enum HelpFormatter {
    static func table(_ rows: [(String, String)]) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { left, right in
            "  " + left + String(repeating: " ", count: width - left.count) + right
        }.joined(separator: "\n")
    }
}
