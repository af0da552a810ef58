import PlistcDesignTokens
import PlistcDiagnostics
import PlistcIO
import PlistcJSON
import PlistcPropertyList
import PlistcStyleDictionary

/// `plistc import`: design tokens read, their typography tokens mapped to text styles, and
/// the style dictionary they make written, or the problems that stop it reported.
package struct ImportSession {
    package let request: ImportRequest
    package let host: SessionHost

    /// A session that runs `request`, saying what it finds to `host`.
    package init(_ request: ImportRequest, host: SessionHost) {
        self.request = request
        self.host = host
    }

    /// Imports the tokens; `.findings` when an error in a style's token stops the import.
    package func run() throws(UsageError) -> RunOutcome {
        var choice = ThemeChoice(names: request.themes)
        let tokenInputs: [TokenSources.Input]
        do throws(TokenSources.Failure) {
            tokenInputs = try TokenSources.inputs(request.paths, choice: &choice)
            if tokenInputs.isEmpty {
                throw .io(FileSystem.failure(request.paths[0], "holds no .json token file"))
            }
        } catch {
            report(error, host: host)
            return .usageOrIO
        }
        let inputs = tokenInputs.map(\.source)
        let first = inputs[0]
        if let target = request.output {
            try OutputFile.ReadFiles(
                OutputFile.filesRead(
                    besides: inputs.compactMap(\.filePath), configuration: request.configuration,
                    fonts: request.fonts),
                readsStandardInput: first == .standardInput
            ).refuse(target)
        }
        let configuration: ConfigurationFile?
        do throws(IOFailure) {
            if let explicit = request.configuration {
                configuration = try ConfigurationFile.load(explicit)
            } else {
                configuration = try ConfigurationFinder().configuration(for: first.filePath)
            }
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        let base = request.rem ?? configuration?.rem ?? 16
        guard let files = read(inputs, host: host) else { return .usageOrIO }
        guard let documents = parsed(files, host: host) else { return .findings }
        guard let tokenFiles = tokenFiles(documents, tokenInputs, choice: &choice, host: host) else {
            return .usageOrIO
        }
        let found = try ProjectFonts.availability(
            of: ProjectFonts.paths(request.fonts, configuration: configuration), request.fonts, reader: PlistReader(),
            host: host)
        // Without font files, iOS's own fonts count unless --platform-fonts none says not.
        let noFiles = request.fonts.platformFonts == .none ? FontAvailability(faces: [], builtIn: []) : nil
        let imported = TokenImport(
            tokenFiles, styles: configuration?.styles ?? [:], mapLocations: configuration?.styleLocations ?? [:],
            preset: configuration?.preset, variant: request.variant ?? configuration?.variant, remBase: base,
            fonts: found?.fonts ?? noFiles)
        if request.verbose { explain(imported, of: tokenFiles, choice: choice, host: host) }
        for diagnostic in choice.notes + imported.diagnostics {
            host.message(TextReporter.line(for: diagnostic) + "\n")
        }
        // A font path that could not be read: the names may be guesses, so nothing is written.
        guard (found?.unreadable ?? 0) == 0 else { return .usageOrIO }
        guard !imported.diagnostics.contains(where: { $0.severity == .error }) else { return .findings }
        return deliver(StyleDictionaryWriter.render(imported.entries), to: request.output, host: host)
    }

    /// The files to import of `documents`, each with the sets its themes read, or nil (with the
    /// failure printed) when `--theme` names no theme of them.
    private func tokenFiles(
        _ documents: [(root: JSONValue, path: String)], _ inputs: [TokenSources.Input], choice: inout ThemeChoice,
        host: SessionHost
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
            report(error, host: host)
            return nil
        }
        return files
    }

    /// `--verbose`: each file's format, the sets each theme reads, and how each style's token
    /// was found, at the token.
    private func explain(
        _ imported: TokenImport, of files: [TokenFile], choice: ThemeChoice, host: SessionHost
    ) {
        for (file, format) in zip(files, imported.formats) {
            let use = file.referenceOnly ? ", for reference only" : ""
            host.messageLine("\(file.path): read as \(format)\(use)")
        }
        for reading in choice.readings { host.messageLine(reading) }
        for mapping in imported.mappings {
            host.messageLine(
                "\(mapping.location): \(mapping.style.rawValue) is '\(mapping.token)', \(mapping.explanation)")
        }
    }

    /// The file to import of `document`: with the sets its own themes (`$themes`, a Tokens
    /// Studio export's) read, when it has them.
    private func file(
        _ document: (root: JSONValue, path: String), referenceOnly: Bool, choice: inout ThemeChoice
    ) throws(TokenSources.Failure) -> TokenFile {
        var file = TokenFile(root: document.root, path: document.path, referenceOnly: referenceOnly)
        if let export = TokenThemes.ofExport(document.root, path: document.path) {
            file.sets = try choice.sets(of: export.themes, order: export.order, setCount: export.setCount)
        }
        return file
    }

    /// Prints a failure to find the inputs: a file's, or a `--theme` the tokens lack.
    private func report(_ failure: TokenSources.Failure, host: SessionHost) {
        switch failure {
        case .io(let failure): host.messageLine(TextReporter.line(for: failure))
        case .theme(let diagnostic): host.message(TextReporter.line(for: diagnostic) + "\n")
        }
    }

    /// Each input's bytes and the path to show, or nil (with the failure printed).
    private func read(_ inputs: [InputSource], host: SessionHost) -> [(bytes: [UInt8], path: String)]? {
        do throws(IOFailure) {
            return try inputs.map { input throws(IOFailure) in
                (
                    try input.readWhole(
                        maxBytes: 64 << 20, advice: "a token file is at most 64 MiB; split the tokens into several",
                        host: host), input.displayPath
                )
            }
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return nil
        }
    }

    /// Each file's JSON, or nil (with the syntax errors printed, each located in its file).
    private func parsed(_ files: [(bytes: [UInt8], path: String)], host: SessionHost)
        -> [(root: JSONValue, path: String)]?
    {
        var documents: [(root: JSONValue, path: String)] = []
        var failed = false
        for file in files {
            do throws(JSONSyntaxError) {
                documents.append((try JSONParser.parse(file.bytes), file.path))
            } catch {
                let location = SourceLocation(file: file.path, line: error.line, column: error.column)
                host.message(TextReporter.line(for: TokenFinding.diagnostic(error.message, at: location)) + "\n")
                failed = true
            }
        }
        return failed ? nil : documents
    }

    /// Writes the dictionary to `-o` (`FileSystem.writeOutput`), or to standard output.
    private func deliver(_ text: String, to target: String?, host: SessionHost) -> RunOutcome {
        guard let target, !OutputFile.isStandardOutput(target) else {
            host.output(text)
            return .clean
        }
        do throws(IOFailure) {
            try FileSystem.writeOutput(text, to: target)
            return .clean
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
    }
}
