import Generators
import PropertyList
import StyleDictionary

/// One `plistc build` or `plistc preview` invocation.
struct BuildRun {
    /// Which command runs.
    enum Mode: String {
        /// `plistc build`: the scale in the format asked for, on standard output or in files.
        case build
        /// `plistc preview`: a specimen page in a new temporary folder, built despite errors,
        /// its path printed and the page opened.
        case preview
    }

    let arguments: ParsedArguments
    let mode: Mode
    let console: Console
    let reader: PlistReader
    let reporter: ReporterKind
    let model: ScalingModel
    let rounding: Rounding
    let categories: [ContentSizeCategory]
    let explicitFormat: TypeScaleFormat?
    let swiftOptions: SwiftOptions
    /// `--max-findings`: how many findings of a rule a file shows (`nil`: all).
    let findingLimit: Int?

    init(_ arguments: ParsedArguments, console: Console, mode: Mode) throws(UsageError) {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(
                mode == .build
                    ? "build needs at least one FILE (or - for standard input); for Apple's table, see plistc scale"
                    : "preview needs at least one FILE (or - for standard input)")
        }
        if arguments.flag(BuildCommand.check) && arguments[BuildCommand.output] == nil {
            throw UsageError("--check compares with an output file: give it with -o PATH")
        }
        self.arguments = arguments
        self.mode = mode
        self.console = console
        reader = PlistReader(
            limits: try ReaderOptions.limits(from: arguments), keptLevels: StyleDictionaryFile.levelsRead)
        reporter = try ReporterKind.named(arguments[BuildCommand.reporter])
        model = try ScaleOptions.choice(
            arguments[BuildCommand.model] ?? "uifontmetrics", of: ScalingModel.self, option: BuildCommand.model)
        rounding = try ScaleOptions.choice(
            arguments[BuildCommand.rounding] ?? "points", of: Rounding.self, option: BuildCommand.rounding)
        findingLimit = try LintCommand.findingLimit(arguments)
        categories = try ScaleOptions.categories(arguments)
        explicitFormat = mode == .preview ? .html : try ScaleOptions.format(arguments)
        let typeName = arguments[BuildCommand.typeName]
        if let typeName, !Self.isIdentifier(typeName) {
            throw UsageError(
                "--type-name '\(typeName)' is not a Swift type name: use letters, digits and _, not starting with a digit"
            )
        }
        swiftOptions = SwiftOptions(
            typeName: typeName,
            accessLevel: try ScaleOptions.choice(
                arguments[BuildCommand.accessLevel] ?? "public", of: SwiftOptions.AccessLevel.self,
                option: BuildCommand.accessLevel),
            includeFallbacks: arguments.flag(BuildCommand.includeFallbacks))
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    func run() throws(UsageError) -> ExitStatus {
        let inputs = arguments.positionals.map { $0 == "-" ? InputSource.standardInput : .file($0) }
        var output = arguments[BuildCommand.output]
        if mode == .preview {
            do throws(IOFailure) {
                output = try FileSystem.makeTemporaryDirectory(prefix: "plistc-preview-")
            } catch {
                console.printError(TextReporter.line(for: error))
                return .usageOrIO
            }
        }
        let toDirectory =
            mode == .preview || inputs.count > 1 || output.map { FileSystem.kind(of: $0) == .directory } == true
        if inputs.count > 1, output == nil, let format = explicitFormat, format == .swift || format == .html {
            throw UsageError(
                "several inputs give one --emit \(format.rawValue) file each, which cannot share standard output: name a directory with -o DIR"
            )
        }
        if inputs.count > 1, let output, FileSystem.kind(of: output) == .file {
            throw UsageError("-o \(output) is a file, but several inputs need a directory")
        }
        if inputs.count > 1, let output, FileSystem.kind(of: output) == .missing {
            do throws(IOFailure) {
                try FileSystem.makeDirectory(output)
            } catch {
                console.printError(TextReporter.line(for: error))
                return .usageOrIO
            }
        }
        var status = ExitStatus.clean
        let finder = ConfigurationFinder()
        var printed: [String] = []
        for input in inputs {
            status = max(
                status, build(input, output: output, toDirectory: toDirectory, finder: finder, printed: &printed))
        }
        if output == nil && explicitFormat == .json && inputs.count > 1 {
            // One JSON document on standard output: the files' objects in an array.
            let objects = printed.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            console.writeOutput(objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n")
        } else {
            for text in printed { console.writeOutput(text) }
        }
        return status
    }

    /// Builds one input; what goes to standard output is added to `printed`, for `run` to print.
    private func build(
        _ input: InputSource, output: String?, toDirectory: Bool, finder: ConfigurationFinder,
        printed: inout [String]
    ) -> ExitStatus {
        let document: PlistDocument
        let configuration: ConfigurationFile?
        do throws(IOFailure) {
            let path: String? = if case .file(let path) = input { path } else { nil }
            configuration = try finder.configuration(for: path)
            document = reader.read(
                try input.read(limit: reader.limits.maxBytes + 1, console: console), path: input.displayPath)
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        var lintConfiguration = configuration?.lintConfiguration ?? LintConfiguration()
        lintConfiguration.maxFindingsPerRule = findingLimit
        do throws(UsageError) {
            let fonts = try FontOptions.availability(
                arguments, configuration: configuration, reader: reader, console: console)
            lintConfiguration.options.fonts = fonts?.fonts
        } catch {
            console.printError("plistc \(mode.rawValue): \(error.message)")
            return .usageOrIO
        }
        let file = StyleDictionaryFile(document)
        let diagnostics = Linter(configuration: lintConfiguration).lint(file)
        if !diagnostics.isEmpty {
            let report = LintReport(files: [LintReport.FileResult(path: document.path, diagnostics: diagnostics)])
            console.writeError(reporter.render(report, colour: console.errorShowsColour && reporter == .text))
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if hasErrors && mode == .build && !arguments.flag(BuildCommand.allowFallbacks) {
            console.printError(
                "\(document.path): error: not built because of the errors above; fix them, or pass --allow-fallbacks to see what the device shows"
            )
            return .findings
        }
        let scale = TypeScale(
            source: document.path, verdict: RuntimeVerdict(file), model: model,
            rounding: rounding, categories: categories, fonts: lintConfiguration.options.fonts)
        let target = output.map { destination(for: input, output: $0, toDirectory: toDirectory) }
        let format = target?.format ?? explicitFormat ?? .table
        let page =
            format == .html
            ? SpecimenFonts.content(for: scale, fonts: lintConfiguration.options.fonts, diagnostics: diagnostics)
            : SpecimenContent()
        let text = format.render(scale, swift: swiftOptions, version: plistcVersion, page: page)
        guard let target else {
            printed.append(text)
            return .clean
        }
        let status = deliver(text, to: target.path)
        guard mode == .preview, status == .clean else { return status }
        console.print(target.path)
        if !arguments.flag(PreviewCommand.noOpen) { Browser.open(target.path, console: console) }
        return hasErrors ? .findings : .clean
    }

    /// The file to write and its format: `-o`'s extension decides unless `--emit` does.
    private func destination(for input: InputSource, output: String, toDirectory: Bool) -> (
        path: String, format: TypeScaleFormat
    ) {
        guard toDirectory else {
            let fileExtension = PathText.fileExtension(output)
            return (output, explicitFormat ?? fileExtension.flatMap(TypeScaleFormat.init(fileExtension:)) ?? .table)
        }
        let format = explicitFormat ?? .table
        let stem = if case .file(let path) = input { PathText.plistStem(path) } else { "stdin" }
        return ((output.hasSuffix("/") ? output : output + "/") + stem + "." + format.fileExtension, format)
    }

    /// Writes `text` to `path` unless it is already there, or, with `--check`, compares.
    private func deliver(_ text: String, to path: String) -> ExitStatus {
        let existing = try? FileSystem.read(path, limit: Int.max / 2)
        let current = existing.map { String(decoding: $0, as: UTF8.self) }
        if arguments.flag(BuildCommand.check) {
            guard let current else {
                console.printError(
                    "\(path): error: stale: the file does not exist; run plistc build without --check to write it")
                return .findings
            }
            guard current != text else { return .clean }
            console.printError(
                "\(path): error: stale: \(Self.difference(current, text)); run plistc build without --check to update it"
            )
            return .findings
        }
        guard current != text else { return .clean }
        do throws(IOFailure) {
            try FileSystem.writeAtomically(text, to: path)
            return .clean
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
    }

    /// A short summary of how two texts differ: how many lines, and the first.
    private static func difference(_ old: String, _ new: String) -> String {
        let oldLines = old.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let newLines = new.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let changed = (0..<max(oldLines.count, newLines.count)).filter { index in
            index >= oldLines.count || index >= newLines.count || oldLines[index] != newLines[index]
        }
        let first = changed.first.map { $0 + 1 } ?? 1
        return "\(changed.count) \(changed.count == 1 ? "line differs" : "lines differ"), the first at line \(first)"
    }
}

extension ExitStatus: Comparable {
    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
