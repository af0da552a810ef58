import Diagnostics
import StyleDictionary
import TextFit

/// One `plistc fit` invocation: the dictionary read and scaled at all 12 content sizes, the
/// style's font file shaped with, and each string measured against the budget.
struct FitRun {
    let request: FitRequest
    let console: Console
    let pipeline: Pipeline

    init(_ request: FitRequest, console: Console) {
        self.request = request
        self.console = console
        pipeline = Pipeline(limits: request.limits, shape: request.shape)
    }

    func run() throws(UsageError) -> ExitStatus {
        let settings: InputSettings
        let configurationFile: ConfigurationFile?
        let bytes: [UInt8]
        var texts = request.texts
        do throws(IOFailure) {
            settings = try InputSettings(
                fonts: request.fonts, overrides: request.overrides, reader: pipeline.reader, console: console)
            configurationFile = try settings.configurationFile(for: request.input)
            bytes = try request.input.read(limit: pipeline.readLimit, console: console)
            if request.readsStandardInput {
                texts += Self.lines(try console.readInput(pipeline.readLimit))
            }
        } catch {
            console.printError(TextReporter.line(for: error))
            return .usageOrIO
        }
        let configuration = try settings.lintConfiguration(under: configurationFile)
        guard settings.unreadablePaths == 0 else { return .usageOrIO }
        let document = pipeline.read(bytes, path: request.input.displayPath)
        let fonts = configuration.options.fonts
        let file = pipeline.facts(document, runtime: configuration.options.runtime)
        let scale = pipeline.scale(pipeline.verdict(file), source: document.path, fonts: fonts, format: .json)
        guard let row = scale.rows.first(where: { $0.style == request.style }) else {
            console.printError("plistc fit: \(scale.source) has no \(request.style.rawValue) style")
            return .usageOrIO
        }
        guard row.origin == .custom, let face = fonts?.face(named: row.fontName) else {
            console.printError(
                "plistc fit: note: \(request.style.rawValue) is shown in \(TextReporter.printable(row.fontName)), which has no file here (the system font or an iOS built-in font): nothing measured; pass the font's file with --fonts PATH"
            )
            return .clean
        }
        let shaper: TextShaper
        do throws(TextFitError) {
            shaper = try TextShaper(path: face.file, index: face.index)
        } catch {
            console.printError("plistc fit: \(Self.message(for: error))")
            return .usageOrIO
        }
        var results: [FitResult] = []
        for text in texts {
            let shaped = shaper.shape(text)
            let breaks: LineBreaks
            do throws(TextFitError) {
                breaks = try LineBreaks(units: shaped.units, locale: request.locale)
            } catch {
                console.printError("plistc fit: \(Self.message(for: error))")
                return .usageOrIO
            }
            let outcome = LineFit(shaped, breaks: breaks).fit(
                sizes: row.sizes, letterSpacings: row.letterSpacings, budget: request.budget)
            results.append(
                FitResult(
                    text: text, style: request.style, font: row.fontName, budget: request.budget,
                    categories: scale.categories, sizes: row.sizes, outcome: outcome,
                    missingCharacters: shaped.missingCharacters))
        }
        let report = FitReport(results: results, locale: request.locale)
        console.writeOutput(request.format == .json ? report.json : report.text)
        return results.contains { $0.outcome.firstOverflow != nil } ? .findings : .clean
    }

    /// The lines of standard input (LF or CRLF), as UTF-8 with bad bytes replaced; no line
    /// after a final line break.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func message(for error: TextFitError) -> String {
        switch error {
        case .libraryMissing(let message): message
        case .unreadableFont(let path): "\(TextReporter.printable(path)): not a font file HarfBuzz can read"
        }
    }
}
