import PlistcKit

/// `plistc completions bash|zsh|fish`: the shell's completion script, made from the commands'
/// own specs.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let spec = CommandSpec(
        name: name,
        summary: "print the completion script of a shell: bash, zsh or fish",
        synopsis: "plistc completions bash|zsh|fish",
        discussion: """
            The script completes the commands, each command's options and paths, from the
            same tables as help. bash: source <(plistc completions bash), or save it as
            ~/.local/share/bash-completion/completions/plistc. zsh: save it as _plistc in a
            folder of $fpath. fish: save it as ~/.config/fish/completions/plistc.fish.
            """,
        options: [TextOutput.option],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
                throw UsageError("completions takes one shell: bash, zsh or fish")
            }
            guard let shell = CompletionScript.Shell(rawValue: name) else {
                let names = CompletionScript.Shell.allCases.map(\.rawValue)
                let hint = UsageError.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("there is no completion script for '\(name)'\(hint) (choices: bash, zsh, fish)")
            }
            let commands = Program.commands.filter { $0.name != name }.map { command in
                let spec = command.spec
                return CompletionScript.Command(name: spec.name, summary: spec.summary, options: spec.allOptions)
            }
            let script = CompletionScript.script(for: shell, commands: commands)
            return TextOutput.deliver(script, arguments, console: console) ? .clean : .usageOrIO
        }
    )
}
