import DesignTokens
import Diagnostics
import JSON
import PropertyList
import StyleDictionary

/// `plistc import`: design tokens (DTCG 2025.10 JSON) to a style dictionary.
enum ImportCommand: Command {
    static let name = "import"
    static let spec = CommandSpec(
        name: name,
        summary: "turn design tokens (DTCG 2025.10 JSON) into a style dictionary",
        synopsis: "plistc import [options] TOKENS.json",
        discussion: """
            Reads DTCG ($value, $type), Tokens Studio (value and type, or $-prefixed, with its
            token sets in $metadata.tokenSetOrder) and Style Dictionary's classic format (value);
            groups, type inheritance and {group.token} aliases, whole or inside arithmetic
            ({size.base} * 1.25, roundTo(...)); each typography token
            named like a text style (body, largeTitle, large-title; title1 as title), or mapped
            by "styles" in the nearest .plistc.json ({"styles": {"brand.text.body": "body"}}),
            becomes that style's entry. px are points, rem are multiplied by --rem-base. The
            PostScript name comes from a plistc export's $extensions, else from the first family
            of the token's stack that a --fonts face or an iOS font has, chosen as CSS matches
            fonts, else a guess, with a warning. Problems are printed as
              tokens.json:line:col: severity: message [\(TokenFinding.ruleID)]
            a problem in a token no style uses is a warning and the token is skipped; an error
            in a style's token, or no token mapping to a style, writes nothing (status 1). The dictionary is written as Xcode writes
            property lists, to -o FILE (atomically) or standard output.
            """,
        options: [output, remBase, verbose, CheckOptions.config, FontOptions.fonts, FontOptions.platformFonts],
        missingInputs: "import needs one TOKENS.json file (or - for standard input)",
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the plist to FILE (atomically; - for standard output)")
    static let remBase = ValueOption("rem-base", value: "POINTS", help: "points in one rem (default 16)")
    static let verbose = Flag("verbose", short: "v", help: "say which token format the file was read in")

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError("import takes exactly one TOKENS.json file (or - for standard input)")
        }
        let base = try remBase(arguments)
        let fontRequest = try FontOptions.Request(arguments, verbose: false)
        let input = InputSource(argument: path)
        if let target = arguments[output] {
            try OutputFile.ReadFiles(
                OutputFile.filesRead(
                    besides: [input.filePath].compactMap { $0 }, configuration: arguments[CheckOptions.config],
                    fonts: fontRequest),
                readsStandardInput: input == .standardInput
            ).refuse(target)
        }
        let bytes: [UInt8]
        let configuration: ConfigurationFile?
        do throws(IOFailure) {
            bytes = try input.read(limit: 64 << 20, console: console)
            if let explicit = arguments[CheckOptions.config] {
                configuration = try ConfigurationFile.load(explicit)
            } else {
                configuration = try ConfigurationFinder().configuration(for: input.filePath)
            }
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        let found = try FontOptions.availability(
            of: FontOptions.paths(fontRequest, configuration: configuration), fontRequest, reader: PlistReader(),
            console: console)
        let fonts = found?.fonts
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(bytes)
        } catch {
            let location = SourceLocation(file: input.displayPath, line: error.line, column: error.column)
            console.printError(TextReporter.line(for: TokenFinding.diagnostic(error.message, at: location)))
            return .findings
        }
        let imported = TokenImport(
            root, path: input.displayPath, styles: configuration?.styles ?? [:], remBase: base, fonts: fonts)
        if arguments.flag(verbose) { console.printError("\(input.displayPath): read as \(imported.format)") }
        for diagnostic in imported.diagnostics { console.printError(TextReporter.line(for: diagnostic)) }
        // A font path that could not be read: the names may be guesses, so nothing is written.
        guard (found?.unreadable ?? 0) == 0 else { return .usageOrIO }
        guard !imported.diagnostics.contains(where: { $0.severity == .error }) else { return .findings }
        return deliver(StyleDictionaryWriter.render(imported.entries), to: arguments[output], console: console)
    }

    /// `--rem-base`: points in one rem (16 when not given).
    private static func remBase(_ arguments: ParsedArguments) throws(UsageError) -> Double {
        guard let text = arguments[remBase] else { return 16 }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw UsageError("--rem-base '\(text)' is not a positive number of points")
        }
        return value
    }

    /// Writes the dictionary to `-o` (`FileSystem.writeOutput`), or to standard output.
    private static func deliver(_ text: String, to target: String?, console: Console) -> ExitStatus {
        guard let target, !OutputFile.isStandardOutput(target) else {
            console.writeOutput(text)
            return .clean
        }
        do throws(IOFailure) {
            try FileSystem.writeOutput(text, to: target)
            return .clean
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
    }
}
