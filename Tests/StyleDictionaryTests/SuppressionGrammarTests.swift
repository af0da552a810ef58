import PlistcDiagnostics
import PlistcPropertyList
import Testing

@testable import PlistcStyleDictionary

/// The one grammar of `plistc:` comments in a property list: `disable` … `enable` silences a
/// region, `disable:next` the next element, `disable:this` the comment's line, `disable-file`
/// the file, `all` every rule; a `disable` never closed keeps its old meaning (the next
/// element); a directive or rule plistc does not know is an `unknown-suppression` warning.
@Suite struct SuppressionGrammarTests {
    /// Five entries under keys no style has (`k1` … `k5`), one a line from line 3, with
    /// `comments` placed before the entry of the same index (and `trailing` after the third
    /// key, on its line): which keys are still reported.
    private func reported(_ comments: [Int: String], trailing: String = "") -> [String] {
        var lines = ["<plist>", "<dict>"]
        for index in 1...5 {
            if let comment = comments[index] { lines.append("<!-- \(comment) -->") }
            let entry = "<dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict>"
            lines.append("<key>k\(index)</key>\(index == 3 && !trailing.isEmpty ? "<!-- \(trailing) -->" : "")\(entry)")
        }
        lines += ["</dict>", "</plist>"]
        let document = PlistReader().read(Array(lines.joined(separator: "\n").utf8), path: "s.plist")
        return Linter().lint(document).filter { $0.ruleID == "unknown-style" }.map { $0.message.text }
            .compactMap { $0.split(separator: "'").first.map(String.init) }
    }

    @Test func disableAndEnableSilenceWhatIsBetween() {
        #expect(reported([2: "plistc:disable unknown-style", 4: "plistc:enable unknown-style"]) == ["k1", "k4", "k5"])
        #expect(reported([2: "plistc:disable all", 5: "plistc:enable all"]) == ["k1", "k5"])
    }

    @Test func anEnableWithoutRulesClosesEveryRegion() {
        #expect(reported([2: "plistc:disable unknown-style", 4: "plistc:enable"]) == ["k1", "k4", "k5"])
        #expect(reported([2: "plistc:disable", 3: "plistc:enable all"]) == ["k1", "k3", "k4", "k5"])
    }

    @Test func aDisableNeverClosedSilencesTheNextElementAsAlways() {
        #expect(reported([2: "plistc:disable unknown-style"]) == ["k1", "k3", "k4", "k5"])
        #expect(reported([2: "plistc:disable"]) == ["k1", "k3", "k4", "k5"])
    }

    @Test func nextThisAndFile() {
        #expect(reported([4: "plistc:disable:next unknown-style"]) == ["k1", "k2", "k3", "k5"])
        #expect(reported([:], trailing: "plistc:disable:this unknown-style") == ["k1", "k2", "k4", "k5"])
        #expect(reported([5: "plistc:disable-file unknown-style"]).isEmpty)
    }

    @Test func anUnknownDirectiveOrRuleIsAWarningWithTheClosestName() throws {
        let text = """
            <plist><dict>
            <!-- plistc:disabel unknown-style -->
            <!-- plistc:disable:next unknwn-style, all -->
            <key>body</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict>
            </dict></plist>
            """
        let found = Linter().lint(PlistReader().read(Array(text.utf8), path: "s.plist"))
            .filter { $0.ruleID == "unknown-suppression" }
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["2:1", "3:1"])
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found.map(\.suggestion) == ["disable", "unknown-style"])
        let first = try #require(found.first).message.text
        #expect(first.hasPrefix("'plistc:disabel' is no directive plistc knows, so this comment silences nothing"))
    }

    @Test func directivesAreReadAlike() {
        let read = SuppressionDirective.read("disable:this unknown-style, legacy-style-key")
        #expect(
            read.directive == SuppressionDirective(verb: .disableThis, rules: ["unknown-style", "legacy-style-key"]))
        #expect(read.unknown.isEmpty)
        #expect(SuppressionDirective.read("enable all").directive == SuppressionDirective(verb: .enable, rules: []))
        #expect(SuppressionDirective.read("").directive == nil)
    }
}
