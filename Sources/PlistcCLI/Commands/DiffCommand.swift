import PlistcGenerators
import PlistcKit

/// `plistc diff`: what a change to a style dictionary does on the device.
enum DiffCommand: Command {
    static let name = "diff"
    static let spec = CommandSpec(
        name: name,
        summary: "compare two versions of a style dictionary as the device shows them",
        synopsis: "plistc diff [options] OLD NEW | plistc diff --git-base REF [options] [PATHSPEC...]",
        discussion: """
            Each side is a file, - for standard input, /dev/null for none (an added or removed
            dictionary), or REV:PATH read from git (origin/main:Fonts/Brand.plist; a path from
            the top of the work tree, or ./ for this folder; :PATH for what is staged). Both are
            resolved under the same model, rounding, runtime and configuration (the new side's
            .plistc.json, or --config) and compared: every style at every content size that
            changed, styles that start or stop falling back to the system font, other
            properties, and lint findings added and resolved (matched by rule and message, not
            by line). --git-base REF compares every changed dictionary in the work tree with
            where HEAD left REF. Status 0, or 1 when --fail-on's change is found; 2 for usage
            or I/O problems.
            """,
        options: [
            emit.option, output, failOn, gitBase, ScaleOptions.model, ScaleOptions.rounding, ScaleOptions.categories,
            CheckOptions.config,
        ] + CheckOptions.prediction + FontOptions.all + ReaderOptions.all,
        run: { arguments, console throws(UsageError) in
            try DiffSession(try DiffRequest(arguments), host: console.host).run()
        }
    )

    static let emit = EmitOption(
        [(.text, DiffFormat.text), (.markdown, .md), (.json, .json), (.html, .html)],
        notes: [.text: "the changed rows", .markdown: "a pull request comment", .html: "both specimens"])
    static let output = ValueOption("output", short: "o", value: "PATH", help: "write to PATH (- for standard output)")
    static let failOn = ValueOption(
        "fail-on", value: "WHAT",
        help: "exit 1 on: fallback (a style starts falling back), findings (one is added) or any (any change)")
    static let gitBase = ValueOption(
        "git-base", value: "REF",
        help: "compare every changed .plist style dictionary with where HEAD left REF (git merge-base)")
}
