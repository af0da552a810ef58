import Foundation
import PlistcDiagnostics
import TestSupport
import Testing

/// `plistc diff` in-process: a file against itself, the goldens of every output, statuses and
/// usage errors.
@Suite("plistc diff")
struct DiffCommandTests {
    static let old = Fixtures.directory + "/diff/old.plist"
    static let new = Fixtures.directory + "/diff/new.plist"

    /// Output with the package root removed from paths, as goldens hold them.
    /// The text with the package root taken out of its paths, as written and as Markdown
    /// escapes it (a root such as `/tmp/tmp.x1/plistc`, where `mktemp -d` puts a clone, is
    /// `/tmp/tmp\.x1/plistc` in a comment).
    private func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Fixtures.packageRoot + "/", with: "")
            .replacingOccurrences(of: MarkdownText.escaped(Fixtures.packageRoot + "/"), with: "")
    }

    @Test(arguments: Fixtures.allPlists)
    func everyFixtureComparedWithItselfIsUnchanged(path: String) {
        let text = CapturedRun(["diff", path, path])
        #expect(text.status == 0)
        #expect(
            text.output.contains(
                ": no change: the same sizes at every content size, the same fonts, fallbacks and findings"))
        #expect(text.output.split(separator: "\n").count == 1)
        let json = CapturedRun(["diff", "--emit", "json", path, path])
        #expect(json.output.contains("\"status\": \"unchanged\""))
        #expect(json.output.contains("\"changes\": []"))
    }

    /// A dictionary converted to binary is no change: its findings are the same findings,
    /// though each message now starts `byte N:`, so `--fail-on findings` passes.
    @Test func theSameDictionaryInBinaryIsNoChange() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Light</string><key>fontSize</key><integer>17</integer></dict></dict></plist>\n"
        try Fixtures.withTemporaryFolder("diff-binary", files: ["Brand.plist": xml]) { folder in
            let binary = Fixtures.valid + "/binary-plist.plist"
            let run = CapturedRun(["diff", "--fail-on", "findings", "--emit", "json", folder + "/Brand.plist", binary])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("\"status\": \"unchanged\""), "\(run.output)")
        }
    }

    @Test(
        .enabled(
            if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone: the real corpus is skipped"))
    func everyRealDictionaryComparedWithItselfIsUnchanged() throws {
        let corpus = try #require(Fixtures.realCorpus)
        for path in Fixtures.files(in: corpus, withExtension: "plist") {
            let run = CapturedRun(["diff", "--fail-on", "any", path, path])
            #expect(run.status == 0, "\(path)")
            #expect(run.output.contains(": no change: "), "\(path)")
        }
    }

    @Test(arguments: ["txt", "md", "json", "html"])
    func eachOutputMatchesItsGolden(format: String) {
        let emit = format == "txt" ? "text" : format
        let run = CapturedRun(["diff", "--emit", emit, Self.old, Self.new])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        if let difference = Golden.check(relative(run.output), against: Fixtures.directory + "/diff/changed.\(format)")
        {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// The page parses without an error in html5lib, as the specimen page does, for a pair, an
    /// added dictionary and a removed one.
    @Test(.enabled(if: Installed.html5lib, Installed.html5libMissing))
    func thePageIsValidHTML() throws {
        try Fixtures.withTemporaryFolder("diff-page") { root in
            let pairs = [(Self.old, Self.new), ("/dev/null", Self.new), (Self.old, "/dev/null")]
            var pages: [String] = []
            for (index, pair) in pairs.enumerated() {
                let page = root + "/\(index).html"
                #expect(CapturedRun(["diff", "-e", "html", "-o", page, pair.0, pair.1]).status == 0)
                pages.append(page)
            }
            let result = try Python.run(Fixtures.htmlValidator, pages)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func anAddedDictionaryMatchesItsGolden() {
        let run = CapturedRun(["diff", "/dev/null", Self.old])
        #expect(run.status == 0)
        if let difference = Golden.check(relative(run.output), against: Fixtures.directory + "/diff/added.txt") {
            Issue.record(Comment(rawValue: difference))
        }
        let json = CapturedRun(["diff", "-e", "json", Self.old, "/dev/null"])
        #expect(json.output.contains("\"status\": \"removed\""))
        #expect(json.output.contains("\"new\": \"/dev/null\""))
    }

    /// Standard input reads as the file would, under its own label.
    @Test func standardInputIsASide() {
        let file = CapturedRun(["diff", "-e", "json", Self.old, Self.new])
        let piped = CapturedRun(["diff", "-e", "json", "-", Self.new], input: Fixtures.bytes(Self.old))
        #expect(piped.status == 0)
        #expect(piped.output.replacingOccurrences(of: "<stdin>", with: Self.old) == file.output)
    }

    @Test(arguments: [
        ("fallback", Int32(1)), ("findings", 1), ("any", 1),
    ])
    func failOnEndsWithStatusOne(what: String, status: Int32) {
        #expect(CapturedRun(["diff", "--fail-on", what, Self.old, Self.new]).status == status)
        #expect(CapturedRun(["diff", "--fail-on", what, Self.old, Self.old]).status == 0)
    }

    /// Only what is asked for fails: old.plist lacks caption2, which Noteworthy has, so the
    /// diff resolves a fallback and adds none.
    @Test func failOnFallbackIgnoresAFallbackResolved() {
        let run = CapturedRun(["diff", "--fail-on", "fallback", "-e", "json", Self.old, Fixtures.noteworthy])
        #expect(run.output.contains("\"added\": [],\n    \"removed\": [\n      {\"style\": \"caption2\""))
        #expect(run.status == 0)
        #expect(CapturedRun(["diff", "--fail-on", "any", Self.old, Fixtures.noteworthy]).status == 1)
        #expect(CapturedRun(["diff", "--fail-on", "fallback", Fixtures.noteworthy, Self.old]).status == 1)
    }

    @Test func outputGoesToTheFileNamed() throws {
        try Fixtures.withTemporaryFolder("diff-output") { root in
            let run = CapturedRun(["diff", "-e", "md", "-o", root + "/comment.md", Self.old, Self.new])
            #expect(run.status == 0 && run.output.isEmpty)
            let written = try String(contentsOfFile: root + "/comment.md", encoding: .utf8)
            #expect(written == CapturedRun(["diff", "-e", "md", Self.old, Self.new]).output)
        }
    }

    @Test(arguments: [
        (["diff", "only-one.plist"], "diff compares two sides"),
        (["diff", "/dev/null", "/dev/null"], "both sides are /dev/null"),
        (["diff", "-", "-"], "only one side can be standard input"),
        (["diff", "-e", "yaml", "a", "b"], "--emit has no 'yaml'"),
        (["diff", "--fail-on", "warnings", "a", "b"], "--fail-on has no 'warnings'"),
        (["diff", "--git-base", "", "a"], "--git-base needs a revision"),
    ])
    func usageErrorsEndWithStatusTwo(arguments: [String], message: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func aMissingFileIsAnIOErrorThatSaysWhatToName() {
        let run = CapturedRun(["diff", Self.old, "/nonexistent/Brand.plist"])
        #expect(run.status == 2)
        #expect(run.error.contains("/nonexistent/Brand.plist: error: does not exist: name a file, /dev/null"))
        #expect(run.output.isEmpty)
    }

    static let realOld = Fixtures.directory + "/diff/real-dashwallet/old.plist"
    static let realNew = Fixtures.directory + "/diff/real-dashwallet/new.plist"

    /// The sizes of every style in `build --emit json`, read with Foundation's JSON parser.
    private func sizes(_ path: String, _ options: [String]) throws -> [String: [Double]] {
        let run = CapturedRun(["build", "--emit", "json", "--allow-fallbacks"] + options + [path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        var sizes: [String: [Double]] = [:]
        for style in try #require(object["styles"] as? [[String: Any]]) {
            sizes[try #require(style["style"] as? String)] = try #require(style["sizes"] as? [Double])
        }
        return sizes
    }

    /// A real pair of revisions (dashwallet-ios, in the 2017 format): under the runtime that
    /// reads it, diff gives exactly the cells in which the two builds differ, and its golden.
    @Test func aRealPairGivesTheCellsItsBuildsDifferIn() throws {
        let options = ["--runtime", "scaledfont2017"]
        let (old, new) = (try sizes(Self.realOld, options), try sizes(Self.realNew, options))
        let categories = [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
            "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ]
        var expected: [String] = []
        for style in [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
            "footnote", "caption", "caption2",
        ] {
            let (before, after) = (try #require(old[style]), try #require(new[style]))
            for index in categories.indices where before[index] != after[index] {
                expected.append("\(style) \(categories[index]) \(before[index]) \(after[index])")
            }
        }
        let run = CapturedRun(["diff", "-e", "json"] + options + [Self.realOld, Self.realNew])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let cells = try #require(object["changes"] as? [[String: Any]]).map { change in
            let (old, new) = ((change["old"] as? NSNumber)?.doubleValue, (change["new"] as? NSNumber)?.doubleValue)
            return "\(change["style"] ?? "") \(change["size"] ?? "") \(old ?? .nan) \(new ?? .nan)"
        }
        #expect(cells == expected)
        #expect(expected.count == 72)
        let text = CapturedRun(["diff"] + options + [Self.realOld, Self.realNew])
        if let difference = Golden.check(
            relative(text.output), against: Fixtures.directory + "/diff/real-dashwallet/real.txt")
        {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// A file in the 2017 format against its rewrite in ScaledFont 1.0's (the keys renamed by
    /// `lint --fix --runtime scaledfont`, as an app moving to ScaledFont 1.0 does): each side is
    /// read as the code its keys imply, so no size and no font changes, and the note that the old
    /// side was read as the 2017 code reads it is the only finding resolved.
    @Test func aFormatMigrationChangesNoCell() throws {
        let folder = try Fixtures.temporaryFolder("migration")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (old, new) = (folder + "/old.plist", folder + "/Styles.plist")
        try FileManager.default.copyItem(atPath: Fixtures.directory + "/runtimes/twin-2017.fixed", toPath: old)
        try FileManager.default.copyItem(atPath: old, toPath: new)
        #expect(CapturedRun(["lint", "--fix", "--runtime", "scaledfont", new]).status == 0)
        #expect(try !String(contentsOfFile: new, encoding: .utf8).contains("UICTFontTextStyle"))
        let run = CapturedRun(["diff", "-e", "json", old, new])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((object["changes"] as? [Any])?.isEmpty == true)
        let text = CapturedRun(["diff", old, new]).output
        #expect(text.split(separator: "\n").first?.hasSuffix(": 1 finding resolved") == true)
        #expect(text.contains("[inferred-runtime]"))
    }

    /// Under ScaledFont 1.0 (chosen), which reads none of its keys, every style falls back on
    /// both sides: the summary says so, and that the errors stay (one a raw-value key), though no
    /// cell changes.
    @Test func aFileNoSideReadsSaysEveryStyleFallsBackOnBothSides() {
        let run = CapturedRun(["diff", "--runtime", "scaledfont", Self.realOld, Self.realNew])
        #expect(run.status == 0)
        let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first.hasSuffix(
                "(unchanged: 11 styles fall back to the system font on both sides; 11 errors on both sides, which plistc lint shows)"
            ))
        #expect(!first.contains("change at"))
    }
}
