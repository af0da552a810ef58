import PlistcDiagnostics

/// A rule: one file, with its own documentation and examples, which a test runs and `plistc
/// explain` prints. What it looks at says where its check is: a dictionary's rules
/// (`DictionaryRule`) check here; the reader's, the app's Swift's and the measured strings'
/// rules are found by the reader, `PlistcSourceChecks` and the fit measuring (`RuleDescription.kind`).
public protocol Rule: Sendable {
    /// What the rule is.
    static var description: RuleDescription { get }
    /// The rule as a `DictionaryRule`, when it is one; `nil` for the others. Asked of the rule
    /// rather than found with `as?`, which would make every run search the conformance records.
    static var asDictionaryRule: (any DictionaryRule.Type)? { get }
}

extension Rule {
    public static var asDictionaryRule: (any DictionaryRule.Type)? { nil }
}

/// A rule that checks a style dictionary's facts, which `Linter` runs on every file.
public protocol DictionaryRule: Rule {
    /// The problems the rule finds in a file that is a valid property list.
    static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic]

    /// The same problems, added to `findings`, which the linter limits: a rule that can find
    /// very many adds each with the closure that makes it (`Findings.add(at:severity:_:)`), and
    /// its `check` returns `Findings.all`. By default, `check`'s findings.
    static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings)
}

extension DictionaryRule {
    public static var asDictionaryRule: (any DictionaryRule.Type)? { self }

    public static func report(_ file: StyleDictionaryFile, options: LintOptions, to findings: inout Findings) {
        for diagnostic in check(file, options: options) { findings.add(diagnostic) }
    }
}

/// A rule's identity, documentation and examples. A class, so the one description of a rule is
/// shared, never copied.
public final class RuleDescription: Sendable {
    /// Where a rule's findings come from.
    public enum Kind: Sendable {
        /// Its `check`, on each file the reader could read.
        case file
        /// The reader, as it reads the file (`plist-syntax`): the rule documents them.
        case reader
        /// Its `check` on a file, and the run besides, once per run (`app-font-missing` on the
        /// `--info-plist` against each list of fonts).
        case run
        /// The app's strings measured in the dictionary's fonts (`plistc fit`, and `lint` with
        /// `"fit"` budgets): its examples are `.strings` entries measured against the budget
        /// its explanation gives.
        case measured
        /// The app's Swift (`lint --sources`): its examples are Swift, checked as `lint
        /// --sources` checks a file.
        case source
        /// The app's storyboards and XIBs (`lint --sources`): its examples are Interface
        /// Builder XML, checked as `lint --sources` checks such a file.
        case interfaceBuilder
    }

    /// The stable identifier, such as `missing-font-size`: scripts and configurations use it.
    public let id: RuleID
    /// The severity of its findings unless configured otherwise.
    public let defaultSeverity: Diagnostic.Severity
    /// One line: what the rule reports.
    public let summary: String
    /// Why it matters and how to fix it.
    public let explanation: String
    /// What `lint --fix` does with its findings; `nil` when it leaves them to a person.
    public let fixes: String?
    /// Where its findings come from.
    public let kind: Kind
    /// Plists the rule reports. Each is the content of the top-level `<dict>` (or a whole
    /// document when it starts with `<plist` or `<?xml`); a `↓` marks where a finding is expected.
    /// Made when asked for, as the other examples and their options are: a lint run reads
    /// every description but never its examples, some of which are built from tables.
    public var triggeringExamples: [String] { makeTriggeringExamples() }
    /// Plists the rule does not report.
    public var nonTriggeringExamples: [String] { makeNonTriggeringExamples() }
    /// The options the examples are linted with (the fonts of font rules).
    public var exampleOptions: LintOptions { makeExampleOptions() }
    private let makeTriggeringExamples: @Sendable () -> [String]
    private let makeNonTriggeringExamples: @Sendable () -> [String]
    private let makeExampleOptions: @Sendable () -> LintOptions

    /// Creates a description.
    public init(
        id: RuleID, defaultSeverity: Diagnostic.Severity, summary: String, explanation: String,
        fixes: String? = nil, kind: Kind = .file,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [String],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [String],
        exampleOptions: @autoclosure @escaping @Sendable () -> LintOptions = LintOptions()
    ) {
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
        self.makeExampleOptions = exampleOptions
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        self.fixes = fixes
        self.kind = kind
    }

    /// The sentence `plistc explain` prints about `lint --fix` for the rule.
    public var fixText: String {
        fixes.map { "lint --fix: " + $0.split(separator: "\n").joined(separator: " ") }
            ?? "lint --fix: none; these findings are left to a person."
    }

    /// A finding of this rule. Its words and its suggestion are made only when a reporter asks
    /// for them, so that the findings past `--max-findings` (or silenced in the file) cost no
    /// sentence and no spelling search.
    public func diagnostic(
        _ message: @autoclosure @escaping @Sendable () -> Sentence, at location: SourceLocation, keyPath: String = "",
        suggestion: @autoclosure @escaping @Sendable () -> String? = nil, severity: Diagnostic.Severity? = nil,
        notes: [String] = [], fix: Fix? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity: severity ?? defaultSeverity, ruleID: id, message: Diagnostic.Message(making: { message().text }),
            location: location, keyPath: keyPath, suggestion: Deferred(making: suggestion), notes: notes, fix: fix)
    }

    /// A finding of this rule whose words and suggestion `wording` makes together, only when a
    /// reporter asks for them: for the rules whose sentence names their suggestion.
    public func diagnostic(
        at location: SourceLocation, keyPath: String, fix: Fix? = nil,
        wording: @escaping Diagnostic.Wording
    ) -> Diagnostic {
        Diagnostic(
            severity: defaultSeverity, ruleID: id, location: location, keyPath: keyPath, notes: [], fix: fix,
            wording: wording)
    }

    /// An example as a whole document, with the `↓` markers removed.
    public static func document(for example: String) -> String {
        let text = example.replacingMarkers()
        if text.hasPrefix("<plist") || text.hasPrefix("<?xml") { return text }
        return "<plist version=\"1.0\">\n<dict>\n\(text)\n</dict>\n</plist>\n"
    }

    /// The lines and columns the `↓` markers of an example point at, in its whole document.
    public static func markedPositions(in example: String) -> [(line: Int, column: Int)] {
        let isWhole = example.hasPrefix("<plist") || example.hasPrefix("<?xml")
        var positions: [(line: Int, column: Int)] = []
        var line = isWhole ? 1 : 3
        var column = 1
        for scalar in example.unicodeScalars {
            if scalar == "↓" {
                positions.append((line, column))
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return positions
    }
}

extension String {
    fileprivate func replacingMarkers() -> String { String(unicodeScalars.filter { $0 != "↓" }.map(Character.init)) }
}

/// Options that change what the rules report.
public struct LintOptions: Sendable, Hashable {
    /// Whether a missing style is an error rather than a note.
    public var requireAllStyles: Bool
    /// Styles whose absence is an error even without `requireAllStyles`.
    public var requiredStyles: Set<TextStyle>
    /// The fonts names are checked against; `nil` (no `--fonts`) leaves font names unchecked.
    public var fonts: FontAvailability?
    /// What is predicted for (`--runtime`, `--ios`): the code that loads files and the parser
    /// that reads them.
    public var runtime: DeviceRuntime
    /// Whether the user chose the runtime (on the command line or in a configuration), rather
    /// than plistc's default: a file in the 2017 format then gets one hint, not a finding per key.
    public var runtimeIsChosen: Bool
    /// How sizes scale (`--model`, `--rounding`), for the checks at every content size.
    public var model: ScalingModel
    public var rounding: Rounding
    /// Whether a file that is clearly not a style dictionary (an Info.plist) gets every rule's
    /// findings (`--verbose`), not only the one that says what it is.
    public var showsForeignFiles = false
    /// The styles the app's Swift asks this dictionary for (`lint --sources`), when it names
    /// each one; `nil` when no Swift was read or a call site holds its style in a variable.
    /// A missing style no call site asks for is then not noted, and an entry none asks for is
    /// (`unused-style`).
    public var usedStyles: Set<TextStyle>?
    /// The keys of custom text styles the app's Swift names (`UIFont.TextStyle(rawValue:
    /// "ATFontTextStyleHeader")`, `lint --sources`), which a runtime that reads raw values looks
    /// up; `nil` when no Swift was read, or some could not be.
    public var customStyleKeys: Set<String>?
    /// Where the app's Swift shows the code that loads the file, when it decided `runtime`
    /// (`lint --sources`, no runtime chosen): `App/FontScaler.swift:14:10 (FontScaler, …)`.
    public var runtimeFromCode: String?
    /// Whether `ib-adjusts-without-text-style`'s fix gives the view the text style a style
    /// dictionary maps its font and size to (`--fix-ib-text-style`), rather than unticking the
    /// box.
    public var fixGivesIBTextStyle = false
    /// Where the note that lists the font names left unchecked (no `fonts`) is made.
    public var uncheckedFontsNote = UncheckedFontsNote.everyFile

    /// Creates options.
    public init(
        requireAllStyles: Bool = false, requiredStyles: Set<TextStyle> = [], fonts: FontAvailability? = nil,
        runtime: DeviceRuntime = .standard, runtimeIsChosen: Bool = false, model: ScalingModel = .uifontmetrics,
        rounding: Rounding = .points, usedStyles: Set<TextStyle>? = nil
    ) {
        self.requireAllStyles = requireAllStyles
        self.requiredStyles = requiredStyles
        self.fonts = fonts
        self.runtime = runtime
        self.runtimeIsChosen = runtimeIsChosen
        self.model = model
        self.rounding = rounding
        self.usedStyles = usedStyles
    }

    /// Whether a style's absence is an error.
    public func requires(_ style: TextStyle) -> Bool { requireAllStyles || requiredStyles.contains(style) }
}

/// Which files get `unknown-font`'s note about the names it could not check (no `fonts`): its
/// advice, to give the app's fonts, is the same for every file, so a run over many says it once.
public enum UncheckedFontsNote: Sendable, Hashable {
    /// Each file with such names gets the note: a run over one file, or `--verbose`.
    case everyFile
    /// The note says that it is said once a run: the run shows the first file's only.
    case onceARun
    /// No note: a file linted after the run has shown it.
    case off
}
