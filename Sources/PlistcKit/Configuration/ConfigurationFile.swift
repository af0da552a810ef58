import PlistcDiagnostics
import PlistcIO
import PlistcJSON
import PlistcStyleDictionary

/// `.plistc.json`: settings for the style dictionaries in its folder and below.
///
/// ```json
/// {
///   "rules": {"missing-style": "error", "hierarchy-order": "off"},
///   "requireAllStyles": false,
///   "requiredStyles": ["body", "headline"],
///   "include": ["Fonts/**/*.plist"],
///   "exclude": ["**/Info.plist"],
///   "runtime": "gewill",
///   "ios": 16
/// }
/// ```
/// `rules` sets a rule's severity (`error`, `warning`, `note`) or turns it `off`. `include` and
/// `exclude` are paths relative to the file's folder and filter what directories yield.
package struct ConfigurationFile: Equatable {
    /// The name searched for, upward from each input.
    package static let fileName = ".plistc.json"

    package let path: String
    package var severities: [RuleID: Diagnostic.Severity] = [:]
    package var disabledRules: Set<RuleID> = []
    package var requireAllStyles = false
    package var requiredStyles: Set<TextStyle> = []
    /// `include` and `exclude`, each compiled once (`Glob`).
    package var include = Glob([])
    package var exclude = Glob([])
    /// What to predict for (`"runtime"`: one of `DeviceRuntime.names`; `"ios"`: the iOS
    /// version), unless `--runtime` and `--ios` say.
    package var runtime: RuntimeSelection?
    /// Font files or folders (`"fonts"`), relative to the configuration's folder.
    package var fonts: [String] = []
    /// Where `"fonts"` stands in the file, for the error when one leaves the repository.
    package var fontsMember: JSONValue.Member?
    /// For `plistc import`, design tokens by path mapped to text styles (`"styles"`).
    package var styles: [String: String] = [:]
    /// Where each key of `"styles"` is in the file.
    package var styleLocations: [String: SourceLocation] = [:]
    /// For `plistc import`, how token names map to text styles besides `"styles"`:
    /// `"material3"` or `"none"` (`"preset"`); `nil` for Material 3's when the names are its.
    package var preset: String?
    /// For `plistc import`, the responsive variant of the typography tokens read (`"variant"`).
    package var variant: String?
    /// For `plistc import`, the points in one rem (`"rem"`), when the file says.
    package var rem: Double?
    /// For `plistc fit` and `lint`, the budgets of the app's strings (`"fit"`), first match first.
    package var fit: [FitEntry] = []
    /// Where `"fit"` stands, for the notes about budgets that cannot be measured.
    package var fitMember: JSONValue.Member?
    /// The app's Swift files and folders (`"sources"`), relative to the configuration's folder.
    package var sources: [String] = []
    package var sourcesMember: JSONValue.Member?
    /// The app's strings files (`"strings"`), relative to the configuration's folder.
    package var strings: [String] = []
    package var stringsMember: JSONValue.Member?

    /// `fonts`, as paths usable from the current folder.
    package var fontPaths: [String] { fonts.map(usablePath) }
    package func usablePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : (directory == "." ? path : directory + "/" + path)
    }

    /// The folder the file is in; `include` and `exclude` are relative to it.
    package var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    private static let keys = [
        "rules", "requireAllStyles", "requiredStyles", "include", "exclude", "fonts", "runtime", "ios", "styles",
        "preset", "variant", "rem",
        "fit", "strings", "sources",
    ]

    package init(path: String, json: JSONValue) throws(ConfigurationError) {
        self.path = path
        guard case .object(let members) = json else {
            throw ConfigurationError(UsageError("the configuration must be a JSON object"), at: nil)
        }
        try Self.refuseRepeats(members, in: "the configuration")
        for member in members {
            if member.key == "rules" {
                try readRules(member)
                continue
            }
            if member.key == "fit" {
                fit = try FitEntry.entries(member)
                fitMember = member
                continue
            }
            do throws(UsageError) {
                try read(member)
            } catch {
                throw ConfigurationError(error, at: member)
            }
        }
    }

    private mutating func read(_ member: JSONValue.Member) throws(UsageError) {
        let (key, value) = (member.key, member.value)
        switch key {
        case "requireAllStyles":
            guard case .bool(let flag) = value else { throw Self.typeError(key, "true or false", value) }
            requireAllStyles = flag
        case "requiredStyles": requiredStyles = Set(try Self.strings(key, value).map(Self.textStyle))
        case "include": include = Glob(try Self.patterns(key, value))
        case "exclude": exclude = Glob(try Self.patterns(key, value))
        case "fonts":
            fonts = try Self.strings(key, value)
            fontsMember = member
        case "sources":
            sources = try Self.strings(key, value)
            sourcesMember = member
        case "strings":
            strings = try Self.strings(key, value)
            stringsMember = member
        case "styles":
            guard case .object(let members) = value else { throw Self.typeError(key, "an object", value) }
            for member in members {
                guard case .string(let style) = member.value else {
                    throw Self.typeError("styles.\(member.key)", "a text style's name", member.value)
                }
                styles[member.key] = try Self.textStyle(style).rawValue
                styleLocations[member.key] = SourceLocation(file: path, line: member.line, column: member.column)
            }
        case "preset":
            guard case .string(let name) = value, ["material3", "none"].contains(name) else {
                throw Self.typeError(key, "\"material3\" or \"none\"", value)
            }
            preset = name
        case "variant":
            guard case .string(let name) = value, !name.isEmpty else {
                throw Self.typeError(key, "a variant's name, such as \"md\"", value)
            }
            variant = name.hasPrefix("@") ? String(name.dropFirst()) : name
        case "rem":
            guard case .number(let points) = value, points > 0, points.isFinite else {
                throw Self.typeError(key, "a positive number of points, such as 16", value)
            }
            rem = points
        case "runtime":
            guard case .string(let name) = value else { throw Self.typeError(key, "a string", value) }
            runtime = try RuntimeSelection(name: name, ios: runtime?.ios)
                .validated(runtimeOption: "\"runtime\"", iosOption: "\"ios\"")
        case "ios":
            guard case .number(let number) = value, let version = Int(exactly: number) else {
                throw Self.typeError(key, "an iOS version such as 16 or 17", value)
            }
            runtime = try RuntimeSelection(name: runtime?.name, ios: version)
                .validated(runtimeOption: "\"runtime\"", iosOption: "\"ios\"")
        default:
            let hint = UsageError.suggestion(for: key, among: Self.keys).map { "; did you mean \"\($0)\"?" } ?? ""
            throw UsageError("unknown setting \"\(key)\"\(hint) (settings: \(Self.keys.joined(separator: ", ")))")
        }
    }

    /// Refuses a `"fonts"`, `"strings"` or `"sources"` path that leads out of the repository.
    func checkBounds() throws(ConfigurationError) {
        guard !fonts.isEmpty || !strings.isEmpty || !sources.isEmpty else { return }
        let bounds = RepositoryBounds(configurationDirectory: directory)
        let named =
            zip(fonts, fontPaths).map { ($0, $1, "fonts", fontsMember) }
            + zip(strings, stringsPaths).map { ($0, $1, "strings", stringsMember) }
            + zip(sources, sourcesPaths).map { ($0, $1, "sources", sourcesMember) }
        for (name, path, key, member) in named where !bounds.contains(path) {
            throw ConfigurationError(
                message:
                    "\"\(key)\" names '\(name)', which leads outside the repository (\(bounds.root)): a configuration comes with the files it checks (a pull request can change it), so it may only name files inside them; pass files elsewhere on the command line instead, with --\(key) \(name)",
                position: member.map { ($0.line, $0.column) })
        }
    }

    /// The rules, severities and options the file sets; its runtime is resolved with the
    /// command line's (`InputSettings`).
    package var lintConfiguration: LintConfiguration {
        LintConfiguration(
            options: LintOptions(requireAllStyles: requireAllStyles, requiredStyles: requiredStyles),
            disabledRules: disabledRules, severities: severities)
    }

    /// Whether a file found in a directory is to be linted, by `include` and `exclude`.
    package func admits(_ filePath: String) -> Bool {
        // Both absolute, so that a file named either way is seen from the folder alike.
        let (folder, file) = (PathNormal.absolute(directory), PathNormal.absolute(filePath))
        let prefix = folder == "/" ? "/" : folder + "/"
        var relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : filePath
        if relative.hasPrefix("./") { relative.removeFirst(2) }
        if !include.patterns.isEmpty && !include.matches(relative) { return false }
        return !exclude.matches(relative)
    }

    /// A key given twice would silently lose one of its settings: an error at the second.
    package static func refuseRepeats(_ members: [JSONValue.Member], in container: String) throws(ConfigurationError) {
        var first: [String: JSONValue.Member] = [:]
        for member in members {
            if let earlier = first[member.key] {
                throw ConfigurationError(
                    UsageError(
                        "\"\(member.key)\" appears twice in \(container) (first at \(earlier.line):\(earlier.column)): keep one"
                    ),
                    at: member)
            }
            first[member.key] = member
        }
    }

    package static func strings(_ key: String, _ value: JSONValue) throws(UsageError) -> [String] {
        guard case .array(let items) = value else { throw typeError(key, "an array of strings", value) }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw typeError(key, "an array of strings", value) }
            strings.append(text)
        }
        return strings
    }

    private static func textStyle(_ name: String) throws(UsageError) -> TextStyle {
        if let style = TextStyle(rawValue: name) { return style }
        throw UsageError(
            "requiredStyles names \"\(name)\", which is not a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
    }

    package static func typeError(_ key: String, _ expected: String, _ value: JSONValue) -> UsageError {
        UsageError("\(key) must be \(expected), not \(value.typeName)")
    }
}

/// A configuration setting that cannot be used, and where its key stands.
package struct ConfigurationError: Error {
    package let message: String
    package let position: (line: Int, column: Int)?

    package init(_ error: UsageError, at member: JSONValue.Member?) {
        message = error.message
        position = member.map { ($0.line, $0.column) }
    }

    package init(message: String, position: (line: Int, column: Int)?) {
        self.message = message
        self.position = position
    }
}
