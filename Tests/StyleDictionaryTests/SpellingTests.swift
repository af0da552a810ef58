import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

@Suite("Text styles and content sizes")
struct SpellingTests {
    @Test func textStylesInCanonicalOrderWithAllSpellings() {
        #expect(
            TextStyle.allCases.map(\.key) == [
                "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
                "caption", "caption2",
            ])
        #expect(TextStyle.title.uiKitName == ".title1" && TextStyle.caption.uiKitName == ".caption1")
        #expect(TextStyle.body.swiftUIName == ".body")
        #expect(TextStyle.largeTitle.uiKitRawValue == "UICTFontTextStyleTitle0")
        #expect(TextStyle.subheadline.uiKitRawValue == "UICTFontTextStyleSubhead")
        #expect(TextStyle.allCases.allSatisfy { TextStyle(uiKitRawValue: $0.uiKitRawValue) == $0 })
        #expect(TextStyle.allCases.map(\.appleDefaultSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    /// A key with two letters swapped is one edit from the style it means: `titel2` is
    /// title2, not title (two edits from either, letter by letter).
    @Test func aKeyWithSwappedLettersSuggestsTheStyleItMeans() {
        let text =
            "<plist version=\"1.0\"><dict><key>titel2</key><dict><key>fontName</key><string>Avenir-Book</string>"
            + "<key>fontSize</key><integer>22</integer></dict></dict></plist>"
        let document = PlistReader().read(Array(text.utf8), path: "t.plist")
        let finding = Linter().lint(document).first { $0.ruleID == UnknownStyleRule.description.id }
        #expect(finding?.suggestion == "title2")
        #expect(finding?.message.text.hasSuffix("did you mean 'title2'?") == true)
    }

    @Test func contentSizesWithAllFourSpellings() {
        let categories = ContentSizeCategory.allCases
        #expect(categories.count == 12)
        #expect(
            categories.map(\.shortLabel) == [
                "xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
        #expect(ContentSizeCategory.xSmall.uiKitName == ".extraSmall")
        #expect(ContentSizeCategory.accessibility1.uiKitName == ".accessibilityMedium")
        #expect(ContentSizeCategory.accessibility5.uiKitRawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(ContentSizeCategory.large.swiftUIName == ".large")
        #expect(
            categories.map(\.higName) == [
                "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
                "AX5",
            ])
        #expect(categories.sorted() == categories)
    }

    @Test(arguments: [
        ("body", StyleKey.style(.body)), ("UICTFontTextStyleCaption1", .otherFormat(.caption)),
        ("extraLargeTitle", .unsupported("extraLargeTitle")), ("Body", .unknown("Body")),
        ("title1", .unknown("title1")), ("UIFontTextStyleBody", .unknown("UIFontTextStyleBody")),
        // Longer in bytes than any known key, so not looked up; and the longest known one.
        (String(repeating: "body", count: 100_000), .unknown(String(repeating: "body", count: 100_000))),
        ("UICTFontTextStyleExtraLargeTitle2", .unsupported("UICTFontTextStyleExtraLargeTitle2")),
    ])
    func classifiesKeysExactly(key: String, kind: StyleKey) {
        #expect(StyleKey(key) == kind)
    }

    /// The 2017 code looks styles up by raw values: the formats trade places.
    @Test(arguments: [
        ("UICTFontTextStyleCaption1", StyleKey.style(.caption)), ("body", .otherFormat(.body)),
        ("UICTFontTextStyleExtraLargeTitle", .unsupported("UICTFontTextStyleExtraLargeTitle")),
        ("UICTFontTextStyleSubheadline", .unknown("UICTFontTextStyleSubheadline")),
    ])
    func classifiesKeysForThe2017Code(key: String, kind: StyleKey) {
        #expect(StyleKey(key, runtime: .scaledfont2017) == kind)
    }
}
