import PlistcDiagnostics
import PlistcGenerators
import PlistcKit
import PlistcStyleDictionary

/// `plistc build`: the resolved type scale of style dictionaries.
enum BuildCommand: Command {
    static let name = "build"
    static let spec = CommandSpec(
        name: name,
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
            ScaleOptions.emit.option, ScaleOptions.categories, output, check, ScaleOptions.model, ScaleOptions.rounding,
            allowFallbacks, typeName,
            accessLevel, modifierName, modifierPerFile, onlyDefined, includeFallbacks, reporter, CheckOptions.config,
        ] + CheckOptions.prediction + FontOptions.all + ReaderOptions.all,
        missingInputs: "build needs at least one FILE (or - for standard input); for Apple's table, see plistc scale",
        run: { arguments, console throws(UsageError) in
            try BuildSession(try BuildRequest(arguments, delivery: .build(try target(arguments))), host: console.host)
                .run()
        }
    )

    static let output = ValueOption(
        "output", short: "o", value: "PATH",
        help: "write to PATH (a directory for several files; - for standard output)")
    static let check = Flag("check", help: "compare with the existing output instead of writing: status 1 when stale")
    static let allowFallbacks = Flag("allow-fallbacks", help: "build despite errors, showing what the device does")
    static let typeName = ValueOption(
        "type-name", value: "NAME", help: "Swift: the enum's name (default: from the file, NoteworthyTypography)")
    static let accessLevel = ValueOption(
        "access-level", value: "LEVEL", help: "Swift: public (default), internal or package")
    static let modifierName = ValueOption(
        "modifier-name", value: "NAME",
        help: "Swift: the View method that applies a style (default typography: Text(\"x\").typography(.body))")
    static let modifierPerFile = Flag(
        "modifier-per-file",
        help: "Swift: name the View method after the file (brand for Brand.plist), for several files in one module")
    static let onlyDefined = Flag(
        "only-defined", help: "Swift: cases only for styles with a custom font (default: all eleven)")
    static let includeFallbacks = Flag(
        "include-fallbacks", help: "Swift: a case for every style, the default (kept for older scripts)")
    static let reporter = ValueOption(
        "reporter", short: "r", value: "NAME", help: "format of the problems on standard error (see lint)")

    /// Where and how the scales go: `--emit`, `-o`, `--check`, `--allow-fallbacks` and the
    /// Swift options.
    static func target(_ arguments: ParsedArguments) throws(UsageError) -> ScaleDelivery.BuildTarget {
        let output = arguments[output].flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        if arguments.flag(check) && output == nil {
            throw UsageError("--check compares with an output file: give it with -o PATH")
        }
        if arguments.flag(onlyDefined) && arguments.flag(includeFallbacks) {
            throw UsageError("--only-defined and --include-fallbacks contradict each other: give one")
        }
        let accessLevel = try ScaleOptions.choice(
            arguments[accessLevel] ?? "public", of: SwiftOptions.AccessLevel.self, option: accessLevel)
        return ScaleDelivery.BuildTarget(
            format: try ScaleOptions.emit.format(arguments), output: output, check: arguments.flag(check),
            allowFallbacks: arguments.flag(allowFallbacks),
            swift: SwiftOptions(
                typeName: try type(arguments),
                accessLevel: accessLevel, onlyDefined: arguments.flag(onlyDefined),
                modifierName: try modifier(arguments)))
    }

    /// `--modifier-name`, by default `typography`; `nil` (each file's own name: `brand` for
    /// `Brand.plist`) with `--modifier-per-file` or several inputs, so that files generated
    /// together never clash.
    private static func modifier(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        let perFile = arguments.flag(modifierPerFile) || arguments.positionals.count > 1
        guard let name = try identifier(modifierName, in: arguments, what: "a Swift method name") else {
            return perFile ? nil : "typography"
        }
        if perFile {
            throw UsageError(
                "--modifier-name gives one name, but several files (or --modifier-per-file) need one each: leave it out, and each file's is named after it (Brand.plist: brand)"
            )
        }
        return name
    }

    /// `--type-name`, which names the type of a single file.
    private static func type(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        let name = try identifier(typeName, in: arguments, what: "a Swift type name")
        if name != nil && arguments.positionals.count > 1 {
            throw UsageError(
                "--type-name would give every file the same type, which clash in one module: leave it out, and each file's is named after it (Brand.plist: BrandTypography)"
            )
        }
        return name
    }

    /// The option's value, which must be a Swift identifier; `nil` when not given.
    private static func identifier(_ option: ValueOption, in arguments: ParsedArguments, what: String)
        throws(UsageError) -> String?
    {
        guard let name = arguments[option] else { return nil }
        guard isIdentifier(name) else {
            throw UsageError(
                "--\(option.spec.long) '\(name)' is not \(what): use letters, digits and _, not starting with a digit")
        }
        guard !SwiftOptions.reservedNames.contains(name) else {
            throw UsageError(
                "--\(option.spec.long) '\(name)' is a Swift keyword or a SwiftUI name the generated code would clash with: choose another"
            )
        }
        return name
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
