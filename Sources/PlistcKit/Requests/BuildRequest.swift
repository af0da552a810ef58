import PlistcGenerators
import PlistcPropertyList

/// Everything a `plistc build` or `plistc preview` command line asks, read from its arguments
/// once and checked: what `BuildSession` runs, which never sees the arguments themselves.
package struct BuildRequest: Sendable {
    /// The inputs, in order.
    package var inputs: [InputSource]
    /// Where and how the scales go: the command's own options.
    package var delivery: ScaleDelivery
    /// The format of the findings on standard error (`--reporter`).
    package var reporter = ReporterKind.text
    /// The configuration `--config` names, used instead of each input's nearest `.plistc.json`.
    package var configuration: String?
    /// What the command line sets on top of each input's configuration.
    package var overrides = InputSettings.Overrides()
    /// `--categories`, `--model`, `--rounding`.
    package var shape = ScaleShape()
    /// `--max-depth`, `--max-bytes`, `--max-string-bytes`, `--max-keys`.
    package var limits = ReaderLimits()
    /// `--fonts`, `--info-plist`, `--platform-fonts`.
    package var fonts = FontRequest()

    /// A request to build `inputs` into `delivery`, everything else as the defaults have it.
    package init(inputs: [InputSource], delivery: ScaleDelivery) {
        self.inputs = inputs
        self.delivery = delivery
    }
}
