import PlistcDiagnostics
import PlistcKit
import PlistcStyleDictionary

/// `plistc lint`: checks style dictionaries and predicts what ScaledFont does with them.
enum LintCommand: Command {
    static let name = "lint"
    static let spec = CommandSpec(
        name: name,
        summary: "check style dictionaries and report every problem with its location",
        synopsis: "plistc lint [options] [PATH...]",
        discussion: """
            PATH is a file, a directory (searched recursively for *.plist files that look like
            style dictionaries, skipping hidden entries), or - for standard input; with no PATH,
            the current directory is searched. The report goes to standard output (or to
            --output FILE), the text report as
              path:line:col: severity: message [rule-id]
            and standard error holds plistc's own messages only. Settings come from the
            nearest .plistc.json above each file; see plistc rules and plistc explain RULE.
            --fix applies every fix that is safe (plistc explain RULE says which rules have
            them) to the files in place, keeping every other byte, prints each as
              path:line:col: fixed: what changed [rule-id]
            on standard error, then reports what remains; --fix-dry-run (or --diff) prints a
            unified diff instead. Exit status: 0 when no errors, 1 when errors were found (or
            warnings, with --strict), 2 for a usage problem, a configuration error or an
            unreadable file; with --fix, of what remains.
            """,
        options: [
            reporter, output, strict, requireAllStyles, disable, enable, CheckOptions.config, CheckOptions.maxFindings,
            CheckOptions.runtime, CheckOptions.ios, ScaleOptions.model,
            ScaleOptions.rounding, fix, fixDryRun, diff, fixIBTextStyle, styleDictionariesOnly,
        ]
            + FontOptions.all
            + [sources, FitCommand.strings, FitCommand.sizes, FitCommand.systemFont, jobs, quiet, verbose]
            + ReaderOptions.all,
        run: { arguments, console throws(UsageError) in
            LintSession(try LintRequest(arguments), host: console.host).run()
        }
    )

    static let reporter = ValueOption(
        "reporter", short: "r", value: "NAME",
        help: ReporterKind.choices)
    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the report to FILE (atomically) instead of the terminal")
    static let sources = ValueOption(
        "sources", value: "PATH",
        help:
            "the app's Swift files, storyboards and XIBs, or folders of them, checked for fixed sizes, double scaling, capped sizes and Interface Builder's fonts (repeatable)"
    )
    static let strict = Flag("strict", help: "warnings fail the run too")
    static let requireAllStyles = Flag("require-all-styles", help: "a missing text style is an error, not a note")
    static let disable = ValueOption("disable", value: "RULE", help: "do not run RULE (repeatable)")
    static let enable = ValueOption(
        "enable", value: "RULE", help: "run RULE even where a configuration turns it off (repeatable)")
    static let fix = Flag(
        "fix", help: "apply every safe fix in place (atomically), print what changed, then report what remains")
    static let fixDryRun = Flag(
        "fix-dry-run", help: "print the fixes as a unified diff on standard output instead of writing them")
    static let diff = Flag("diff", help: "the same as --fix-dry-run")
    static let fixIBTextStyle = Flag(
        "fix-ib-text-style",
        help:
            "fix ib-adjusts-without-text-style by giving the view the text style a style dictionary maps its font and size to (implies --fix, or goes with --fix-dry-run)"
    )
    static let styleDictionariesOnly = Flag(
        "style-dictionaries-only",
        help: "skip named files that are not style dictionaries (an Info.plist), as in a directory")
    static let jobs = ValueOption(
        "jobs", short: "j", value: "N",
        help:
            "lint on N threads (default: one, joined by every core once the run has taken a quarter of a second)")
    static let quiet = Flag("quiet", short: "q", help: "print nothing; report through the exit status only")
    static let verbose = Flag("verbose", short: "v", help: "also print each clean or skipped file and a summary")
}
