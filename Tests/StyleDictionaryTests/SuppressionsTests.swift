import PlistcDiagnostics
import PlistcPropertyList
import Testing

@testable import PlistcStyleDictionary

/// How a `plistc:disable` comment's words are read: spaces, commas and line breaks (which the
/// reader collapses to spaces, tabs too) separate them, in an ASCII comment (read by its
/// bytes) as in any other (read by its characters).
@Suite struct SuppressionsTests {
    private func rules(after comment: String) -> [RuleID] {
        let text = """
            <plist><dict>
            <!--\(comment)-->
            <key>titel</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer><key>tint</key><string>x</string></dict>
            </dict></plist>
            """
        let found = Linter().lint(PlistReader().read(Array(text.utf8), path: "s.plist"))
        return Array(Set(found.map(\.ruleID).filter { ["unknown-style", "unknown-entry-key"].contains($0) })).sorted()
    }

    @Test(arguments: [
        " plistc:disable unknown-style,unknown-entry-key ",
        "plistc:disable\r\nunknown-style\n\tunknown-entry-key",
        " plistc:disable unknown-style, unknown-entry-key, é ",
        " plistc:disable ",
    ])
    func bothRulesAreSilenced(comment: String) {
        #expect(rules(after: comment) == [])
    }

    @Test(arguments: [
        " plistc:disable unknown-style ", " plistc:disable unknown-style — ok ", "plistc:disable,unknown-style",
    ])
    func onlyTheNamedRuleIsSilenced(comment: String) {
        #expect(rules(after: comment) == ["unknown-entry-key"])
    }

    @Test func aDirectiveGluedToAnotherWordIsNone() {
        #expect(rules(after: " plistc:disableunknown-style ") == ["unknown-entry-key", "unknown-style"])
    }
}
