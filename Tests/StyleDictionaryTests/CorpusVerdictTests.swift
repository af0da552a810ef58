import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// The real style dictionaries in `../shared/corpus/real/`: what ScaledFont 1.0 does with each,
/// pinned against `dynamic-type.md` section 2, and what lint says with no option (a file keyed
/// by UIKit raw values read as the 2017 code reads it, which `inferred-runtime` says).
@Suite(
    "Real corpus verdicts",
    .enabled(if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone: the real corpus is skipped"))
struct CorpusVerdictTests {
    /// The expected rule IDs (deduplicated, sorted) and how many styles keep a custom font.
    static let expectations: [(file: String, rules: [String], customStyles: Int)] = [
        ("Futura.plist", [], 11),
        ("Noteworthy.plist", [], 11),
        ("NotoSerif.plist", ["font-size-range", "unknown-font"], 11),
        ("InvalidBodyStyle.plist", ["dictionary-void", "missing-font-size"], 0),
        ("InvalidBodyStyle-2021-initial.plist", ["dictionary-void", "missing-font-size"], 0),
        ("MissingHeadline.plist", ["missing-style"], 10),
        ("Notworthy.plist", ["missing-style"], 10),
        ("Noteworthy-legacy-rawvalue-keys.plist", ["inferred-runtime"], 0),
        ("NotoSerif-legacy-rawvalue-keys.plist", ["font-size-range", "inferred-runtime", "unknown-font"], 0),
        ("SKScaledFont-CircularStd.plist", ["inferred-runtime", "unknown-font"], 0),
        ("SKScaledFont-CircularStd-568h.plist", ["font-size-range", "inferred-runtime", "unknown-font"], 0),
        ("SKScaledFont-CircularStd-667h.plist", ["font-size-range", "inferred-runtime", "unknown-font"], 0),
        ("SKScaledFont-skScaledFontStyle.plist", ["inferred-runtime", "missing-style"], 0),
        (
            "gewill-SystemFonts.plist",
            ["dictionary-void", "missing-font-name", "missing-font-size", "unknown-entry-key"], 0
        ),
        ("gewill-FractionalSize.plist", ["font-size-range", "hierarchy-order", "missing-style"], 5),
        (
            "SystemVariants.plist", ["dictionary-void", "missing-font-name", "missing-font-size", "unknown-entry-key"],
            0
        ),
    ]

    @Test func everyCorpusFileHasAnExpectation() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let names = Fixtures.files(in: corpus, withExtension: "plist").map {
            String($0.split(separator: "/").last ?? "")
        }
        #expect(Set(names) == Set(Self.expectations.map(\.file)))
    }

    @Test(arguments: expectations.map(\.file))
    func verdictMatchesTheDocumentedBehaviour(file: String) throws {
        let corpus = try #require(Fixtures.realCorpus)
        let expectation = try #require(Self.expectations.first { $0.file == file })
        let document = PlistReader().read(Fixtures.bytes(corpus + "/" + file), path: file)
        let rules = Set(Linter().lint(document).map(\.ruleID.rawValue)).sorted()
        #expect(rules == expectation.rules)
        let verdict = RuntimeVerdict(StyleDictionaryFile(document))
        let custom = verdict.styles.filter { if case .custom = $0.outcome { true } else { false } }
        #expect(custom.count == expectation.customStyles)
    }

    /// The 2017-format files read as the 2017 code and SKScaledFont read them: every key looked
    /// up, and only what is wrong in their sizes.
    @Test(arguments: [
        ("Noteworthy-legacy-rawvalue-keys.plist", [String](), 11),
        ("NotoSerif-legacy-rawvalue-keys.plist", ["font-size-range", "unknown-font"], 11),
        ("SKScaledFont-CircularStd.plist", ["unknown-font"], 11),
        ("SKScaledFont-CircularStd-568h.plist", ["font-size-range", "unknown-font"], 11),
        ("SKScaledFont-CircularStd-667h.plist", ["font-size-range", "unknown-font"], 11),
        ("SKScaledFont-skScaledFontStyle.plist", ["missing-style"], 1),
        ("Noteworthy.plist", ["legacy-style-key"], 0),
    ])
    func legacyFilesReadAsThe2017CodeReadsThem(file: String, rules: [String], custom: Int) throws {
        let corpus = try #require(Fixtures.realCorpus)
        let document = PlistReader().read(Fixtures.bytes(corpus + "/" + file), path: file)
        let options = LintOptions(runtime: .scaledfont2017, runtimeIsChosen: true)
        let findings = Linter(configuration: LintConfiguration(options: options)).lint(document)
        #expect(Set(findings.map(\.ruleID.rawValue)).sorted() == rules)
        let verdict = RuntimeVerdict(StyleDictionaryFile(document, runtime: .scaledfont2017))
        #expect(verdict.styles.filter { if case .custom = $0.outcome { true } else { false } }.count == custom)
    }

    /// The fork's own files read as the fork reads them: no error, and system-font entries
    /// with their design and weight.
    @Test(arguments: [
        ("gewill-SystemFonts.plist", [String](), 0, 11),
        ("gewill-FractionalSize.plist", ["font-size-range", "hierarchy-order", "missing-style"], 5, 0),
        ("SystemVariants.plist", ["missing-style", "system-font-variant"], 1, 3),
    ])
    func forkFilesReadAsTheForkReadsThem(file: String, rules: [String], custom: Int, entries: Int) throws {
        let corpus = try #require(Fixtures.realCorpus)
        let document = PlistReader().read(Fixtures.bytes(corpus + "/" + file), path: file)
        let options = LintOptions(runtime: .gewill)
        let findings = Linter(configuration: LintConfiguration(options: options)).lint(document)
        #expect(!findings.contains { $0.severity == .error })
        #expect(Set(findings.map(\.ruleID.rawValue)).sorted() == rules)
        let verdict = RuntimeVerdict(StyleDictionaryFile(document, runtime: .gewill))
        let outcomes = verdict.styles.map(\.outcome)
        #expect(outcomes.filter { if case .custom = $0 { true } else { false } }.count == custom)
        let systemEntries = outcomes.filter { if case .system(.systemFontEntry) = $0 { true } else { false } }
        #expect(systemEntries.count == entries)
    }

    @Test func invalidBodyStyleVoidsEveryStyleNamingBody() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let document = PlistReader().read(Fixtures.bytes(corpus + "/InvalidBodyStyle.plist"), path: "x")
        let verdict = RuntimeVerdict(StyleDictionaryFile(document))
        #expect(verdict.styles.allSatisfy { $0.outcome == .system(.dictionaryVoid(culprits: ["body"])) })
    }

    @Test func missingHeadlineFallsBackForHeadlineOnly() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let document = PlistReader().read(Fixtures.bytes(corpus + "/MissingHeadline.plist"), path: "x")
        let verdict = RuntimeVerdict(StyleDictionaryFile(document))
        #expect(verdict.outcome(for: .headline) == .system(.missingStyle))
        guard case .custom(let body) = verdict.outcome(for: .body) else {
            Issue.record("body should keep its custom font")
            return
        }
        #expect(body.size == 17 && !body.name.isEmpty)
    }
}
