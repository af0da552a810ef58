import PlistcDiagnostics
import PlistcGenerators
import PlistcPropertyList
import PlistcStyleDictionary

/// A style dictionary through the one check pipeline: read once, then what it says, what the
/// rules find, what ScaledFont does with it at run time, and the type scale it gives.
///
///     bytes ─read→ document ─facts→ facts ─findings→ findings
///                                      └─verdict→ verdict ─scale→ TypeScale ─render→ text
///
/// `lint` (after `--fix` too, on the fixed text), `build` and `diff` all go through it
/// (`Pipeline.check`); a host of its own gets one from `ProjectContext.check(_:path:)`.
public struct CheckedFile: Sendable {
    /// The located tree the reader made.
    package let document: PlistDocument
    /// What the tree says as a style dictionary, decoded for the configuration's runtime.
    package let facts: StyleDictionaryFile
    /// The configuration the file was checked under.
    package let configuration: LintConfiguration
    /// The findings of every rule the configuration runs, settled and sorted.
    public let findings: [Diagnostic]

    /// The path the file was read from, as its findings name it.
    public var path: String { document.path }

    /// Whether the file looks like a style dictionary at all (an Info.plist does not).
    public var isStyleDictionary: Bool { facts.looksLikeStyleDictionary }

    /// Whether a finding is an error: what makes `lint` end with status 1.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// What ScaledFont does with the file at run time: each style's font, or the fallback.
    public var verdict: RuntimeVerdict { RuntimeVerdict(facts) }

    /// Every style at every content size, scaled as the configuration's model and rounding
    /// say, as the device shows them.
    public var scale: TypeScale {
        let options = configuration.options
        return Pipeline(limits: ReaderLimits(), shape: ScaleShape(model: options.model, rounding: options.rounding))
            .scale(verdict, source: path, fonts: options.fonts, format: .table)
    }

    /// The scale as `plistc build --emit FORMAT` writes it (a specimen page for `.html`).
    public func rendered(as format: TypeScaleFormat) -> String {
        let scale = scale
        let output = ScaleDelivery.build(ScaleDelivery.BuildTarget()).output(
            format,
            page: SpecimenFonts.content(for: scale, fonts: configuration.options.fonts, diagnostics: findings))
        return output.render(scale)
    }

    /// What changes from `old` to `new` (`nil`: the file is added or removed), as
    /// `plistc diff --emit FORMAT` shows one pair of files.
    public static func difference(from old: CheckedFile?, to new: CheckedFile?, as format: DiffFormat) -> String {
        func side(_ file: CheckedFile?) -> ScaleComparison.Side {
            guard let file else { return ScaleComparison.Side(label: "/dev/null", scale: nil) }
            return ScaleComparison.Side(label: file.path, scale: file.scale, diagnostics: file.findings)
        }
        return DiffOutput.render([ScaleComparison(old: side(old), new: side(new))], as: format, version: plistcVersion)
    }
}
