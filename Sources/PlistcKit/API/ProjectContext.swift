import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary

/// What a project sets for its checks, as one value: its `.plistc.json` (found above a file,
/// or given as text) with the rules, runtime and fonts it names, settled once.
///
///     let context = try ProjectContext.nearest(to: "Fonts/Brand.plist")
///     let checked = context.check(bytes, path: "Fonts/Brand.plist")
///     for finding in checked.findings { print(finding.location, finding.message.text) }
public struct ProjectContext: Sendable {
    /// The path of the configuration in force, when there is one.
    public let configurationPath: String?
    /// What every check under the context runs: the file's rules and options, its fonts read.
    package let configuration: LintConfiguration

    /// No `.plistc.json`: every rule as it comes, ScaledFont 1.0 on iOS 17, no font files.
    public init() {
        configurationPath = nil
        configuration = LintConfiguration()
    }

    /// The context a `.plistc.json` gives, its text given as if it were the file at `path`
    /// (where the paths it names start). The font files it names are read now; what cannot
    /// be read is said to `host`.
    public init(configuration text: [UInt8], at path: String, host: SessionHost = .discarding) throws(IOFailure) {
        try self.init(file: ConfigurationFile.parse(text, path: path), host: host)
    }

    /// The context of the nearest `.plistc.json` above `path` (the defaults when there is none),
    /// as `lint` finds it for that file.
    public static func nearest(to path: String, host: SessionHost = .discarding) throws(IOFailure) -> ProjectContext {
        try ProjectContext(file: ConfigurationFinder().configuration(for: path), host: host)
    }

    private init(file: ConfigurationFile?, host: SessionHost) throws(IOFailure) {
        configurationPath = file?.path
        let settings = try InputSettings(
            fonts: FontRequest(), overrides: InputSettings.Overrides(), reader: PlistReader(), host: host)
        do throws(UsageError) {
            configuration = try settings.lintConfiguration(under: file)
        } catch {
            throw IOFailure(path: file?.path ?? ConfigurationFile.fileName, reason: error.message)
        }
        if settings.unreadablePaths > 0 {
            throw IOFailure(
                path: file?.path ?? ConfigurationFile.fileName, reason: "names font files that cannot be read")
        }
    }

    /// Checks a style dictionary's bytes as `plistc lint` does under this context, every
    /// finding located in `path`.
    public func check(_ bytes: [UInt8], path: String) -> CheckedFile {
        Pipeline(limits: ReaderLimits()).check(bytes, path: path, configuration: configuration)
    }
}
