import Foundation
import TestSupport
import Testing

/// `plistc completions bash|zsh|fish`: each script matches its golden, is valid in its shell,
/// and completes commands, options and paths when the shell runs it.
struct CompletionsTests {
    private static func script(_ shell: String) -> String {
        let run = CapturedRun(["completions", shell])
        #expect(run.status == 0, "\(run.error)")
        return run.output
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func eachScriptMatchesItsGolden(shell: String) {
        let golden = Fixtures.directory + "/completions/plistc.\(shell)"
        #expect(
            Golden.check(Self.script(shell), against: golden) == nil,
            "run PLISTC_RECORD=1 swift test after changing an option")
    }

    @Test func aShellPlistcHasNoScriptForIsAUsageError() {
        let typo = CapturedRun(["completions", "bsh"])
        #expect(typo.status == 2 && typo.error.contains("did you mean 'bash'?"), "\(typo.error)")
        #expect(CapturedRun(["completions"]).error.contains("completions takes one shell: bash, zsh or fish"))
    }

    /// bash, as its completion calls the function: the command, an option, a path after an
    /// option that takes one, and the commands after `help`.
    @Test func bashCompletesCommandsOptionsAndPaths() throws {
        let result = try Fixtures.withTemporaryFolder("completions", files: ["plistc.bash": Self.script("bash")]) {
            root in
            try ProcessResult.run(
                "/bin/bash",
                [
                    "-c",
                    """
                    source '\(root)/plistc.bash'
                    at() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _plistc; echo "${COMPREPLY[*]}"; }
                    cd '\(Fixtures.directory)'
                    at plistc li; at plistc lint --str; at plistc build -o Noteworth; at plistc help bu; at plistc dump Noteworth
                    """,
                ])
        }
        #expect(
            result.output == "lint\n--strict --strings\nNoteworthy.plist\nbuild\nNoteworthy.plist\n", "\(result.error)")
    }

    @Test(.enabled(if: Installed.shellcheck != nil, Installed.shellcheckMissing))
    func bashScriptPassesShellCheck() throws {
        let checked = try Fixtures.withTemporaryFolder("completions", files: ["plistc.bash": Self.script("bash")]) {
            root in try ProcessResult.run(try #require(Installed.shellcheck), ["-s", "bash", root + "/plistc.bash"])
        }
        #expect(checked.status == 0, "\(checked.output)")
    }

    /// zsh: the script parses, and with `_arguments` and `_describe` standing in for zsh's own,
    /// it hands them each command's options as specs, either spelling of an option excluding
    /// the other.
    @Test(.enabled(if: Installed.zsh != nil, Installed.zshMissing))
    func zshHandsItsSpecsToArguments() throws {
        let zsh = try #require(Installed.zsh)
        let result = try Fixtures.withTemporaryFolder("completions", files: ["_plistc": Self.script("zsh")]) { root in
            #expect(try ProcessResult.run(zsh, ["-n", root + "/_plistc"]).status == 0)
            return try ProcessResult.run(
                zsh,
                [
                    "-fc",
                    """
                    _describe() { print -rl -- "${(@P)4}"; }
                    _arguments() { print -rl -- "$@"; }
                    words=(plistc fit x); CURRENT=3; source '\(root)/_plistc'
                    commands=(); words=(plistc bu); CURRENT=2; source '\(root)/_plistc'
                    """,
                ])
        }
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "(--output -o)--output[write the report to FILE (atomically; - for standard output)]:file:_files"),
            "\(result.output)\(result.error)")
        #expect(
            lines.contains("(--output -o)-o[write the report to FILE (atomically; - for standard output)]:file:_files"))
        #expect(lines.contains("--config[use this configuration instead of the nearest .plistc.json]:file:_files"))
        #expect(lines.contains("*:file:_files"))
        #expect(lines.contains("lint:check style dictionaries and report every problem with its location"))
    }

    /// fish: the script parses, and fish's own completer offers the command, its options and
    /// paths.
    @Test(.enabled(if: Installed.fish != nil, Installed.fishMissing))
    func fishCompletesCommandsOptionsAndPaths() throws {
        let fish = try #require(Installed.fish)
        let result = try Fixtures.withTemporaryFolder("completions", files: ["plistc.fish": Self.script("fish")]) {
            root in
            #expect(try ProcessResult.run(fish, ["-n", root + "/plistc.fish"]).status == 0)
            return try ProcessResult.run(
                fish,
                [
                    "--no-config", "-c",
                    """
                    source '\(root)/plistc.fish'; cd '\(Fixtures.directory)'
                    complete -C 'plistc li'; complete -C 'plistc lint --stri'; complete -C 'plistc build -o Noteworth'
                    """,
                ])
        }
        #expect(
            result.output
                == "lint\tcheck style dictionaries and report every problem with its location\n--strict\twarnings fail the run too\n--strings\ta String Catalog (.xcstrings) or .strings file to measure (repeatable)\nNoteworthy.plist\n",
            "\(result.error)")
    }
}
