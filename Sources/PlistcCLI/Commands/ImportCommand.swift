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
            project's sets in its $metadata.json order, or those of --theme's themes, its
            "source" sets for reference only), a later one over an earlier one;
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
        options: [
            output, rem, remBase, theme, verbose, CheckOptions.config, FontOptions.fonts, FontOptions.platformFonts,
        ],
        missingInputs: "import needs TOKENS.json files or folders (or - for standard input)",
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the plist to FILE (atomically; - for standard output)")
    static let rem = ValueOption(
        "rem", value: "POINTS", help: "points in one rem (default: .plistc.json's \"rem\", else 16)")
    static let remBase = ValueOption("rem-base", value: "POINTS", help: "the same as --rem")
    static let theme = ValueOption(
        "theme", value: "NAME",
        help: "read the token sets of a Tokens Studio theme (NAME or GROUP/NAME; repeatable, one per group)")
    static let verbose = Flag(
        "verbose", short: "v", help: "say which format each file was read in, and how each style's token was found")

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard !arguments.positionals.isEmpty, arguments.positionals.count == 1 || !arguments.positionals.contains("-")
        else {
            throw UsageError("import takes TOKENS.json files or folders (or - alone, for standard input)")
        }
        let fontRequest = try FontOptions.Request(arguments, verbose: false)
        var choice = ThemeChoice(names: arguments.values(theme))
        let tokenInputs: [TokenSources.Input]
        do throws(TokenSources.Failure) {
            tokenInputs = try TokenSources.inputs(arguments.positionals, choice: &choice)
            if tokenInputs.isEmpty {
                throw .io(FileSystem.failure(arguments.positionals[0], "holds no .json token file"))
            }
        } catch {
            report(error, console: console)
            return .usageOrIO
        }
        let inputs = tokenInputs.map(\.source)
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
        guard let tokenFiles = tokenFiles(documents, tokenInputs, choice: &choice, console: console) else {
            return .usageOrIO
        }
        let found = try FontOptions.availability(
            of: FontOptions.paths(fontRequest, configuration: configuration), fontRequest, reader: PlistReader(),
            console: console)
        // Without font files, iOS's own fonts count unless --platform-fonts none says not.
        let noFiles = fontRequest.platformFonts == .none ? FontAvailability(faces: [], builtIn: []) : nil
        let imported = TokenImport(
            tokenFiles, styles: configuration?.styles ?? [:], remBase: base, fonts: found?.fonts ?? noFiles)
        if arguments.flag(verbose) { explain(imported, of: tokenFiles, choice: choice, console: console) }
        for diagnostic in choice.notes + imported.diagnostics {
            console.printError(TextReporter.line(for: diagnostic))
        }
        // A font path that could not be read: the names may be guesses, so nothing is written.
        guard (found?.unreadable ?? 0) == 0 else { return .usageOrIO }
        guard !imported.diagnostics.contains(where: { $0.severity == .error }) else { return .findings }
        return deliver(StyleDictionaryWriter.render(imported.entries), to: arguments[output], console: console)
    }

    /// The files to import of `documents`, each with the sets its themes read, or nil (with the
    /// failure printed) when `--theme` names no theme of them.
    private static func tokenFiles(
        _ documents: [(root: JSONValue, path: String)], _ inputs: [TokenSources.Input], choice: inout ThemeChoice,
        console: Console
    ) -> [TokenFile]? {
        var files: [TokenFile] = []
        do throws(TokenSources.Failure) {
            for (document, input) in zip(documents, inputs) {
                files.append(try file(document, referenceOnly: input.referenceOnly, choice: &choice))
            }
            if !choice.names.isEmpty && !choice.sawThemes, let first = files.first {
                throw .io(
                    IOFailure(
                        path: first.path,
                        reason:
                            "has no Tokens Studio themes for --theme: a project's $themes.json (beside $metadata.json), or an export's \"$themes\""
                    ))
            }
        } catch {
            report(error, console: console)
            return nil
        }
        return files
    }

    /// `--verbose`: each file's format, the sets each theme reads, and how each style's token
    /// was found, at the token.
    private static func explain(
        _ imported: TokenImport, of files: [TokenFile], choice: ThemeChoice, console: Console
    ) {
        for (file, format) in zip(files, imported.formats) {
            let use = file.referenceOnly ? ", for reference only" : ""
            console.printError(TextReporter.printable("\(file.path): read as \(format)\(use)"))
        }
        for reading in choice.readings { console.printError(TextReporter.printable(reading)) }
        for mapping in imported.mappings {
            console.printError(
                TextReporter.printable(
                    "\(mapping.location): \(mapping.style.rawValue) is '\(mapping.token)', \(mapping.explanation)"))
        }
    }

    /// The file to import of `document`: with the sets its own themes (`$themes`, a Tokens
    /// Studio export's) read, when it has them.
    private static func file(
        _ document: (root: JSONValue, path: String), referenceOnly: Bool, choice: inout ThemeChoice
    ) throws(TokenSources.Failure) -> TokenFile {
        var file = TokenFile(root: document.root, path: document.path, referenceOnly: referenceOnly)
        if let export = TokenThemes.ofExport(document.root, path: document.path) {
            file.sets = try choice.sets(of: export.themes, order: export.order, setCount: export.setCount)
        }
        return file
    }

    /// Prints a failure to find the inputs: a file's, or a `--theme` the tokens lack.
    private static func report(_ failure: TokenSources.Failure, console: Console) {
        switch failure {
        case .io(let failure): console.printError(TextReporter.line(for: failure))
        case .theme(let diagnostic): console.printError(TextReporter.line(for: diagnostic))
        }
    }

    /// Each input's bytes and the path to show, or nil (with the failure printed).
    private static func read(_ inputs: [InputSource], console: Console) -> [(bytes: [UInt8], path: String)]? {
        do throws(IOFailure) {
            return try inputs.map { input throws(IOFailure) in
                (
                    try input.readWhole(
                        maxBytes: 64 << 20, advice: "a token file is at most 64 MiB; split the tokens into several",
                        console: console), input.displayPath
                )
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
