import Diagnostics
import Generators
import PropertyList
import StyleDictionary

/// The stages `lint`, `build` and `preview` take every input through, each a function from the
/// output of the stage before:
///
///     bytes ─read→ PlistDocument ─facts→ StyleDictionaryFile ─findings→ [Diagnostic]
///                                                   └─verdict→ RuntimeVerdict ─scale→ TypeScale
///
/// What is fixed for a run (the reader's limits, the scale's shape) is held here; what can
/// differ from one input to the next (its configuration, its fonts) is passed to the stage.
/// Stages touch nothing outside their arguments, so inputs run on any thread.
struct Pipeline: Sendable {
    /// The reader, keeping only the levels of the tree the rules read.
    let reader: PlistReader
    /// How scales are computed: `--model`, `--rounding`, `--categories`.
    let shape: ScaleShape

    init(limits: ReaderLimits, shape: ScaleShape = ScaleShape()) {
        reader = PlistReader(limits: limits, keptLevels: StyleDictionaryFile.levelsRead)
        self.shape = shape
    }

    /// The most bytes an input may have: one more is read, so that the reader reports it.
    var readLimit: Int { reader.limits.maxBytes + 1 }

    /// Parses one input's bytes, every value located in `path`.
    func read(_ bytes: [UInt8], path: String) -> PlistDocument { reader.read(bytes, path: path) }

    /// What the document says as a style dictionary, decoded as `runtime`'s ScaledFont decodes
    /// it: its entries, keys and values.
    func facts(_ document: PlistDocument, runtime: DeviceRuntime) -> StyleDictionaryFile {
        StyleDictionaryFile(document, runtime: runtime)
    }

    /// The findings of every rule the configuration runs, settled and sorted.
    func findings(_ file: StyleDictionaryFile, configuration: LintConfiguration) -> [Diagnostic] {
        Linter(configuration: configuration).lint(file)
    }

    /// What ScaledFont does with the file at run time, on the runtime its facts were read
    /// for: each style's font, or the fallback.
    func verdict(_ file: StyleDictionaryFile) -> RuntimeVerdict { RuntimeVerdict(file) }

    /// Every style at every content size the shape asks for (all twelve for a `format` that
    /// needs them), as the device shows them.
    func scale(
        _ verdict: RuntimeVerdict, source: String, fonts: FontAvailability?, format: TypeScaleFormat
    ) -> TypeScale {
        TypeScale(
            source: source, verdict: verdict, model: shape.model, rounding: shape.rounding,
            categories: format.coversEveryContentSize ? ContentSizeCategory.allCases : shape.categories, fonts: fonts)
    }
}

/// How a run computes scales.
struct ScaleShape: Sendable {
    var model = ScalingModel.uifontmetrics
    var rounding = Rounding.points
    var categories = ContentSizeCategory.allCases
}
