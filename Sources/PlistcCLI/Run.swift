import PlistcDiagnostics
import PlistcIO
import PlistcKit
import PlistcPropertyList

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs plistc with the given arguments (without the program name) and returns the exit
/// status: 0 clean, 1 errors found, 2 a usage or I/O problem.
///
/// - Parameters:
///   - arguments: The command line after `plistc`, such as `["lint", "Fonts/"]`.
///   - console: Where output goes; the process's own streams by default.
public func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    Program(console: console).run(arguments).rawValue
}

/// Runs plistc with the process's arguments and exits with its status: all that `main.swift`
/// does. A signal that ends it first removes any temporary file it was writing
/// (`TemporaryFiles`).
public func runAsProcess() -> Never {
    TemporaryFiles.installSignalHandlers()
    exit(run(Array(CommandLine.arguments.dropFirst())))
}

/// The top level: dispatches to a command, or prints help or the version.
struct Program {
    let console: Console

    /// Every command, in the order help lists them.
    static var commands: [any Command.Type] {
        [
            LintCommand.self, BuildCommand.self, PreviewCommand.self, ScaleCommand.self, FontsCommand.self,
            DumpCommand.self, FitCommand.self, DiffCommand.self, ImportCommand.self, RulesCommand.self,
            ExplainCommand.self, CompletionsCommand.self,
        ]
    }

    /// The spec of the command called `name`, or `nil` when there is none.
    static func command(named name: String) -> CommandSpec? {
        commands.first(where: { $0.name == name })?.spec
    }

    func run(_ arguments: [String]) -> RunOutcome {
        guard let first = arguments.first else {
            console.writeError(Self.helpText)
            return .usageOrIO
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case _ where Self.helpWords.contains(first):
            return help(for: rest.first)
        case "--version", "-V":
            console.print("plistc \(plistcVersion) (libxml2 \(PlistReader.libxml2Version))")
            return .clean
        default:
            guard let command = Self.command(named: first) else {
                return usageError(unknownCommand(first), help: "plistc --help")
            }
            return run(command, rest)
        }
    }

    private func run(_ command: CommandSpec, _ arguments: [String]) -> RunOutcome {
        do throws(UsageError) {
            let parsed = try ArgumentParser(options: command.allOptions).parse(arguments)
            if parsed.flag(Flag.help) {
                console.print(command.helpText)
                return .clean
            }
            if let message = command.missingInputs, parsed.positionals.isEmpty { throw UsageError(message) }
            return try command.run(parsed, console)
        } catch {
            return usageError("plistc \(command.name): \(error.message)", help: "plistc \(command.name) --help")
        }
    }

    private func help(for name: String?) -> RunOutcome {
        guard let name else {
            console.writeOutput(Self.helpText)
            return .clean
        }
        if Self.helpWords.contains(name) {
            console.print(Self.helpOfHelp)
            return .clean
        }
        guard let command = Self.command(named: name) else {
            return usageError(unknownCommand(name), help: "plistc --help")
        }
        console.print(command.helpText)
        return .clean
    }

    /// The words that ask for help, first on the command line or after `help`.
    static let helpWords: Set<String> = ["help", "--help", "-h"]

    /// What `plistc help help` prints: the help command's own usage.
    static let helpOfHelp = """
        OVERVIEW: show help for plistc or for one of its commands

        USAGE: plistc help [COMMAND]

        Without COMMAND, lists the commands; plistc COMMAND --help is the same as plistc help COMMAND.
        """

    private func unknownCommand(_ word: String) -> String {
        if word.hasPrefix("-") { return "plistc: unknown option '\(word)'" }
        let names = Self.commands.map { $0.name } + ["help"]
        let hint = UsageError.suggestion(for: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "plistc: unknown command '\(word)'\(hint)"
    }

    private func usageError(_ message: String, help: String) -> RunOutcome {
        console.printError(TextReporter.printable(message))
        console.printError("See '\(help)'.")
        return .usageOrIO
    }

    static var helpText: String {
        let commandRows = commands.map { ($0.name, $0.spec.summary) } + [("help", "show help for a command")]
        return """
            OVERVIEW: plistc checks font style dictionaries, the property lists that give custom
            fonts Dynamic Type on iOS, reports every problem with its location, and shows the
            type scale they give at every content size.

            USAGE: plistc <command> [options]

            COMMANDS:
            \(HelpFormatter.table(commandRows))

            OPTIONS:
            \(HelpFormatter.table([("-h, --help", "show this help"), ("-V, --version", "show the versions of plistc and libxml2")]))

            See 'plistc help <command>' for a command's options.

            """
    }
}
