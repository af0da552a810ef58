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
        synopsis: "plistc import [options] TOKENS.json|FOLDER...",
        discussion: """
            Reads DTCG ($value, $type), Tokens Studio (value and type, or $-prefixed, with its
            token sets in $metadata.tokenSetOrder) and Style Dictionary's classic format (value),
            from several files or folders (a folder's .json files by path, or a Tokens Studio
            project's sets in its $metadata.json order), a later one over an earlier one;
            groups, type inheritance and {group.token} aliases, whole or inside arithmetic
            ({size.base} * 1.25, roundTo(...)); each typography token
            named like a text style (body, largeTitle, large-title; title1 as title), or mapped
            by "styles" in the nearest .plistc.json ({"styles": {"brand.text.body": "body"}}),
            becomes that style's entry. px are points, rem are multiplied by --rem. The
            PostScript name comes from a plistc export's $extensions, else from the first family
            of the token's stack that a --fonts face or an iOS font has, chosen as CSS matches
            fonts, else a guess, with a warning. Problems are printed as
              tokens.json:line:col: severity: message [\(TokenFinding.ruleID)]
            a problem in a token no style uses is a warning and the token is skipped; an error
            in a style's token, or no token mapping to a style, writes nothing (status 1). The dictionary is written as Xcode writes
            property lists, to -o FILE (atomically) or standard output.
            """,
        options: [output, rem, remBase, verbose, CheckOptions.config, FontOptions.fonts, FontOptions.platformFonts],
        missingInputs: "import needs TOKENS.json files or folders (or - for standard input)",
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the plist to FILE (atomically; - for standard output)")
    static let rem = ValueOption(
        "rem", value: "POINTS", help: "points in one rem (default: .plistc.json's \"rem\", else 16)")
    static let remBase = ValueOption("rem-base", value: "POINTS", help: "the same as --rem")
    static let verbose = Flag("verbose", short: "v", help: "say which token format the file was read in")

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard !arguments.positionals.isEmpty, arguments.positionals.count == 1 || !arguments.positionals.contains("-")
        else {
            throw UsageError("import takes TOKENS.json files or folders (or - alone, for standard input)")
        }
        let fontRequest = try FontOptions.Request(arguments, verbose: false)
        let inputs: [InputSource]
        do throws(IOFailure) {
            inputs = try TokenSources.inputs(arguments.positionals)
            if inputs.isEmpty { throw FileSystem.failure(arguments.positionals[0], "holds no .json token file") }
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        let first = inputs[0]
        if let target = arguments[output] {
            try OutputFile.ReadFiles(
                OutputFile.filesRead(
                    besides: inputs.compactMap(\.filePath), configuration: arguments[CheckOptions.config],
                    fonts: fontRequest),
                readsStandardInput: first == .standardInput
            ).refuse(target)
        }
        let configuration: ConfigurationFile?
        do throws(IOFailure) {
            if let explicit = arguments[CheckOptions.config] {
                configuration = try ConfigurationFile.load(explicit)
            } else {
                configuration = try ConfigurationFinder().configuration(for: first.filePath)
            }
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        let base = try remPoints(arguments) ?? configuration?.rem ?? 16
        guard let files = read(inputs, console: console) else { return .usageOrIO }
        guard let documents = parsed(files, console: console) else { return .findings }
        let found = try FontOptions.availability(
            of: FontOptions.paths(fontRequest, configuration: configuration), fontRequest, reader: PlistReader(),
            console: console)
        // Without font files, iOS's own fonts count unless --platform-fonts none says not.
        let noFiles = fontRequest.platformFonts == .none ? FontAvailability(faces: [], builtIn: []) : nil
        let imported = TokenImport(
            documents, styles: configuration?.styles ?? [:], remBase: base, fonts: found?.fonts ?? noFiles)
        if arguments.flag(verbose) {
            for (document, format) in zip(documents, imported.formats) {
                console.printError("\(document.path): read as \(format)")
            }
        }
        for diagnostic in imported.diagnostics { console.printError(TextReporter.line(for: diagnostic)) }
        // A font path that could not be read: the names may be guesses, so nothing is written.
        guard (found?.unreadable ?? 0) == 0 else { return .usageOrIO }
        guard !imported.diagnostics.contains(where: { $0.severity == .error }) else { return .findings }
        return deliver(StyleDictionaryWriter.render(imported.entries), to: arguments[output], console: console)
    }

    /// Each input's bytes and the path to show, or nil (with the failure printed).
    private static func read(_ inputs: [InputSource], console: Console) -> [(bytes: [UInt8], path: String)]? {
        do throws(IOFailure) {
            return try inputs.map { input throws(IOFailure) in
                (try input.read(limit: 64 << 20, console: console), input.displayPath)
            }
        } catch {
            console.printError(TextReporter.line(for: error))
            return nil
        }
    }

    /// Each file's JSON, or nil (with the syntax errors printed, each located in its file).
    private static func parsed(_ files: [(bytes: [UInt8], path: String)], console: Console)
        -> [(root: JSONValue, path: String)]?
    {
        var documents: [(root: JSONValue, path: String)] = []
        var failed = false
        for file in files {
            do throws(JSONSyntaxError) {
                documents.append((try JSONParser.parse(file.bytes), file.path))
            } catch {
                let location = SourceLocation(file: file.path, line: error.line, column: error.column)
                console.printError(TextReporter.line(for: TokenFinding.diagnostic(error.message, at: location)))
                failed = true
            }
        }
        return failed ? nil : documents
    }

    /// `--rem` (or `--rem-base`): points in one rem, or nil when neither is given.
    private static func remPoints(_ arguments: ParsedArguments) throws(UsageError) -> Double? {
        let given = [(rem, "--rem"), (remBase, "--rem-base")].compactMap { option, spelling in
            arguments[option].map { (text: $0, spelling: spelling) }
        }
        guard let (text, spelling) = given.first else { return nil }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw UsageError("\(spelling) '\(text)' is not a positive number of points")
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
