import Foundation
import PlistcDiagnostics
import PlistcStyleDictionary
import TestSupport
import Testing

/// `--strict`, `--require-all-styles`, `--disable`/`--enable`, `--output`, reporters, the
/// configuration file and suppression comments.
@Suite("plistc lint options and configuration")
struct LintOptionsTests {
    private let styles = Fixtures.styles

    /// A temporary folder with files, removed afterwards.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        try Fixtures.withTemporaryFolder("options", files: files, body)
    }

    @Test func strictMakesWarningsFail() {
        #expect(CapturedRun(["lint", styles + "/hierarchy-order.plist"]).status == 0)
        #expect(CapturedRun(["lint", "--strict", styles + "/hierarchy-order.plist"]).status == 1)
    }

    @Test func requireAllStylesMakesMissingStylesErrors() {
        let run = CapturedRun(["lint", "--require-all-styles", styles + "/missing-style.plist"])
        #expect(run.status == 1)
        #expect(run.output.contains("error: no 'headline' entry"))
    }

    @Test func disableAndEnableRules() {
        let path = styles + "/missing-font-size.plist"
        let disabled = CapturedRun(["lint", "--disable", "missing-font-size", "--disable", "dictionary-void", path])
        #expect(disabled.status == 0 && disabled.error.isEmpty)
        let enabled = CapturedRun(["lint", "--disable", "dictionary-void", "--enable", "dictionary-void", path])
        #expect(enabled.output.contains("[dictionary-void]"))
    }

    @Test(arguments: [
        (["--disable", "missing-fontsize"], "there is no rule 'missing-fontsize'; did you mean 'missing-font-size'?"),
        (["--reporter", "sarf"], "there is no reporter 'sarf'; did you mean 'sarif'?"),
    ])
    func misspelledNamesAreUsageErrors(arguments: [String], message: String) {
        let run = CapturedRun(["lint"] + arguments + [styles + "/clean.plist"])
        #expect(run.status == 2)
        #expect(run.error.contains(message))
    }

    @Test func outputWritesTheReportToAFile() throws {
        try withFolder([:]) { root in
            let report = root + "/report.json"
            let run = CapturedRun(["lint", "--reporter", "json", "--output", report, styles + "/missing-style.plist"])
            #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty)
            let written = try String(contentsOfFile: report, encoding: .utf8)
            #expect(written.contains("\"rule\": \"missing-style\""))
        }
    }

    /// With the report in a file, standard output is free for progress; with the report on
    /// standard output, whatever the reporter, progress goes to standard error.
    @Test func verboseProgressNeverMixesIntoAMachineReadableReport() throws {
        let clean = styles + "/clean.plist"
        try withFolder([:]) { root in
            let run = CapturedRun(["lint", "-r", "json", "--output", root + "/report.json", "--verbose", clean])
            #expect(run.output.contains("clean.plist: OK") && run.output.contains("checked 1 file"))
            #expect(run.error.isEmpty)
        }
        let piped = CapturedRun(["lint", "-r", "json", "--verbose", clean])
        #expect(piped.output == "[]\n")
        #expect(piped.error.contains("clean.plist: OK"))
    }

    @Test func maxFindingsShowsSomeOrAllAndStillFails() throws {
        try withFolder(["many.plist": StyleText.unknownStyles(150)]) { root in
            let path = root + "/many.plist"
            func shown(_ options: [String]) -> Int {
                let run = CapturedRun(["lint", "-r", "json"] + options + [path])
                #expect(run.status == 1)
                return run.output.components(separatedBy: "\"rule\": \"unknown-style\"").count - 1
            }
            #expect(shown([]) == 101)
            #expect(shown(["--max-findings", "0"]) == 150)
            #expect(shown(["--max-findings", "3"]) == 4)
            let text = CapturedRun(["lint", "--max-findings", "3", path])
            #expect(text.output.contains("many.plist:4:1: error: 147 more unknown-style findings in this file"))
            let wrong = CapturedRun(["lint", "--max-findings", "-1", path])
            #expect(wrong.status == 2)
            #expect(wrong.error.contains("--max-findings takes a whole number, 0 or more, not '-1'"))
        }
    }

    @Test func configurationIsFoundAboveTheFile() throws {
        let configuration = """
            {"rules": {"missing-style": "error", "hierarchy-order": "off"}, "requiredStyles": ["body"]}
            """
        let file = try String(contentsOfFile: styles + "/missing-style.plist", encoding: .utf8)
        try withFolder([".plistc.json": configuration, "Fonts/Brand.plist": file]) { root in
            let run = CapturedRun(["lint", root + "/Fonts/Brand.plist"])
            #expect(run.status == 1)
            #expect(run.output.contains("error: no 'headline' entry"))
        }
    }

    /// A gewill system-font entry: an error for ScaledFont 1.0, a system font for the fork;
    /// `"runtime"` in the configuration chooses, and `--runtime` overrides it.
    @Test func runtimeComesFromTheConfigurationUnlessTheCommandLineSaysOtherwise() throws {
        let dictionary = """
            <plist version="1.0"><dict><key>body</key><dict><key>design</key><string>serif</string></dict></dict></plist>
            """
        try withFolder([".plistc.json": #"{"runtime": "gewill"}"#, "Brand.plist": dictionary]) { root in
            #expect(CapturedRun(["lint", root + "/Brand.plist"]).status == 0)
            let ios17 = CapturedRun(["lint", "--runtime", "ios17", root + "/Brand.plist"])
            #expect(ios17.status == 1)
            #expect(ios17.output.contains("[missing-font-name]"))
            let build = CapturedRun(["build", "--emit", "json", root + "/Brand.plist"])
            #expect(
                build.output.contains(#""fontName": "System Serif Regular", "weight": "Regular", "design": "serif""#))
        }
    }

    @Test func configurationIncludeAndExcludeFilterDirectories() throws {
        let file = try String(contentsOfFile: styles + "/unknown-style.plist", encoding: .utf8)
        let configuration = #"{"exclude": ["legacy/**"]}"#
        try withFolder([".plistc.json": configuration, "a/Brand.plist": file, "legacy/Old.plist": file]) { root in
            let run = CapturedRun(["lint", "--verbose", root])
            #expect(run.output.contains("a/Brand.plist"))
            #expect(!run.error.contains("legacy/Old.plist"))
            #expect(run.error.contains("checked 1 file: 1 with errors, 1 skipped"))
        }
    }

    @Test(arguments: [
        (
            #"{"rules": {"missing-stlye": "off"}}"#,
            ".plistc.json:1:12: error: there is no rule 'missing-stlye'; did you mean 'missing-style'?"
        ),
        (#"{"rules": {"missing-style": "loud"}}"#, ":1:12: error: rules.missing-style is \"loud\": use \"error\""),
        (#"{"exclude": "Info.plist"}"#, ".plistc.json:1:2: error: exclude must be an array of strings, not a string"),
        (
            "{\n  \"requireAllStyle\": true}",
            ".plistc.json:2:3: error: unknown setting \"requireAllStyle\"; did you mean \"requireAllStyles\"?"
        ),
        (
            #"{"rules": {"missing-style": "off"},}"#,
            ".plistc.json:1:36: error: invalid JSON: expected a key in double quotes"
        ),
        (
            "{\"exclude\": [\"a\"],\n \"exclude\": [\"b\"]}",
            #".plistc.json:2:2: error: "exclude" appears twice in the configuration (first at 1:2): keep one"#
        ),
        (
            #"{"rules": {"missing-style": "off", "missing-style": "error"}}"#,
            #".plistc.json:1:36: error: "missing-style" appears twice in rules (first at 1:12): keep one"#
        ),
        (
            #"{"include": ["\uD83D\u0041"]}"#,
            #".plistc.json:1:15: error: invalid JSON: \uD83D is half of a surrogate pair"#
        ),
        (#"{"requireAllStyles": 01}"#, ".plistc.json:1:23: error: invalid JSON: a number cannot have leading zeros"),
        (
            #"{"runtime": "ios18"}"#,
            #".plistc.json:1:2: error: "runtime" has no 'ios18'; did you mean 'ios17'? (choices: ios17, ios16, gewill, scaledfont2017, scaledfont)"#
        ),
        (
            #"{"runtime": "ios16", "ios": 17}"#,
            #".plistc.json:1:22: error: "runtime" ios16 and "ios" 17 contradict each other: ios16 is ScaledFont 1.0 on iOS 16 and earlier; use "runtime" scaledfont with "ios" 17"#
        ),
        (#"{"ios": 9}"#, #".plistc.json:1:2: error: "ios" takes an iOS version from 11 to 99"#),
        (#"{"ios": "16"}"#, #".plistc.json:1:2: error: ios must be an iOS version such as 16 or 17, not a string"#),
        (#"{"runtime": 17}"#, ".plistc.json:1:2: error: runtime must be a string, not a number"),
    ])
    func configurationErrorsExitTwo(configuration: String, message: String) throws {
        try withFolder([".plistc.json": configuration, "Brand.plist": "<plist><dict/></plist>"]) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist"])
            #expect(run.status == 2)
            #expect(run.error.contains(message), "\(run.error)")
        }
    }

    @Test func directoriesSkipPlistsThatAreNotStyleDictionaries() throws {
        let info = "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>"
        let file = try String(contentsOfFile: styles + "/clean.plist", encoding: .utf8)
        try withFolder(["Info.plist": info, "Brand.plist": file]) { root in
            let run = CapturedRun(["lint", "--verbose", root])
            #expect(run.status == 0)
            #expect(
                run.error.contains(
                    "Info.plist: skipped: this is an app's Info.plist ('CFBundleName'), not a style dictionary"))
            #expect(run.error.contains("checked 1 file: 0 with errors, 1 skipped"))
            // A file named is linted: one finding says what it is, and --verbose shows the rest.
            let named = CapturedRun(["lint", root + "/Info.plist"])
            #expect(named.status == 1)
            #expect(named.output.split(separator: "\n").count == 1 && named.output.contains("[not-a-style-dictionary]"))
            #expect(CapturedRun(["lint", "--verbose", root + "/Info.plist"]).output.contains("[unknown-style]"))
        }
    }

    @Test func manyFilesAreReportedInPathOrderWhateverTheThreads() throws {
        let file = try String(contentsOfFile: styles + "/unknown-style.plist", encoding: .utf8)
        let names = (0..<60).map { String(format: "dir%02d/Brand%02d.plist", $0 % 7, $0) }
        try withFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, file) })) { root in
            let first = CapturedRun(["lint", root])
            let second = CapturedRun(["lint", root])
            #expect(first.status == 1 && first.output == second.output)
            let paths = first.output.split(separator: "\n").compactMap {
                $0.split(separator: ":").first.map(String.init)
            }
            var unique: [String] = []
            for path in paths where unique.last != path { unique.append(path) }
            #expect(unique == names.sorted().map { root + "/" + $0 })
        }
    }

    /// A file with no text-style key and no font entry (a map of weights to font names) is one
    /// finding when named, as it is one line skipped in a folder: not an error per key.
    @Test func aFileOfAnotherSchemaIsOneFindingWhenNamed() throws {
        let weights = """
            <plist version="1.0"><dict><key>bold</key><string>Vita-Bold</string>
            <key>regular</key><string>Vita-Regular</string><key>light</key><string>Vita-Light</string>
            <key>medium</key><string>Vita-Medium</string></dict></plist>
            """
        try withFolder(["Weights.plist": weights]) { root in
            let named = CapturedRun(["lint", root + "/Weights.plist"])
            #expect(named.status == 1)
            let lines = named.output.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.hasSuffix("[not-a-style-dictionary]") == true)
            #expect(lines.first?.contains("no key of this file is a text style ('bold', 'regular', 'light')") == true)
            let walked = CapturedRun(["lint", "--verbose", root])
            #expect(walked.status == 0)
            #expect(
                (walked.output + walked.error).contains("Weights.plist: skipped: no key of this file is a text style"))
            #expect(CapturedRun(["lint", "--verbose", root + "/Weights.plist"]).output.contains("[unknown-style]"))
        }
    }

    /// Files are linted a few dozen at a time: a batch that mixes clean files, files with
    /// findings, files that are no style dictionary and files that cannot be read still reports
    /// each in path order, each with its own outcome.
    @Test func aRunOfMixedFilesReportsEachInOrder() throws {
        let clean = try String(contentsOfFile: styles + "/clean.plist", encoding: .utf8)
        let findings = try String(contentsOfFile: styles + "/unknown-style.plist", encoding: .utf8)
        let infoPlist = try String(
            contentsOfFile: Fixtures.directory + "/foreign/DynamicStylesExample-Info.plist", encoding: .utf8)
        let kinds = [clean, findings, infoPlist, "<plist><dict><key>body</key></plist>"]
        let names = (0..<70).map { String(format: "Style%02d.plist", $0) }
        try withFolder(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, kinds[$0 % kinds.count]) })) {
            root in
            let run = CapturedRun(["lint", "--verbose", "-o", root + "/report.txt", root])
            #expect(run.status == 1)
            // Progress goes to standard output when the report goes to a file: one line a file.
            let progress = run.output.split(separator: "\n").filter { $0.hasPrefix(root) }
            let expected = names.enumerated().compactMap { index, name -> String? in
                switch index % kinds.count {
                case 0: "\(root)/\(name): OK"
                case 2: "\(root)/\(name): skipped"
                default: nil
                }
            }
            // Each line's path and what became of the file, without the reason it was skipped.
            #expect(
                progress.map { $0.split(separator: ":", maxSplits: 2).prefix(2).joined(separator: ":") } == expected)
            let report = try String(contentsOfFile: root + "/report.txt", encoding: .utf8)
            let reported = report.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
            var files: [String] = []
            for path in reported where files.last != path { files.append(path) }
            #expect(files == names.enumerated().filter { $0.offset % 2 == 1 }.map { root + "/" + $0.element })
        }
    }

    @Test func suppressionCommentsSilenceTheirRules() {
        let run = CapturedRun(["lint", "--reporter", "json", styles + "/suppressed.plist"])
        #expect(!run.output.contains("\"rule\": \"duplicate-key\""), "disable-file")
        #expect(!run.output.contains("'title1'"), "disable on the next key and its value")
        #expect(!run.output.contains("colour"), "disable inside the next entry")
        #expect(run.output.contains("'sidebar'"), "other elements are still checked")
    }

    @Test func rulesListsEveryRuleAndExplainShowsExamples() {
        let rules = CapturedRun(["rules"])
        #expect(rules.status == 0)
        let listed = rules.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(listed == Rules.ids)
        let explain = CapturedRun(["explain", "unknown-style"])
        #expect(explain.status == 0)
        #expect(explain.output.hasPrefix("unknown-style (error): "))
        #expect(explain.output.contains("↓<key>title1</key>"))
        #expect(CapturedRun(["explain", "nope"]).status == 2)
    }
}
