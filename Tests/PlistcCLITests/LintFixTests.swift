import Foundation
import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// `lint --fix`: a golden per fixable rule (`Fixtures/fix/RULE.plist`: the fixed file in
/// `RULE.fixed`, what `--fix-dry-run` prints in `RULE.diff`), the bytes it keeps, and when it
/// refuses.
@Suite("lint --fix")
struct LintFixTests {
    static let folder = Fixtures.directory + "/fix"
    static let noto = Installed.notoFolder + "/NotoSerif-Regular.ttf"

    /// Each fixture and the options it is fixed with.
    static let fixtures: [(name: String, options: [String])] = [
        ("plist-syntax", []), ("device-rejects", []), ("unknown-style", []), ("legacy-style-key", []),
        ("unknown-entry-key", []), ("font-size-type", []), ("duplicate-key", []),
        ("system-font-variant", ["--runtime", "gewill"]), ("unknown-font", ["--fonts", noto]),
    ]

    /// Every rule with a fix has its fixture (a source rule's is Swift: `SourcesFixTests`), and
    /// every fixture's rule has a fix.
    @Test func everyFixableRuleHasAFixture() {
        let fixable = Rules.all.map { $0.description }.filter { $0.fixes != nil }.map { $0.id.rawValue }
        let ruleGoldens = SourcesFixTests.goldens.filter { SourcesFixTests.options[$0] == nil }
        #expect(Set(Self.fixtures.map(\.name) + ruleGoldens) == Set(fixable))
    }

    /// Copies a fixture into a new folder; its path there.
    static func copy(_ name: String, in folder: String, transform: (String) -> String = { $0 }) throws -> String {
        let text = try String(contentsOfFile: Self.folder + "/\(name).plist", encoding: .utf8)
        let path = folder + "/\(name).plist"
        try Data(transform(text).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: fixtures.indices)
    func fixMatchesItsGoldens(index: Int) throws {
        let (name, options) = Self.fixtures[index]
        guard name != "unknown-font" || (Installed.noto && Installed.freeType) else { return }
        try Fixtures.withTemporaryFolder("fix") { folder in
            let path = try Self.copy(name, in: folder)
            let relative = "Fixtures/fix/\(name).plist"
            let dryRun = CapturedRun(["lint", "--fix-dry-run"] + options + [path])
            let fixes = dryRun.error.split(separator: "\n").filter { $0.contains(": would fix: ") }
            let log = (fixes.joined(separator: "\n") + "\n\n" + dryRun.output)
                .replacingOccurrences(of: path, with: relative)
            if let difference = Golden.check(log, against: Self.folder + "/\(name).diff") {
                Issue.record(Comment(rawValue: difference))
            }
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: path))
                    == Data(contentsOf: URL(fileURLWithPath: Self.folder + "/\(name).plist")),
                "a dry run writes nothing")
            let fix = CapturedRun(["lint", "--fix"] + options + [path])
            #expect(fix.error.components(separatedBy: ": fixed: ").count - 1 == fixes.count)
            let fixed = try String(contentsOfFile: path, encoding: .utf8)
            if let difference = Golden.check(fixed, against: Self.folder + "/\(name).fixed") {
                Issue.record(Comment(rawValue: difference))
            }
            let again = CapturedRun(["lint", "--fix"] + options + [path])
            #expect(!again.error.contains(": fixed: "), "a second --fix changes nothing: \(again.error)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
            let remaining = CapturedRun(["lint", "--reporter", "json"] + options + [path]).output
            #expect(!remaining.contains("\"fix\": {"), "no fixable finding remains")
        }
    }

    /// CRLF line ends and a UTF-8 byte-order mark are kept, everywhere but in what a fix replaces.
    @Test(arguments: fixtures.indices.filter { fixtures[$0].name != "unknown-font" })
    func lineEndsAndByteOrderMarkAreKept(index: Int) throws {
        let (name, options) = Self.fixtures[index]
        let crlf: (String) -> String = { "\u{FEFF}" + $0.replacingOccurrences(of: "\n", with: "\r\n") }
        try Fixtures.withTemporaryFolder("fix") { folder in
            let path = try Self.copy(name, in: folder, transform: crlf)
            _ = CapturedRun(["lint", "--fix"] + options + [path])
            let golden = try String(contentsOfFile: Self.folder + "/\(name).fixed", encoding: .utf8)
            let fixed = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(fixed == Data(crlf(golden).utf8), "\(name)")
            #expect(fixed.starts(with: [0xEF, 0xBB, 0xBF]))
        }
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() throws {
        let text =
            "<plist version=\"1.0\"><dict><key>Body</key><dict><key>fontName</key><string>A</strin></dict></dict></plist>\n"
        try Fixtures.withTemporaryFolder("fix", files: ["broken.plist": text]) { folder throws in
            let run = CapturedRun(["lint", "--fix", folder + "/broken.plist"])
            let after = try String(contentsOfFile: folder + "/broken.plist", encoding: .utf8)
            #expect(run.status == 1)
            #expect(run.error.contains("broken.plist: not fixed: the file does not parse (1:"))
            #expect(after == text)
        }
    }

    @Test func aFileInAnotherEncodingIsLeftAlone() throws {
        let text =
            "<plist version=\"1.0\"><dict><key>Body</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict></dict></plist>"
        let utf16 = [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Fixtures.withTemporaryFolder("fix") { folder in
            let path = folder + "/utf16.plist"
            try Data(utf16).write(to: URL(fileURLWithPath: path))
            let run = CapturedRun(["lint", "--fix", path])
            #expect(run.error.contains("not fixed: plistc --fix edits UTF-8 XML property lists only"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(utf16))
        }
    }

    @Test func theFileKeepsItsMode() throws {
        try Fixtures.withTemporaryFolder("fix") { folder in
            let path = try Self.copy("unknown-style", in: folder)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
            _ = CapturedRun(["lint", "--fix", path])
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o640)
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<key>body</key>"))
        }
    }

    /// Hooks pass every changed plist: with --style-dictionaries-only, an Info.plist named on
    /// the command line is skipped as it would be in a folder, and never fixed.
    @Test func styleDictionariesOnlySkipsOtherPlists() throws {
        let info = Fixtures.directory + "/fonts/Info-complete.plist"
        #expect(CapturedRun(["lint", info]).status == 1, "linted as a style dictionary, it has errors")
        try Fixtures.withTemporaryFolder("fix") { folder throws in
            let copy = folder + "/Info.plist"
            try FileManager.default.copyItem(atPath: info, toPath: copy)
            let run = CapturedRun(["lint", "--fix", "--style-dictionaries-only", "--verbose", copy])
            #expect(run.status == 0)
            #expect(run.error.contains("Info.plist: skipped: this is an app's Info.plist"), "\(run.error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(contentsOf: URL(fileURLWithPath: info)))
        }
    }

    @Test func usageErrors() {
        let stdin = CapturedRun(["lint", "--fix", "-"])
        #expect(stdin.status == 2 && stdin.error.contains("standard input is not one"))
        let clash = CapturedRun(["lint", "--diff", "--reporter", "json", Fixtures.noteworthy])
        #expect(clash.status == 2 && clash.error.contains("write the report with -o FILE"))
    }

    /// The exit status is that of what remains: errors all fixed, status 0; a rule turned off
    /// fixes nothing.
    @Test func theStatusIsOfWhatRemains() throws {
        try Fixtures.withTemporaryFolder("fix") { folder in
            let path = try Self.copy("plist-syntax", in: folder)
            #expect(CapturedRun(["lint", path]).status == 1)
            #expect(CapturedRun(["lint", "--fix", path]).status == 0)
            let legacy = try Self.copy("legacy-style-key", in: folder)
            let disabled = CapturedRun(["lint", "--fix", "--disable", "legacy-style-key", legacy])
            #expect(!disabled.error.contains("fixed:"), "a disabled rule fixes nothing: \(disabled.error)")
            #expect(CapturedRun(["lint", "--fix", legacy]).status == 1, "UICTFontTextStyleTitle1 remains")
        }
    }
}
