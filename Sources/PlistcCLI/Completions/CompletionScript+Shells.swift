/// The script of each shell.
extension CompletionScript {
    /// bash: a function for `complete -F` that completes the command, then its options, the
    /// value of an option that takes one as a path, and paths for the rest. It runs in the
    /// bash 3.2 of macOS too (no `mapfile`): replies are read a line each.
    static func bash(_ commands: [Command]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            "# bash completion for plistc (plistc completions bash); source it, or put it in",
            "# ~/.local/share/bash-completion/completions/plistc.",
            "_plistc_reply() {",
            "    COMPREPLY=()",
            "    local reply",
            "    # One reply a line, never expanded as a pattern (bash 3.2 has no mapfile).",
            "    while IFS= read -r reply; do COMPREPLY+=(\"$reply\"); done < <(compgen \"$@\")",
            "}",
            "_plistc() {",
            "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        _plistc_reply -W \(quoted(names + " help")) -- \"$current\"",
            "        return",
            "    fi",
            "    local options='' valued=''",
            "    case ${COMP_WORDS[1]} in",
        ]
        for command in commands {
            let options = command.options.flatMap(spellings).joined(separator: " ")
            let valued = command.options.filter { $0.valueName != nil }.flatMap(spellings).joined(separator: " ")
            lines.append("        \(command.name)) options=\(quoted(options)) valued=\(quoted(valued)) ;;")
        }
        lines += [
            "        help)",
            "            _plistc_reply -W \(quoted(names)) -- \"$current\"",
            "            return",
            "            ;;",
            "    esac",
            "    if [[ \" $valued \" == *\" $previous \"* || $current != -* ]]; then",
            "        _plistc_reply -f -- \"$current\"",
            "    else",
            "        _plistc_reply -W \"$options\" -- \"$current\"",
            "    fi",
            "}",
            "complete -o filenames -o bashdefault -F _plistc plistc",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// zsh: a `#compdef` function that describes the commands, and for each its options
    /// (`_arguments`, with their help) and files.
    static func zsh(_ commands: [Command]) -> String {
        var lines = [
            "#compdef plistc",
            "# zsh completion for plistc (plistc completions zsh); put it in a folder of $fpath as _plistc.",
            "_plistc() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands + [Command(name: "help", summary: "show help for a command", options: [])] {
            lines.append("        \(quoted(command.name + ":" + command.summary))")
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'plistc command' commands",
            "        return",
            "    fi",
            "    case $words[2] in",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            lines.append("            _arguments -s \\")
            for option in command.options {
                lines.append("                \(zshSpec(option)) \\")
            }
            lines.append("                '*:file:_files'")
            lines.append("            ;;")
        }
        lines += [
            "        help) _describe -t commands 'plistc command' commands ;;",
            "    esac",
            "}",
            "_plistc \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option as `_arguments` takes it: `'(-o --output)'{-o,--output}'[help]:file:_files'`
    /// (either spelling, not both), or `'--strict[help]'`; one whose help says it is
    /// repeatable starts with `*`, so that it is offered again.
    private static func zshSpec(_ option: OptionSpec) -> String {
        // Brackets end the help in a spec: the help's own become parentheses.
        let help = option.help.replacing("[", with: "(").replacing("]", with: ")")
        let rest = quoted("[" + help + "]" + (option.valueName.map { ":" + $0.lowercased() + ":_files" } ?? ""))
        let names = spellings(option)
        if option.help.contains("repeatable") { return quoted("*" + names[0]) + rest }
        guard names.count > 1 else { return quoted(names[0]) + rest }
        return quoted("(" + names.joined(separator: " ") + ")") + "{" + names.joined(separator: ",") + "}" + rest
    }

    /// fish: `complete` lines, the commands while none is given, each command's options once it is.
    static func fish(_ commands: [Command]) -> String {
        var lines = [
            "# fish completion for plistc (plistc completions fish); put it in",
            "# ~/.config/fish/completions/plistc.fish.",
            "complete -c plistc -f",
        ]
        let names = (commands.map(\.name) + ["help"]).joined(separator: " ")
        for command in commands + [Command(name: "help", summary: "show help for a command", options: [])] {
            lines.append(
                "complete -c plistc -n \(quoted("not __fish_seen_subcommand_from \(names)", fish: true)) -a \(command.name) -d \(quoted(command.summary, fish: true))"
            )
        }
        for command in commands {
            let condition = quoted("__fish_seen_subcommand_from \(command.name)", fish: true)
            lines.append("complete -c plistc -n \(condition) -F")
            for option in command.options {
                let short = option.short.map { " -s \($0)" } ?? ""
                let value = option.valueName == nil ? "" : " -r -F"
                lines.append(
                    "complete -c plistc -n \(condition)\(short) -l \(option.long)\(value) -d \(quoted(option.help, fish: true))"
                )
            }
        }
        lines.append(
            "complete -c plistc -n \(quoted("__fish_seen_subcommand_from help", fish: true)) -a \(quoted(commands.map(\.name).joined(separator: " "), fish: true))"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
