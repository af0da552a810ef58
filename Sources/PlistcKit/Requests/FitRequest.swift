import PlistcPropertyList
import PlistcStyleDictionary
import PlistcTextFit

/// Everything a `plistc fit` command line asks, read and checked once.
package struct FitRequest: Sendable {
    /// How the results are written.
    package enum Format: String, CaseIterable, Sendable {
        case text, json, md, html
    }

    /// The style dictionary.
    package var input: InputSource
    /// The strings given on the command line, in order.
    package var texts: [String] = []
    /// `--text -`: the strings of standard input too, one per line, after those.
    package var readsStandardInput = false
    /// The strings files named with `--strings` (else the configuration's `"strings"`).
    package var stringsFiles: [String] = []
    /// `--style`, `--width` and `--lines`: one budget for every string; else the
    /// configuration's `"fit"` budgets, for strings files only.
    package var budget: (style: TextStyle, budget: FitBudget)?
    /// `--system-font`: the file the styles shown in the system font are measured in.
    package var systemFont: String?
    /// `--fit-sizes`: the content sizes checked.
    package var sizes: ClosedRange<ContentSizeCategory>?
    package var locale = "en"
    package var format = Format.text
    /// The configuration `--config` names, used instead of the nearest `.plistc.json`.
    package var configuration: String?
    /// Where the report goes (`-o`); `nil` for standard output.
    package var output: String?
    package var overrides = InputSettings.Overrides()
    package var shape = ScaleShape()
    package var limits = ReaderLimits()
    package var fonts = FontRequest()

    /// A request to fit strings to `input`'s styles, everything else as the defaults have it.
    package init(input: InputSource) { self.input = input }
}
