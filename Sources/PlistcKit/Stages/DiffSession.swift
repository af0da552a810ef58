import PlistcDiagnostics
import PlistcGenerators
import PlistcIO
import PlistcStyleDictionary

/// One `plistc diff` invocation: each pair of sides read, taken through the pipeline under the
/// same configuration and shape, compared, and the comparisons written in the chosen format.
package struct DiffSession {
    package let request: DiffRequest
    package let host: SessionHost
    package let pipeline: Pipeline

    package init(_ request: DiffRequest, host: SessionHost) {
        self.request = request
        self.host = host
        pipeline = Pipeline(limits: request.limits, shape: request.shape)
    }

    package func run() throws(UsageError) -> RunOutcome {
        var comparisons: [ScaleComparison] = []
        var fonts: [String: EmbeddedFont] = [:]
        let settings: InputSettings
        let pairs: [DiffPairs.Pair]
        do throws(IOFailure) {
            settings = try InputSettings(
                fonts: request.fonts, overrides: request.overrides, configurationPath: request.configuration,
                reader: pipeline.reader, host: host)
            pairs = try self.pairs()
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        if let path = request.output { try refuseInput(path, pairs: pairs) }
        do throws(IOFailure) {
            for pair in pairs {
                guard let loaded = try load(pair, settings: settings, onlyDictionaries: request.base != nil) else {
                    continue
                }
                comparisons.append(loaded.comparison)
                if request.format == .html { fonts.merge(loaded.fonts) { first, _ in first } }
            }
        } catch {
            host.messageLine(TextReporter.line(for: error))
            return .usageOrIO
        }
        let text = DiffOutput.render(
            comparisons, as: request.format, base: request.base, fonts: fonts, version: plistcVersion)
        if let path = request.output {
            do throws(IOFailure) {
                try FileSystem.writeOutput(text, to: path)
            } catch {
                host.messageLine(TextReporter.line(for: error))
                return .usageOrIO
            }
        } else {
            host.output(text)
        }
        if settings.unreadablePaths > 0 { return .usageOrIO }
        return failing(comparisons) ? .findings : .clean
    }

    /// The sides to compare: the two given, or those `--git-base` finds.
    private func pairs() throws(IOFailure) -> [DiffPairs.Pair] {
        switch request.sides {
        case .pair(let old, let new): [DiffPairs.Pair(old: old, new: new)]
        case .gitBase(let reference, let pathspecs):
            try DiffPairs.changed(since: reference, pathspecs: pathspecs, host: host)
        }
    }

    /// A usage error when `-o` names a file the run reads: a side, a configuration or a font.
    private func refuseInput(_ path: String, pairs: [DiffPairs.Pair]) throws(UsageError) {
        let sides = pairs.flatMap { [$0.old, $0.new] }
        let read = OutputFile.ReadFiles(
            OutputFile.filesRead(
                besides: sides.compactMap(\.workTreeFile), configuration: request.configuration, fonts: request.fonts),
            readsStandardInput: sides.contains(.standardInput))
        try read.refuse(path)
    }

    /// Whether `--fail-on`'s change is among the comparisons.
    private func failing(_ comparisons: [ScaleComparison]) -> Bool {
        switch request.failOn {
        case nil: false
        case .fallback: comparisons.contains { !$0.fallbacksAdded.isEmpty }
        case .findings: comparisons.contains { !$0.findingsAdded.isEmpty }
        case .any: comparisons.contains { !$0.isEmpty }
        }
    }

    /// A pair compared, and the fonts an HTML page embeds for it; `nil` with
    /// `onlyDictionaries` when neither side looks like a style dictionary.
    private func load(_ pair: DiffPairs.Pair, settings: InputSettings, onlyDictionaries: Bool)
        throws(IOFailure) -> (comparison: ScaleComparison, fonts: [String: EmbeddedFont])?
    {
        let place = pair.new.workTreePath ?? pair.old.workTreePath
        let configuration: LintConfiguration
        let file = try settings.configurationFile(for: place.map(InputSource.file) ?? .standardInput)
        do throws(UsageError) {
            configuration = try settings.lintConfiguration(under: file)
        } catch {
            throw IOFailure(path: place ?? "<stdin>", reason: error.message)
        }
        let old = try side(pair.old, configuration: configuration)
        let new = try side(pair.new, configuration: configuration)
        guard old.exists || new.exists else { throw Self.nothingToCompare(pair) }
        if onlyDictionaries && !old.isDictionary && !new.isDictionary { return nil }
        var fonts: [String: EmbeddedFont] = [:]
        if request.format == .html {
            for scale in [old.side.scale, new.side.scale].compactMap({ $0 }) {
                let content = SpecimenFonts.content(for: scale, fonts: configuration.options.fonts, diagnostics: [])
                fonts.merge(content.fonts) { first, _ in first }
            }
        }
        return (ScaleComparison(old: old.side, new: new.side), fonts)
    }

    /// The failure for a pair neither side of which exists: a path mistyped, most likely.
    private static func nothingToCompare(_ pair: DiffPairs.Pair) -> IOFailure {
        let paths = "(after REV: a path starts at the top of the work tree, after REV:./ in this folder)"
        if pair.old == .absent || pair.new == .absent {
            let missing = pair.old == .absent ? pair.new : pair.old
            return IOFailure(
                path: missing.label,
                reason: "does not exist, and the other side is /dev/null: nothing to compare; check the path \(paths)")
        }
        return IOFailure(
            path: pair.old.label,
            reason:
                "does not exist, and neither does \(pair.new.label): nothing to compare; check the paths \(paths)"
        )
    }

    /// One side through the pipeline: its scale and findings, whether it looks like a style
    /// dictionary at all, and whether it exists.
    private func side(_ side: DiffSide, configuration: LintConfiguration) throws(IOFailure)
        -> (side: ScaleComparison.Side, isDictionary: Bool, exists: Bool)
    {
        guard let bytes = try side.read(limit: pipeline.readLimit, host: host) else {
            return (ScaleComparison.Side(label: side.label, scale: nil), false, false)
        }
        // Only the findings a change adds or resolves are shown: each is worded then.
        let checked = pipeline.check(bytes, path: side.label, configuration: configuration, worded: false)
        let scale = pipeline.scale(
            checked.verdict, source: side.label, fonts: configuration.options.fonts, format: .table)
        return (
            ScaleComparison.Side(label: side.label, scale: scale, diagnostics: checked.findings),
            checked.isStyleDictionary, true
        )
    }
}
