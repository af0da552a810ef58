import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

/// `line-height-below-font`: the message, the value it suggests (rounded up, so that taking it
/// silences the rule), and the Bold Text font, which both frameworks draw under Bold Text.
@Suite("line-height-below-font")
struct LineHeightBelowFontTests {
    private static let fonts = FontAvailability(
        faces: [
            face("Serif-Regular", lineHeight: 1.3621),
            face("Serif-Bold", lineHeight: 1.45),
            face("Tight-Bold", lineHeight: 1.2),
        ],
        builtIn: ["Avenir-Book"])

    private static func face(_ name: String, lineHeight: Double) -> FontAvailability.Face {
        var face = FontAvailability.Face(postScriptName: name, file: "Fonts/\(name).ttf", weightClass: 400)
        face.lineHeightPerPoint = lineHeight
        return face
    }

    private func messages(fontName: String, legibility: String? = nil, lineHeight: String) -> [String] {
        let bold = legibility.map { "<key>legibilityFontName</key><string>\($0)</string>\n" } ?? ""
        let entry = """
            <key>body</key>
            <dict>
            <key>fontName</key><string>\(fontName)</string>
            <key>fontSize</key><integer>17</integer>
            \(bold)<key>lineHeight</key><real>\(lineHeight)</real>
            </dict>
            """
        let document = PlistReader().read(Array(RuleDescription.document(for: entry).utf8), path: "Styles.plist")
        let linter = Linter(configuration: LintConfiguration(options: LintOptions(fonts: Self.fonts)))
        return linter.lint(document).filter { $0.ruleID == "line-height-below-font" }.map(\.message.text)
    }

    @Test func theMessageGivesTheFontsLineHeightRoundedUp() {
        #expect(
            messages(fontName: "Serif-Regular", lineHeight: "1.1") == [
                "body's lineHeight 1.1 is below Serif-Regular's own line height (1.363 × size): lines are drawn 1.363 × size apart in SwiftUI, UIKit and the specimen; set lineHeight to 1.363 or more, or remove it"
            ])
    }

    @Test func theSuggestedValueSilencesTheRule() {
        #expect(messages(fontName: "Serif-Regular", lineHeight: "1.363").isEmpty)
        #expect(messages(fontName: "Serif-Regular", lineHeight: "1.3621").isEmpty)
    }

    @Test func theBoldTextFontIsCheckedToo() {
        #expect(
            messages(fontName: "Tight-Bold", legibility: "Serif-Bold", lineHeight: "1.3") == [
                "body's lineHeight 1.3 is below Serif-Bold's own line height (its Bold Text font) (1.45 × size): lines are drawn 1.45 × size apart in SwiftUI, UIKit and the specimen; set lineHeight to 1.45 or more, or remove it"
            ])
    }

    @Test func theTallerOfTheTwoFontsIsTheOneNamed() {
        let found = messages(fontName: "Serif-Regular", legibility: "Tight-Bold", lineHeight: "1.1")
        #expect(found.count == 1)
        #expect(found.first?.contains("below Serif-Regular's own line height (1.363") == true)
    }

    @Test func fontsWithoutMetricsAreNotJudged() {
        #expect(messages(fontName: "Avenir-Book", legibility: "Missing-Bold", lineHeight: "1.0").isEmpty)
    }
}
