import PlistcDiagnostics
import PlistcGenerators
import PlistcPropertyList
import PlistcStyleDictionary

/// The stages `lint`, `build` and `preview` take every input through, each a function from the
/// output of the stage before:
///
///     bytes ─read→ PlistDocument ─facts→ StyleDictionaryFile ─findings→ [Diagnostic]
///                                                   └─verdict→ RuntimeVerdict ─scale→ TypeScale
///
/// What is fixed for a run (the reader's limits, the scale's shape) is held here; what can
/// differ from one input to the next (its configuration, its fonts) is passed to the stage.
/// Stages touch nothing outside their arguments, so inputs run on any thread.
package struct Pipeline: Sendable {
    /// The reader, keeping only the levels of the tree the rules read.
    package let reader: PlistReader
    /// How scales are computed: `--model`, `--rounding`, `--categories`.
    package let shape: ScaleShape

    package init(limits: ReaderLimits, shape: ScaleShape = ScaleShape()) {
        reader = PlistReader(limits: limits, keptLevels: StyleDictionaryFile.levelsRead)
        self.shape = shape
    }

    /// The most bytes an input may have: one more is read, so that the reader reports it.
    package var readLimit: Int { reader.limits.maxBytes + 1 }

    /// Parses one input's bytes, every value located in `path`.
    package func read(_ bytes: [UInt8], path: String) -> PlistDocument { reader.read(bytes, path: path) }

    /// What the document says as a style dictionary, decoded as the code that loads it decodes
    /// it (the runtime `options` name, or the one the file's keys imply when none was chosen:
    /// `StyleDictionaryFile.read(_:options:)`): its entries, keys and values.
    package func facts(_ document: PlistDocument, options: LintOptions) -> StyleDictionaryFile {
        StyleDictionaryFile.read(document, options: options)
    }

    /// The findings of every rule the configuration runs, settled and sorted; worded unless
    /// the caller words only those it shows (`Linter.wordsFindings`).
    package func findings(
        _ file: StyleDictionaryFile, configuration: LintConfiguration, worded: Bool = true
    ) -> [Diagnostic] {
        Linter(configuration: configuration, wordsFindings: worded).lint(file)
    }

    /// One input's bytes through every stage to its findings: what `lint`, `diff` and a
    /// library host run on a file.
    package func check(
        _ bytes: [UInt8], path: String, configuration: LintConfiguration, worded: Bool = true
    ) -> CheckedFile {
        let document = read(bytes, path: path)
        return check(
            document, facts: facts(document, options: configuration.options), configuration: configuration,
            worded: worded)
    }

    /// A file already read and decoded, through the rules; its findings worded unless the
    /// caller words only those it shows.
    package func check(
        _ document: PlistDocument, facts file: StyleDictionaryFile, configuration: LintConfiguration,
        worded: Bool = true
    ) -> CheckedFile {
        CheckedFile(
            document: document, facts: file, configuration: configuration,
            findings: findings(file, configuration: configuration, worded: worded))
    }

    /// Files already read and decoded, each through the rules under the configuration at the
    /// same index, rule by rule across the files (`Linter.lint(_:by:)`): what `lint` runs on
    /// a few dozen files at a time, each checked as `check` checks it alone.
    package func check(
        _ documents: [PlistDocument], facts files: [StyleDictionaryFile], configurations: [LintConfiguration]
    ) -> [CheckedFile] {
        let findings = Linter.lint(files, by: configurations.map { Linter(configuration: $0) })
        return documents.indices.map {
            CheckedFile(
                document: documents[$0], facts: files[$0], configuration: configurations[$0], findings: findings[$0])
        }
    }

    /// What ScaledFont does with the file at run time, on the runtime its facts were read
    /// for: each style's font, or the fallback.
    package func verdict(_ file: StyleDictionaryFile) -> RuntimeVerdict { RuntimeVerdict(file) }

    /// Every style at every content size the shape asks for (all twelve for a `format` that
    /// needs them), as the device shows them.
    package func scale(
        _ verdict: RuntimeVerdict, source: String, fonts: FontAvailability?, format: TypeScaleFormat
    ) -> TypeScale {
        TypeScale(
            source: source, verdict: verdict, model: shape.model, rounding: shape.rounding,
            categories: format.coversEveryContentSize ? ContentSizeCategory.allCases : shape.categories, fonts: fonts)
    }
}

/// How a run computes scales.
package struct ScaleShape: Sendable {
    package var model = ScalingModel.uifontmetrics
    package var rounding = Rounding.points
    package var categories = ContentSizeCategory.allCases

    /// A shape: UIFontMetrics, whole points and every content size unless given.
    package init(
        model: ScalingModel = .uifontmetrics, rounding: Rounding = .points,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    ) {
        (self.model, self.rounding, self.categories) = (model, rounding, categories)
    }
}
