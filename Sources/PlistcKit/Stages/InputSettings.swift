import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// What each input of a run is checked with: the configuration in force (`--config`, or the
/// nearest `.plistc.json`), the command line's settings on top of it, and the fonts its names
/// are checked against. Each configuration file is read once per run, and each list of font
/// paths scanned once, however many inputs share it.
package final class InputSettings {
    /// What the command line sets on top of every configuration.
    package struct Overrides: Sendable {
        /// `--require-all-styles`.
        package var requireAllStyles = false
        /// `--disable RULE`, then `--enable RULE`, which wins.
        package var disabledRules: [RuleID] = []
        package var enabledRules: [RuleID] = []
        /// `--max-findings`: how many findings of a rule a file shows (`nil`: all).
        package var findingLimit: Int? = LintConfiguration.defaultMaxFindingsPerRule
        /// `--runtime` and `--ios`: what is predicted for, over the configuration's.
        package var runtime = RuntimeSelection()
        /// `--model` and `--rounding`, for the checks at every content size.
        package var model = ScalingModel.uifontmetrics
        package var rounding = Rounding.points
        /// `--verbose`: every finding of a file that is not a style dictionary, not only the one
        /// that says what it is.
        package var showsForeignFiles = false
        /// `--fix-ib-text-style`.
        package var fixGivesIBTextStyle = false

        /// The settings given; what is not given is left to each configuration.
        package init(
            requireAllStyles: Bool = false, disabledRules: [RuleID] = [], enabledRules: [RuleID] = [],
            findingLimit: Int? = LintConfiguration.defaultMaxFindingsPerRule, runtime: RuntimeSelection = .init(),
            model: ScalingModel = .uifontmetrics, rounding: Rounding = .points, showsForeignFiles: Bool = false
        ) {
            self.requireAllStyles = requireAllStyles
            (self.disabledRules, self.enabledRules) = (disabledRules, enabledRules)
            (self.findingLimit, self.runtime) = (findingLimit, runtime)
            (self.model, self.rounding, self.showsForeignFiles) = (model, rounding, showsForeignFiles)
        }
    }

    private let fontRequest: FontRequest
    private let reader: PlistReader
    private let host: SessionHost
    private let overrides: Overrides
    private let finder = ConfigurationFinder()
    /// `--config`: the one configuration for every input, instead of the nearest.
    private let explicitConfiguration: ConfigurationFile?
    private var fontsByPaths: [FontPaths: FontAvailability?] = [:]
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
    package init(
        fonts: FontRequest, overrides: Overrides, configurationPath: String? = nil, reader: PlistReader,
        host: SessionHost
    ) throws(IOFailure) {
        fontRequest = fonts
        self.overrides = overrides
        self.reader = reader
        self.host = host
        explicitConfiguration = try configurationPath.map { path throws(IOFailure) in try ConfigurationFile.load(path) }
    }

    /// The configuration file in force for an input: `--config`, or the nearest `.plistc.json`
    /// above the file (above the current folder, for standard input).
    package func configurationFile(for input: InputSource) throws(IOFailure) -> ConfigurationFile? {
        if let explicitConfiguration { return explicitConfiguration }
        return try finder.configuration(for: input.filePath)
    }

    /// The lint configuration for an input under `file`: its settings, the command line's on
    /// top, and the fonts they name; a usage error when the font options do not fit together.
    package func lintConfiguration(under file: ConfigurationFile?) throws(UsageError) -> LintConfiguration {
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
        configuration.options.fixGivesIBTextStyle = overrides.fixGivesIBTextStyle
        configuration.options.fonts = try fonts(under: file)
        configurationsByFile[key] = configuration
        return configuration
    }

    /// The fonts `--fonts` and the configuration name, scanned the first time a list of paths
    /// is asked for; `nil` when they name none.
    private func fonts(under file: ConfigurationFile?) throws(UsageError) -> FontAvailability? {
        let paths = ProjectFonts.paths(fontRequest, configuration: file)
        if let known = fontsByPaths[paths] { return known }
        let found = try ProjectFonts.availability(of: paths, fontRequest, reader: reader, host: host)
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
