import PlistcStyleDictionary

/// How a run checks a style dictionary, beside its inputs: which configuration, how many
/// findings of a rule are shown, and which code the prediction is for.
package struct CheckRequest: Sendable {
    /// `--config`: the configuration every input uses instead of the nearest `.plistc.json`.
    package var configuration: String?
    /// `--max-findings` in force: `nil` (show all) for 0.
    package var findingLimit: Int? = LintConfiguration.defaultMaxFindingsPerRule
    /// `--runtime` and `--ios`.
    package var runtime = RuntimeSelection()

    /// The defaults: the nearest configuration, the default limit, iOS 17's ScaledFont.
    package init() {}
}
