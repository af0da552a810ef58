/// A shell's completion script for plistc, made from the same command specs as help, so that
/// what a shell completes is what plistc takes: the commands, each command's options (with
/// their help where the shell shows it), and paths for their values and arguments.
enum CompletionScript {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What a script is made of: each command with its summary and options.
    struct Command {
        let name: String
        let summary: String
        let options: [OptionSpec]
    }

    /// The script for `shell`, completing `commands` (and `help`, which completes a command).
    static func script(for shell: Shell, commands: [Command]) -> String {
        switch shell {
        case .bash: bash(commands)
        case .zsh: zsh(commands)
        case .fish: fish(commands)
        }
    }

    /// `text` inside single quotes, for any of the three shells: each `'` closes the quote,
    /// is escaped, and opens it again (fish reads `\'` inside quotes; bash and zsh read the
    /// `'\''` sequence).
    static func quoted(_ text: String, fish: Bool = false) -> String {
        let escaped =
            fish
            ? text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
            : text.replacing("'", with: "'\\''")
        return "'" + escaped + "'"
    }

    /// An option as the shell types it: `--long`, and `-s` when it has one.
    static func spellings(_ option: OptionSpec) -> [String] {
        ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
    }
}
