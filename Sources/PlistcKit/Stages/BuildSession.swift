import PlistcDiagnostics
import PlistcGenerators
import PlistcIO
import PlistcJSON
import PlistcPropertyList
import PlistcStyleDictionary

/// One `plistc build` or `plistc preview` invocation: every input through the pipeline (read,
/// facts, findings, verdict, scale), its findings on standard error, and its scale to the
/// command's `ScaleDelivery`.
package struct BuildSession {
    package let request: BuildRequest
    package let host: SessionHost
    package let pipeline: Pipeline

    package init(_ request: BuildRequest, host: SessionHost) {
        self.request = request
        self.host = host
        pipeline = Pipeline(limits: request.limits, shape: request.shape)
    }

    /// Where and how the scales go, as the request says.
    private var delivery: ScaleDelivery { request.delivery }

    package func run() throws(UsageError) -> RunOutcome {
        let inputs = request.inputs
        try delivery.validate(inputs, fonts: request.fonts, configuration: request.configuration)
        let place: OutputPlace
        let settings: InputSettings
        do throws(IOFailure) {
            place = try delivery.place(forInputCount: inputs.count)
            settings = try InputSettings(
                fonts: request.fonts, overrides: request.overrides, configurationPath: request.configuration,
                reader: pipeline.reader, host: host)
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        var status = RunOutcome.clean
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
            host.output(
                JSONWriter.text(.array(scales), layout: ScaleOutput.jsonArrayLayout, finalNewline: true))
        } else {
            for case .text(let text) in printed { host.output(text) }
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
    ) -> RunOutcome {
        let document: PlistDocument
        let configurationFile: ConfigurationFile?
        do throws(IOFailure) {
            configurationFile = try settings.configurationFile(for: input)
            document = pipeline.read(
                try input.read(limit: pipeline.readLimit, host: host), path: input.displayPath)
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        let configuration: LintConfiguration
        do throws(UsageError) {
            configuration = try settings.lintConfiguration(under: configurationFile)
        } catch {
            host.messageLine("plistc \(delivery.command): \(error.message)")
            return .usageOrIO
        }
        let checked = pipeline.check(
            document, facts: pipeline.facts(document, options: configuration.options),
            configuration: configuration)
        let diagnostics = checked.findings
        report(diagnostics, in: document.path)
        let hasErrors = checked.hasErrors
        if hasErrors && delivery.stopsOnErrors {
            host.messageLine(
                "\(document.path): error: not built because of the errors above; fix them, or pass --allow-fallbacks to see what the device shows"
            )
            return .findings
        }
        let fonts = configuration.options.fonts
        let target = place.file(for: input, named: delivery.format)
        let format = target?.format ?? delivery.format ?? .table
        let scale = pipeline.scale(checked.verdict, source: document.path, fonts: fonts, format: format)
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
        return delivery.finish(output.render(scale), at: target.path, hasErrors: hasErrors, host: host)
    }

    /// The input's findings on standard error, in the reporter's format; `--check`, a CI step
    /// that asks whether the output is stale, shows warnings and errors only, not notes.
    private func report(_ diagnostics: [Diagnostic], in path: String) {
        let shown = delivery.isCheck ? diagnostics.filter { $0.severity != .note } : diagnostics
        guard !shown.isEmpty else { return }
        let report = LintReport(files: [LintReport.FileResult(path: path, diagnostics: shown)])
        let reporter = request.reporter
        host.message(reporter.render(report, colour: host.messagesShowColour && reporter == .text))
    }
}
