import Generators
import PropertyList
import StyleDictionary

/// `plistc build`: the resolved type scale of style dictionaries.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "show every text style at all 12 content sizes, as the device will",
        synopsis: "plistc build [options] FILE...",
        discussion: """
            Checks each file first, with the rules and configuration of plistc lint (problems on
            standard error); errors stop the build with status 1 unless --allow-fallbacks, which
            shows what the device does instead. Custom styles scale by --model and --rounding;
            styles that fall back use Apple's own sizes. -o writes atomically and leaves an
            up-to-date file untouched; --check compares instead (status 1 when stale). With
            several files, -o names a directory and each file gets its own output.
            """,
        options: [
            ScaleOptions.emit, ScaleOptions.categories, output, check, model, rounding, allowFallbacks, typeName,
            accessLevel, includeFallbacks, reporter, LintCommand.maxFindings,
        ] + FontOptions.all + ReaderOptions.all,
        run: { arguments, console throws(UsageError) in
            try BuildRun(arguments, console: console, mode: .build).run()
        }
    )

    static let output = ValueOption(
        "output", short: "o", value: "PATH", help: "write to PATH (a directory for several files)")
    static let check = Flag("check", help: "compare with the existing output instead of writing: status 1 when stale")
    static let model = ValueOption("model", value: "NAME", help: "uifontmetrics (default) or pointsize")
    static let rounding = ValueOption("rounding", value: "NAME", help: "points (default), pixels@2x, pixels@3x or none")
    static let allowFallbacks = Flag("allow-fallbacks", help: "build despite errors, showing what the device does")
    static let typeName = ValueOption(
        "type-name", value: "NAME", help: "Swift: the enum's name (default: from the file, NoteworthyTypography)")
    static let accessLevel = ValueOption(
        "access-level", value: "LEVEL", help: "Swift: public (default), internal or package")
    static let includeFallbacks = Flag(
        "include-fallbacks", help: "Swift: give styles that use the system font cases too")
    static let reporter = ValueOption(
        "reporter", short: "r", value: "NAME", help: "format of the problems on standard error (see lint)")
}
