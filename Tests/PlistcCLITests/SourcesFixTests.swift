import Foundation
import TestSupport
import Testing

/// `lint --fix` on the app's Swift: `double-scaling`'s `.custom(name, size: scaled)` becomes
/// `.custom(name, fixedSize: scaled)`, every other byte kept.
@Suite("Fixing the app's Swift")
struct SourcesFixTests {
    /// CRLF line ends, a non-ASCII comment, a comment inside the call, and a call the fix
    /// leaves alone (`relativeTo:`).
    static let card = [
        "struct Card: View {",
        "    @ScaledMetric var size: CGFloat = 16",
        "    var body: some View {",
        "        Text(\"b\").font(.custom(name, size: size)) // größer",
        "        Text(\"Ç\").font(.custom(\"Ñame\", /* as is */ size:   self.size))",
        "        Text(\"d\").font(.custom(name, size: size, relativeTo: .title))",
        "    }",
        "}",
    ].joined(separator: "\r\n")
    static let fixed = card.replacing("name, size: size)", with: "name, fixedSize: size)")
        .replacing("size:   self.size", with: "fixedSize:   self.size")

    /// The source rules with a fix, each with its golden: `Fixtures/fix/RULE.EXTENSION` (Swift,
    /// or a storyboard), fixed in `RULE.EXTENSION.fixed`, the dry run's output in
    /// `RULE.EXTENSION.diff`; and `ib-text-style`, ib-adjusts-without-text-style's fix with
    /// `--fix-ib-text-style`.
    static let goldens = ["double-scaling", "ib-adjusts-without-text-style", "ib-text-style"]
    static let extensions = [
        "double-scaling": "swift", "ib-adjusts-without-text-style": "storyboard", "ib-text-style": "storyboard",
    ]
    static let options = ["ib-text-style": ["--fix-ib-text-style"]]

    @Test(arguments: goldens)
    func fixMatchesItsGoldens(name: String) throws {
        let file = "\(name).\(Self.extensions[name] ?? "swift")"
        let golden = Fixtures.directory + "/fix/" + file
        let source = try String(contentsOfFile: golden, encoding: .utf8)
        try Fixtures.withTemporaryFolder("sources-fix-golden", files: ["App/" + file: source]) { root in
            let path = root + "/App/" + file
            let lint = ["lint", Fixtures.noteworthy, "--sources", path] + (Self.options[name] ?? [])
            let dryRun = CapturedRun(lint + ["--fix-dry-run"])
            let fixes = dryRun.error.split(separator: "\n").filter { $0.contains(": would fix: ") }
            let log = (fixes.joined(separator: "\n") + "\n\n" + dryRun.output)
                .replacingOccurrences(of: path, with: "Fixtures/fix/" + file)
            if let difference = Golden.check(log, against: golden + ".diff") {
                Issue.record(Comment(rawValue: difference))
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == source, "a dry run writes nothing")
            let fix = CapturedRun(lint + ["--fix"])
            #expect(fix.error.components(separatedBy: ": fixed: ").count - 1 == fixes.count)
            let fixed = try String(contentsOfFile: path, encoding: .utf8)
            if let difference = Golden.check(fixed, against: golden + ".fixed") {
                Issue.record(Comment(rawValue: difference))
            }
            let again = CapturedRun(lint + ["--fix"])
            #expect(!again.error.contains(": fixed: "), "a second --fix changes nothing: \(again.error)")
            // A byte-order mark and CRLF line ends are kept too.
            let crlf: (String) -> String = { "\u{FEFF}" + $0.replacingOccurrences(of: "\n", with: "\r\n") }
            try Data(crlf(source).utf8).write(to: URL(fileURLWithPath: path))
            _ = CapturedRun(lint + ["--fix"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(crlf(fixed).utf8))
        }
    }

    static func files() -> [String: String] {
        ["Brand.plist": Fixtures.bytesText(Fixtures.noteworthy), "App/Card.swift": card]
    }

    @Test func theFixRenamesTheLabelAndKeepsEveryOtherByte() throws {
        try Fixtures.withTemporaryFolder("sources-fix", files: Self.files()) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App", "--fix"])
            let after = try Data(contentsOf: URL(fileURLWithPath: root + "/App/Card.swift"))
            #expect(after == Data(Self.fixed.utf8))
            #expect(run.error.contains("Card.swift:4:24: fixed: size: → fixedSize: [double-scaling]"), "\(run.error)")
            #expect(run.error.contains("Card.swift:5:24: fixed:"), "\(run.error)")
            // What is left: the relativeTo: call, reported, not fixed.
            #expect(run.status == 1)
            #expect(run.output.contains("Card.swift:6:24: error: size is a @ScaledMetric"), "\(run.output)")
            #expect(!run.output.contains("Card.swift:4:24: error"), "\(run.output)")
            let again = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App", "--fix"])
            #expect(!again.error.contains("fixed:"), "a second --fix changes nothing: \(again.error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/App/Card.swift")) == Data(Self.fixed.utf8))
        }
    }

    @Test func aDryRunShowsTheDiffAndWritesNothing() throws {
        try Fixtures.withTemporaryFolder("sources-fix-dry", files: Self.files()) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App", "--fix-dry-run"])
            #expect(
                run.output.contains("+        Text(\"b\").font(.custom(name, fixedSize: size)) // größer"),
                "\(run.output)")
            #expect(run.error.contains("Card.swift:4:24: would fix: size: → fixedSize:"), "\(run.error)")
            let after = try Data(contentsOf: URL(fileURLWithPath: root + "/App/Card.swift"))
            #expect(after == Data(Self.card.utf8))
        }
    }

    /// Without --fix the finding carries its fix to the reporters that show one.
    @Test func theReportCarriesTheFix() throws {
        try Fixtures.withTemporaryFolder("sources-fix-report", files: Self.files()) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App", "--reporter", "rdjson"])
            #expect(run.output.contains("\"text\": \"fixedSize\""), "\(run.output)")
            // reviewdog counts bytes: Ç and Ñ are two each.
            #expect(run.output.contains("\"start\": {\"line\": 5, \"column\": 25}}"), "\(run.output)")
            #expect(
                run.output.contains(
                    "{\"range\": {\"start\": {\"line\": 5, \"column\": 54}, \"end\": {\"line\": 5, \"column\": 58}}"),
                "\(run.output)")
        }
    }
}
