import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// The source rules on one file of the app (`lint --sources`). On Swift: `fixed-font-size`,
/// `double-scaling`, `size-capped`, `adjusts-font-missing`; with the dictionaries linted,
/// `dictionary-not-found` and `style-not-in-dictionary`; with fonts, `unknown-font` and
/// `font-not-registered` for the names in code. On a storyboard or XIB (`InterfaceBuilderCheck`):
/// `ib-adjusts-without-text-style`, `fixed-font-size`, `ib-size-class-font`, and with fonts the
/// same font rules. Each finding is located
/// in the file, silenced by its `plistc:` comments, and given the severity the configuration
/// says.
public enum SourceCheck {
    /// The findings of `bytes`, read from `path`, under `configuration`, sorted by location.
    /// `readingUnfinished` runs the rules on a file that is not finished Swift too, rather than
    /// giving its one `source-unreadable` note: for the fuzzer, which makes such files.
    public static func findings(
        _ bytes: [UInt8], path: String, configuration: LintConfiguration, dictionaries: DictionaryCatalog? = nil,
        app: AppSummary? = nil, readingUnfinished: Bool = false
    ) -> [Diagnostic] {
        let file = SourceFile(bytes, path: path)
        return findings(
            in: file, configuration: configuration, dictionaries: dictionaries,
            app: app ?? AppSummary([SourceSummary(file)]), readingUnfinished: readingUnfinished)
    }

    /// The findings of `bytes` and the styles it asks of each dictionary it names (`nil`: a
    /// style held in a variable, so any), for dropping the `missing-style` notes of styles no
    /// call site uses; the file read once for both. A file plistc cannot read with certainty
    /// has one `source-unreadable` note and no uses (`nil`: it could ask anything); a storyboard
    /// or XIB asks nothing. `app` is what every file of the app tells (its loaders, custom
    /// styles and helpers); `nil`: this file's own summary alone.
    public static func check(
        _ bytes: [UInt8], path: String, configuration: LintConfiguration, dictionaries: DictionaryCatalog? = nil,
        app: AppSummary? = nil
    ) -> (findings: [Diagnostic], styleUses: [String: Set<TextStyle>?]?) {
        if InterfaceBuilderCheck.reads(path) {
            let (found, suppressions) = InterfaceBuilderCheck.findings(
                bytes, path: path, options: configuration.options, app: app ?? .empty, catalog: dictionaries)
            return (shown(found, suppressions, configuration), [:])
        }
        let file = SourceFile(bytes, path: path)
        let app = app ?? AppSummary([SourceSummary(file)])
        let questions = file.problem == nil ? DictionaryUses.questions(in: file, app: app) : nil
        let (found, suppressions) = localFindings(in: file, configuration: configuration, app: app)
        var asked: [Diagnostic] = []
        if let questions, let dictionaries { asked = DictionaryUses.findings(questions, catalog: dictionaries) }
        return (shown(found + asked, suppressions, configuration), questions.map(DictionaryUses.styleUses))
    }

    /// One look at a file for `lint --sources`: its summary for the app, and all the check
    /// needs besides the dictionaries' verdicts and the other files' summaries, so that a file
    /// that names nothing another file defines is read once (`finish`). A storyboard or XIB
    /// tells the other files nothing and needs all of them: it is checked by `check` alone, and
    /// its first look (`SourceFirstLook.interfaceBuilder`, also for a path alone) is empty.
    public static func firstLook(_ bytes: [UInt8], path: String, configuration: LintConfiguration) -> SourceFirstLook {
        if InterfaceBuilderCheck.reads(path) { return .interfaceBuilder }
        let file = SourceFile(bytes, path: path)
        let summary = SourceSummary(file)
        let app = AppSummary([summary])
        let (found, suppressions) = localFindings(in: file, configuration: configuration, app: app)
        return SourceFirstLook(
            summary: summary, found: found, suppressions: suppressions,
            questions: file.problem == nil ? DictionaryUses.questions(in: file, app: app) : nil)
    }

    /// The findings of a file from its first look, the dictionaries' verdicts now known, as
    /// `check` gives them when no other file defines a name it uses.
    public static func finish(
        _ look: SourceFirstLook, configuration: LintConfiguration, dictionaries: DictionaryCatalog
    ) -> [Diagnostic] {
        let asked = look.questions.map { DictionaryUses.findings($0, catalog: dictionaries) } ?? []
        return shown(look.found + asked, look.suppressions, configuration)
    }

    static func findings(
        in file: SourceFile, configuration: LintConfiguration, dictionaries: DictionaryCatalog?, app: AppSummary,
        readingUnfinished: Bool = false
    ) -> [Diagnostic] {
        let (found, suppressions) = localFindings(
            in: file, configuration: configuration, app: app, readingUnfinished: readingUnfinished)
        let readable = readingUnfinished || file.problem == nil
        let asked =
            readable
            ? dictionaries.map { DictionaryUses.findings(DictionaryUses.questions(in: file, app: app), catalog: $0) }
                ?? [] : []
        return shown(found + asked, suppressions, configuration)
    }

    /// Every finding of the file but what it asks of the dictionaries, before its comments
    /// silence any, with its suppressions.
    static func localFindings(
        in file: SourceFile, configuration: LintConfiguration, app: AppSummary, readingUnfinished: Bool = false
    ) -> (found: [Diagnostic], suppressions: SourceSuppressions) {
        let (suppressions, unknown) = SourceSuppressions.read(
            file.directives.map { ($0.line, $0.column, $0.directive[...]) }, path: file.path)
        let found =
            (readingUnfinished ? nil : file.problem).map { problem in
                [
                    SourceUnreadableRule.description.diagnostic(
                        "plistc cannot read this Swift with certainty (\(problem.message)), so none of its call sites is checked: does the file compile?",
                        at: SourceLocation(file: file.path, line: problem.line, column: 1))
                ]
            }
            ?? FixedFontSizes.findings(in: file) + DoubleScaling.findings(in: file, app: app)
            + SizeCaps.findings(in: file)
            + unknown + AdjustsFontMissing.findings(in: file, app: app)
            + (configuration.options.fonts.map { FontNamesInCode.findings(in: file, fonts: $0) } ?? [])
        return (found, suppressions)
    }

    /// The findings not silenced, with the severity the configuration says, in file order.
    static func shown(_ found: [Diagnostic], _ suppressions: SourceSuppressions, _ configuration: LintConfiguration)
        -> [Diagnostic]
    {
        found.compactMap { diagnostic -> Diagnostic? in
            guard !suppressions.silences(diagnostic.ruleID.rawValue, onLine: diagnostic.location.line) else {
                return nil
            }
            return configuration.shown(diagnostic)
        }.sorted { $0.location < $1.location }
    }

    /// Whether the file at `path` is a storyboard or a XIB.
    public static func readsInterfaceBuilder(_ path: String) -> Bool { InterfaceBuilderCheck.reads(path) }

    /// Whether `lint --sources` reads the file at `path`: Swift, a storyboard or a XIB.
    public static func reads(_ path: String) -> Bool {
        path.hasSuffix(".swift") || InterfaceBuilderCheck.reads(path)
    }

    /// The key of `check`'s style uses for a call site whose ScaledFont the file does not
    /// show being made (`Theme.brand.font(forTextStyle: .body)`): its styles count for every
    /// dictionary.
    public static let anyDictionary = DictionaryUses.anyDictionary

    /// The UTF-8 column of each finding's location in `bytes` (reviewdog counts bytes), lines
    /// ending at LF as the lexer counts them. The findings are in file order, so each line is
    /// walked once, however many findings it has.
    public static func byteColumns(of findings: [Diagnostic], in bytes: [UInt8]) -> [Int] {
        var lines = LineStarts(bytes)
        let starts = lines.offsets()
        // Where the last walk stopped: its line, scalar column and byte offset.
        var (line, column, offset) = (0, 1, 0)
        return findings.map { finding in
            let location = finding.location
            guard location.line >= 1, location.line <= starts.count else { return location.column }
            if location.line != line || location.column < column {
                (line, column, offset) = (location.line, 1, starts[location.line - 1])
            }
            // One scalar at a time: its first byte, then its continuation bytes.
            while column < location.column, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            return offset - starts[location.line - 1] + 1
        }
    }

    /// Where a token is, in the file.
    static func location(of token: SwiftToken, in file: SourceFile) -> SourceLocation {
        SourceLocation(file: file.path, line: token.line, column: token.column)
    }
}
