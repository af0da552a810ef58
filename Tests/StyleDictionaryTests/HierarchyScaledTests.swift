import Diagnostics
import PropertyList
import StyleDictionary
import Testing

/// `hierarchy-order-scaled`: the first content size where the order breaks, by how much, under
/// the model chosen, and nothing where Apple's own sizes break it too.
@Suite("Hierarchy at every content size")
struct HierarchyScaledTests {
    static func findings(_ entries: [(String, String)], options: LintOptions = LintOptions()) -> [Diagnostic] {
        let body = entries.map { key, size in
            "<key>\(key)</key><dict><key>fontName</key><string>Avenir-Book</string><key>fontSize</key>\(size)</dict>"
        }.joined()
        let document = PlistReader().read(Array("<plist><dict>\(body)</dict></plist>".utf8), path: "t.plist")
        return Linter(configuration: LintConfiguration(options: options)).lint(document).filter {
            $0.ruleID == "hierarchy-order-scaled"
        }
    }

    @Test func namesTheFirstSizeWhereTheOrderBreaks() throws {
        let found = Self.findings([("largeTitle", "<integer>34</integer>"), ("title3", "<integer>24</integer>")])
        let message = try #require(found.first?.message.text)
        #expect(found.count == 1)
        #expect(
            message.hasPrefix("at AX4 (accessibility4) 'title3' grows to 56 pt, 1 pt larger than 'largeTitle' at 55 pt")
        )
        #expect(message.contains("(22.4 pt or less keeps it in order at every size)"), "\(message)")
        #expect(found.first?.keyPath == "title3.fontSize")
    }

    /// A title3 of 22 pt keeps the order under UIFontMetrics, and passes largeTitle at AX5 under
    /// the point-size model; a cap keeps the order.
    @Test func followsTheModelAndTheCap() {
        let sizes = [("largeTitle", "<integer>34</integer>"), ("title3", "<integer>22</integer>")]
        #expect(Self.findings(sizes).isEmpty)
        let pointSize = Self.findings(sizes, options: LintOptions(model: .pointsize))
        #expect(pointSize.first?.message.text.hasPrefix("at AX5 (accessibility5) 'title3' grows to 61 pt") == true)
        #expect(pointSize.first?.message.text.contains("(the point-size model, whole points)") == true)
        let capped = [
            ("largeTitle", "<integer>34</integer>"),
            ("title3", "<integer>24</integer><key>maximumPointSize</key><integer>48</integer>"),
        ]
        #expect(Self.findings(capped).isEmpty)
    }

    /// Apple's own caption (12 pt) and caption2 (11 pt) invert from xLarge on under UIFontMetrics:
    /// the model's doing, not the file's.
    @Test func appleSizesThatTheModelInvertsAreNotReported() {
        #expect(Self.findings([("caption", "<integer>12</integer>"), ("caption2", "<integer>11</integer>")]).isEmpty)
        #expect(!Self.findings([("caption", "<integer>12</integer>"), ("caption2", "<integer>12</integer>")]).isEmpty)
    }

    /// A style inverted at the default size is hierarchy-order's, once.
    @Test func anInversionAtTheDefaultSizeIsTheOtherRules() {
        #expect(Self.findings([("body", "<integer>13</integer>"), ("caption", "<integer>17</integer>")]).isEmpty)
    }
}
