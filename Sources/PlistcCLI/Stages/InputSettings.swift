import Diagnostics
import PropertyList
import StyleDictionary

/// What each input of a run is checked with: the configuration in force (`--config`, or the
/// nearest `.plistc.json`), the command line's settings on top of it, and the fonts its names
/// are checked against. Each configuration file is read once per run, and each list of font
/// paths scanned once, however many inputs share it.
final class InputSettings {
    /// What the command line sets on top of every configuration.
    struct Overrides: Sendable {
        /// `--require-all-styles`.
        var requireAllStyles = false
        /// `--disable RULE`, then `--enable RULE`, which wins.
        var disabledRules: [RuleID] = []
        var enabledRules: [RuleID] = []
        /// `--max-findings`: how many findings of a rule a file shows (`nil`: all).
        var findingLimit: Int? = LintConfiguration.defaultMaxFindingsPerRule
        /// `--runtime` and `--ios`: what is predicted for, over the configuration's.
        var runtime = RuntimeSelection()
        /// `--model` and `--rounding`, for the checks at every content size.
        var model = ScalingModel.uifontmetrics
        var rounding = Rounding.points
        /// `--verbose`: every finding of a file that is not a style dictionary, not only the one
        /// that says what it is.
        var showsForeignFiles = false
    }

    private let fontRequest: FontOptions.Request
    private let reader: PlistReader
    private let console: Console
    private let overrides: Overrides
    private let finder = ConfigurationFinder()
    /// `--config`: the one configuration for every input, instead of the nearest.
    private let explicitConfiguration: ConfigurationFile?
    private var fontsByPaths: [FontOptions.Paths: FontAvailability?] = [:]
    /// Each configuration file's lint configuration, by its path (`""`: no file, which no path
    /// is), made once: the jobs under one file share it instead of each holding a copy of its
    /// sets and tables. Keyed by `String`, not `String?`: a key type of its own would cost
    /// every run a search of the runtime's conformance records for its `Hashable`.
    private var configurationsByFile: [String: LintConfiguration] = [:]
    /// The Info.plist given with `--info-plist`, as read with the first list of font paths
    /// that names it, and those fonts: what `app-font-missing` checks, once per file.
    private(set) var infoPlists: [(document: PlistDocument, fonts: FontAvailability)] = []
    /// How many font paths and Info.plists named could not be read (reported as met): the
    /// run ends with status 2 when there are any.
    private(set) var unreadablePaths = 0

    /// Settings for a run; reads `configurationPath` (`--config`) now, when given.
    init(
        fonts: FontOptions.Request, overrides: Overrides, configurationPath: String? = nil, reader: PlistReader,
        console: Console
    ) throws(IOFailure) {
        fontRequest = fonts
        self.overrides = overrides
        self.reader = reader
        self.console = console
        explicitConfiguration = try configurationPath.map { path throws(IOFailure) in try ConfigurationFile.load(path) }
    }

    /// The configuration file in force for an input: `--config`, or the nearest `.plistc.json`
    /// above the file (above the current folder, for standard input).
    func configurationFile(for input: InputSource) throws(IOFailure) -> ConfigurationFile? {
        if let explicitConfiguration { return explicitConfiguration }
        return try finder.configuration(for: input.filePath)
    }

    /// The lint configuration for an input under `file`: its settings, the command line's on
    /// top, and the fonts they name; a usage error when the font options do not fit together.
    func lintConfiguration(under file: ConfigurationFile?) throws(UsageError) -> LintConfiguration {
        let key = file?.path ?? ""
        if let made = configurationsByFile[key] { return made }
        var configuration = file?.lintConfiguration ?? LintConfiguration()
        if overrides.requireAllStyles { configuration.options.requireAllStyles = true }
        configuration.disabledRules.formUnion(overrides.disabledRules)
        configuration.disabledRules.subtract(overrides.enabledRules)
        configuration.maxFindingsPerRule = overrides.findingLimit
        (configuration.options.runtime, configuration.options.runtimeIsChosen) = RuntimeSelection.resolve(
            commandLine: overrides.runtime, over: file?.runtime)
        (configuration.options.model, configuration.options.rounding) = (overrides.model, overrides.rounding)
        configuration.options.showsForeignFiles = overrides.showsForeignFiles
        configuration.options.fonts = try fonts(under: file)
        configurationsByFile[key] = configuration
        return configuration
    }

    /// The fonts `--fonts` and the configuration name, scanned the first time a list of paths
    /// is asked for; `nil` when they name none.
    private func fonts(under file: ConfigurationFile?) throws(UsageError) -> FontAvailability? {
        let paths = FontOptions.paths(fontRequest, configuration: file)
        if let known = fontsByPaths[paths] { return known }
        let found = try FontOptions.availability(of: paths, fontRequest, reader: reader, console: console)
        if let found, let infoPlist = found.infoPlist,
            !infoPlists.contains(where: { $0.document.path == infoPlist.path })
        {
            infoPlists.append((infoPlist, found.fonts))
        }
        unreadablePaths += found?.unreadable ?? 0
        fontsByPaths[paths] = found?.fonts
        return found?.fonts
    }
}
