import Diagnostics
import Generators
import JSON
import PropertyList
import StyleDictionary

/// One `plistc build` or `plistc preview` invocation: every input through the pipeline (read,
/// facts, findings, verdict, scale), its findings on standard error, and its scale to the
/// command's `ScaleDelivery`.
struct BuildRun {
    let inputs: [InputSource]
    let arguments: ParsedArguments
    let console: Console
    let delivery: ScaleDelivery
    let pipeline: Pipeline
    let reporter: ReporterKind
    let overrides: InputSettings.Overrides
    /// `--fonts`, `--info-plist`, `--platform-fonts`.
    let fonts: FontOptions.Request

    /// Reads the options `build` and `preview` share; `delivery` holds the rest.
    init(_ arguments: ParsedArguments, console: Console, delivery: ScaleDelivery) throws(UsageError) {
        inputs = arguments.positionals.map { $0 == "-" ? InputSource.standardInput : .file($0) }
        self.arguments = arguments
        self.console = console
        self.delivery = delivery
        reporter = try ReporterKind.named(arguments[BuildCommand.reporter])
        let shape = try ScaleOptions.shape(arguments)
        overrides = InputSettings.Overrides(
            findingLimit: try LintCommand.findingLimit(arguments), runtime: try LintCommand.runtimeSelection(arguments),
            model: shape.model, rounding: shape.rounding)
        pipeline = Pipeline(limits: try ReaderOptions.limits(from: arguments), shape: shape)
        fonts = try FontOptions.Request(arguments)
    }

    func run() throws(UsageError) -> ExitStatus {
        try delivery.validate(inputs, configuration: arguments[LintCommand.config], fonts: fonts)
        let place: OutputPlace
        let settings: InputSettings
        do throws(IOFailure) {
            place = try delivery.place(forInputCount: inputs.count)
            settings = try InputSettings(fonts: fonts, overrides: overrides, reader: pipeline.reader, console: console)
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        var status = ExitStatus.clean
        // Several JSON scales on standard output are one document: the scales in an array.
        let joinsJSON = place.path == nil && delivery.format == .json && inputs.count > 1
        var printed: [Printed] = []
        for input in inputs {
            status = max(
                status, build(input, place: place, settings: settings, joinsJSON: joinsJSON, printed: &printed))
        }
        // A preview whose input could not be built leaves no empty folder behind.
        if case .preview = delivery, let folder = place.path { FileSystem.removeEmptyDirectory(folder) }
        if joinsJSON {
            let scales = printed.compactMap { if case .json(let scale) = $0 { scale } else { nil } }
            console.writeOutput(
                JSONWriter.text(.array(scales), layout: ScaleOutput.jsonArrayLayout, finalNewline: true))
        } else {
            for case .text(let text) in printed { console.writeOutput(text) }
        }
        return settings.unreadablePaths > 0 ? .usageOrIO : status
    }

    /// What one input puts on standard output: its text, or its scale's JSON value when the
    /// inputs' scales are joined in one array.
    private enum Printed {
        case text(String)
        case json(JSONValue)
    }

    /// Builds one input; what goes to standard output is added to `printed`, for `run` to print
    /// (with `joinsJSON`, as the scale's value, which `run` writes in the array).
    private func build(
        _ input: InputSource, place: OutputPlace, settings: InputSettings, joinsJSON: Bool,
        printed: inout [Printed]
    ) -> ExitStatus {
        let document: PlistDocument
        let configurationFile: ConfigurationFile?
        do throws(IOFailure) {
            configurationFile = try settings.configurationFile(for: input)
            document = pipeline.read(
                try input.read(limit: pipeline.readLimit, console: console), path: input.displayPath)
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        let configuration: LintConfiguration
        do throws(UsageError) {
            configuration = try settings.lintConfiguration(under: configurationFile)
        } catch {
            console.printError("plistc \(delivery.command): \(TextReporter.printable(error.message))")
            return .usageOrIO
        }
        let file = pipeline.facts(document, runtime: configuration.options.runtime)
        let diagnostics = pipeline.findings(file, configuration: configuration)
        report(diagnostics, in: document.path)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if hasErrors && delivery.stopsOnErrors {
            console.printError(
                "\(TextReporter.printable(document.path)): error: not built because of the errors above; fix them, or pass --allow-fallbacks to see what the device shows"
            )
            return .findings
        }
        let fonts = configuration.options.fonts
        let target = place.file(for: input, named: delivery.format)
        let format = target?.format ?? delivery.format ?? .table
        let scale = pipeline.scale(pipeline.verdict(file), source: document.path, fonts: fonts, format: format)
        let output = delivery.output(
            format, page: SpecimenFonts.content(for: scale, fonts: fonts, diagnostics: diagnostics))
        guard let target else {
            if joinsJSON, let value = output.jsonValue(scale) {
                printed.append(.json(value))
            } else {
                printed.append(.text(output.render(scale)))
            }
            return .clean
        }
        return delivery.finish(output.render(scale), at: target.path, hasErrors: hasErrors, console: console)
    }

    /// The input's findings on standard error, in the reporter's format.
    private func report(_ diagnostics: [Diagnostic], in path: String) {
        guard !diagnostics.isEmpty else { return }
        let report = LintReport(files: [LintReport.FileResult(path: path, diagnostics: diagnostics)])
        console.writeError(reporter.render(report, colour: console.errorShowsColour && reporter == .text))
    }
}

extension ExitStatus: Comparable {
    static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
