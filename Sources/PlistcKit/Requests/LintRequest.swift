import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// Everything a `plistc lint` command line asks, read from its arguments once and checked:
/// what `LintSession` runs, which never sees the arguments themselves.
package struct LintRequest: Sendable {
    /// The paths given, in order (`-` for standard input).
    package var paths: [String]
    /// `--quiet` and `--verbose`, which exclude each other.
    package var quiet = false
    package var verbose = false
    /// `--strict`: warnings fail the run too.
    package var strict = false
    /// `--style-dictionaries-only`: a named file that is no style dictionary is skipped.
    package var styleDictionariesOnly = false
    package var reporter = ReporterKind.text
    /// `-o`.
    package var output: String?
    /// `--config`, `--max-findings`, `--runtime`, `--ios`.
    package var check = CheckRequest()
    /// What the command line sets on top of each input's configuration.
    package var overrides = InputSettings.Overrides()
    /// `--max-depth`, `--max-bytes`, `--max-string-bytes`, `--max-keys`.
    package var limits = ReaderLimits()
    /// `--fix`, `--fix-dry-run` or `--diff`; `nil` for neither.
    package var fixing: FixMode?
    /// `--fonts`, `--info-plist`, `--platform-fonts`.
    package var fonts = FontRequest()
    /// `--strings`: the strings files the configuration's `"fit"` budgets measure, instead of
    /// its `"strings"`.
    package var stringsFiles: [String] = []
    /// `--sources`: the app's Swift files and folders, checked for Dynamic Type mistakes.
    package var sources: [String] = []
    /// `--system-font`: the file the styles shown in the system font are measured in.
    package var systemFont: String?
    /// `--fit-sizes`: the content sizes the budgets are checked at.
    package var fitSizes: ClosedRange<ContentSizeCategory>?
    /// `--jobs`: the threads the files are linted on.
    package var workers = Parallel.Workers.standard

    /// A request to lint `paths`, everything else as the defaults have it.
    package init(paths: [String]) { self.paths = paths }
}
