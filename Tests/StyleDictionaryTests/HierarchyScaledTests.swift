import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
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

    /// Apple's own caption (12 pt) and caption2 (11 pt) invert at every content size but Large
    /// under UIFontMetrics (caption2's leading is 13 pt at Large, caption's 16): the model's
    /// doing, not the file's, so a caption2 of 12 pt is not reported either. Apple's body (17 pt)
    /// and callout (16 pt) keep their order everywhere, so a callout of 17 pt, which passes body
    /// at XXXL (23 pt against 22), is.
    @Test func appleSizesThatTheModelInvertsAreNotReported() {
        #expect(Self.findings([("caption", "<integer>12</integer>"), ("caption2", "<integer>11</integer>")]).isEmpty)
        #expect(Self.findings([("caption", "<integer>12</integer>"), ("caption2", "<integer>12</integer>")]).isEmpty)
        let callout = Self.findings([("body", "<integer>17</integer>"), ("callout", "<integer>17</integer>")])
        #expect(callout.first?.message.text.hasPrefix("at XXXL (xxxLarge) 'callout' grows to 23 pt") == true)
    }

    /// A style inverted at the default size is hierarchy-order's, once.
    @Test func anInversionAtTheDefaultSizeIsTheOtherRules() {
        #expect(Self.findings([("body", "<integer>13</integer>"), ("caption", "<integer>17</integer>")]).isEmpty)
    }

    /// The rule against its definition, on random pairs of sizes around Apple's (with and
    /// without a cap on the smaller style, under every model and every rounding): a finding
    /// exactly when, at some content size, the file's pair inverts while Apple's own sizes for
    /// the two styles do not. Pairs no farther apart than Apple's are among them, which the rule
    /// passes over without scaling (they can invert only where Apple's do).
    @Test func findsExactlyWhatItsDefinitionFinds() {
        let pairs: [(larger: TextStyle, smaller: TextStyle)] = [
            (.largeTitle, .title3), (.caption, .caption2), (.body, .caption), (.title, .title2),
        ]
        var generator = SplitMix64(seed: 2_024)
        var (reported, passedOver) = (0, 0)
        for _ in 0..<600 {
            guard let pair = pairs.randomElement(using: &generator),
                let model = ScalingModel.allCases.randomElement(using: &generator),
                let rounding = Rounding.allCases.randomElement(using: &generator)
            else { continue }
            let appleLarger = Double(pair.larger.appleDefaultSize)
            let appleSmaller = Double(pair.smaller.appleDefaultSize)
            // Sizes in tenths of a point, up to 4 pt under Apple's and 4 (6) pt over.
            let larger = Double(Int.random(in: -40...40, using: &generator)) / 10 + appleLarger
            let smaller = Double(Int.random(in: -40...60, using: &generator)) / 10 + appleSmaller
            let cap: Double? =
                Bool.random(using: &generator) ? (smaller + Double(Int.random(in: 0...30, using: &generator))) : nil
            guard smaller <= larger else { continue }
            let expected = ContentSizeCategory.allCases.contains { category in
                let fileSmaller = model.size(smaller, pair.smaller, at: category, rounding: rounding, maximum: cap)
                let fileLarger = model.size(larger, pair.larger, at: category, rounding: rounding)
                let appleInOrder =
                    model.size(appleSmaller, pair.smaller, at: category, rounding: rounding)
                    <= model.size(appleLarger, pair.larger, at: category, rounding: rounding)
                return fileSmaller > fileLarger && appleInOrder
            }
            let capText = cap.map { "<key>maximumPointSize</key><real>\($0)</real>" } ?? ""
            let found = Self.findings(
                [
                    (pair.larger.rawValue, "<real>\(larger)</real>"),
                    (pair.smaller.rawValue, "<real>\(smaller)</real>\(capText)"),
                ], options: LintOptions(model: model, rounding: rounding))
            #expect(
                found.isEmpty != expected,
                "\(pair) \(larger) \(smaller) cap \(String(describing: cap)) \(model) \(rounding)")
            reported += expected ? 1 : 0
            passedOver += smaller <= appleSmaller && larger >= appleLarger ? 1 : 0
        }
        // Both outcomes, and the pairs the rule passes over, were tried.
        #expect(reported > 20 && passedOver > 20)
    }
}
