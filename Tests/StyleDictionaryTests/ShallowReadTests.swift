import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// Lint and build read only the levels a style dictionary's rules look at
/// (`StyleDictionaryFile.levelsRead`): everything they report and predict must be exactly what
/// the whole tree gives.
@Suite("Reading three levels")
struct ShallowReadTests {
    private static let plists =
        Fixtures.allPlists + (Fixtures.realCorpus.map { Fixtures.files(in: $0, withExtension: "plist") } ?? [])

    private func facts(_ bytes: [UInt8], levels: Int?) -> StyleDictionaryFile {
        StyleDictionaryFile(PlistReader(keptLevels: levels).read(bytes, path: "t.plist"))
    }

    @Test func findingsAndVerdictsAreThoseOfTheWholeTree() {
        #expect(Self.plists.count > 50)
        for path in Self.plists {
            let bytes = Fixtures.bytes(path)
            let whole = facts(bytes, levels: nil)
            let shallow = facts(bytes, levels: StyleDictionaryFile.levelsRead)
            let linter = Linter(configuration: LintConfiguration(maxFindingsPerRule: nil))
            #expect(linter.lint(shallow) == linter.lint(whole), "\(Fixtures.relative(path))")
            // Compared as text: a verdict holding nan is not equal to itself.
            #expect(
                String(describing: RuntimeVerdict(shallow)) == String(describing: RuntimeVerdict(whole)),
                "\(Fixtures.relative(path))")
            #expect(shallow.looksLikeStyleDictionary == whole.looksLikeStyleDictionary)
        }
    }

    @Test func deeperValuesAreCheckedButNotKept() throws {
        let text = """
            <plist><dict><key>body</key><dict><key>fontName</key><string>A</string>
            <key>payload</key><array><dict><key>deep</key><integer>1</integer></dict></array></dict></dict></plist>
            """
        let root = try #require(PlistReader(keptLevels: 3).read(Array(text.utf8), path: "t.plist").root)
        let body = try #require(root.dictionaryValue?["body"]?.dictionaryValue)
        #expect(body["fontName"]?.stringValue == "A")
        #expect(body["payload"]?.arrayValue == [], "a container at the last level kept is read as empty")
        #expect(
            PlistReader().read(Array(text.utf8), path: "t.plist").root?.dictionaryValue?["body"]?.dictionaryValue
                != body)
        // A bad value four levels down is still found, located: one CoreFoundation rejects,
        // which swift-foundation's decoder never reads there.
        let broken = text.replacingOccurrences(of: "<integer>1</integer>", with: "<integer>1.5</integer>")
        let document = PlistReader(keptLevels: 3).read(Array(broken.utf8), path: "t.plist")
        #expect(document.strictDiagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:47"])
        #expect(StyleDictionaryFile(document, runtime: .ios16).hasReaderErrors)
        #expect(!StyleDictionaryFile(document, runtime: .ios17).hasReaderErrors)
    }

    /// A directive applies to the element right after it, wherever that is: a key and its
    /// value, a value after its key, or an element too deep to be kept (which has no findings).
    @Test func directivesApplyToTheElementThatFollowsThem() {
        func unknownKeys(_ body: String, rule: String = "unknown-entry-key") -> [String] {
            let text = Array("<plist><dict>\(body)</dict></plist>".utf8)
            let found = [nil, 3].map { levels in
                Linter().lint(facts(text, levels: levels)).filter { $0.ruleID.rawValue == rule }.map(\.keyPath)
            }
            #expect(found[0] == found[1], "the whole tree and three levels agree")
            return found[1]
        }
        let entry = { (extra: String) in StyleText.entry("body", extra: extra) }
        #expect(unknownKeys(entry("<key>a</key><true/><key>b</key><true/>")) == ["body.a", "body.b"])
        #expect(unknownKeys(entry("<!-- plistc:disable --><key>a</key><true/><key>b</key><true/>")) == ["body.b"])
        // Between a key and its value, the value: a finding at the value, not one at its key.
        let size = "<key>caption</key><dict><key>fontName</key><string>A</string><key>fontSize</key>"
        #expect(unknownKeys(size + "<string>12</string></dict>", rule: "font-size-type") == ["caption.fontSize"])
        #expect(unknownKeys(size + "<!-- plistc:disable --><string>12</string></dict>", rule: "font-size-type") == [])
        #expect(unknownKeys(entry("<key>a</key><!-- plistc:disable --><true/>")) == ["body.a"])
        // Inside a dropped container, the directive's element is dropped too: b is still found.
        let deep = "<key>a</key><array><array><!-- plistc:disable --><true/></array></array><key>b</key><true/>"
        #expect(unknownKeys(entry(deep)) == ["body.a", "body.b"])
        // With nothing after it in its container, the next element is the next key.
        let last = "<key>a</key><array><array><!-- plistc:disable --></array></array><key>b</key><true/>"
        #expect(unknownKeys(entry(last)) == ["body.a"])
    }
}
