import Foundation
import TestSupport
import Testing

/// The height of 1, 2 and 5 lines in both frameworks, from Apple's definitions of what the
/// generated code sets, for the dictionary the specimen page's browser check renders
/// (`Fixtures/fonts/noto-serif-spacing.plist`, whose body has `lineHeight` 1.5 and whose
/// largeTitle, 1.1, is tighter than Noto Serif's own 1.362):
///
/// - SwiftUI: `lineSpacing(_:)` is "the amount of space between the bottom of one line and the
///   top of the next", and `padding(_:_:)` adds to the top and the bottom, so n lines of a font
///   whose own line height is h are n × h + (n − 1) × spacing + 2 × padding tall;
/// - UIKit: every line fragment of a paragraph style is at least `minimumLineHeight` and at
///   most `maximumLineHeight` tall ("glyphs and graphics exceeding this height overlap
///   neighbouring lines"), and `baselineOffset` moves glyphs without changing a fragment, so n
///   lines are n × min(max(h, minimum), maximum).
///
/// Both equal n line boxes (lineHeight × size, or the font's own where that is more) within
/// half a point at every content size. `Tests/Specimen/browser_check.py` holds Chromium's
/// rendering of the specimen page to the same n boxes, so the three agree.
extension GeneratedSwiftRuntimeTests {
    @Test func oneTwoAndFiveLinesAreAsTallInSwiftUIAndUIKitAsOnTheSpecimen() throws {
        let path = Fixtures.directory + "/fonts/noto-serif-spacing.plist"
        let build = CapturedRun(["build", "--emit", "swift", "--type-name", "Noto", "--allow-fallbacks", path])
        try #require(build.status == 0, Comment(rawValue: build.error))
        let main = """
            UIFont._stubInstalled = Set(Noto.allCases.compactMap(\\.fontName))
            UIFont._stubLineHeightRatio = 1.362
            \(Self.spacingOfView)
            for style in Noto.allCases {
                for c in 0..<12 {
                    EnvironmentValues._stubCurrent.dynamicTypeSize = DynamicTypeSize.allCases[c]
                    let traits = UITraitCollection(_stubCategory: categories[c], weight: .regular)
                    let font = style.uiFont(compatibleWith: traits)
                    let own = font.lineHeight
                    let (lineSpacing, padding) = spacing(Text("x").typography(style))
                    let paragraph = style.attributes(compatibleWith: traits)[.paragraphStyle] as? NSParagraphStyle
                    let minimum = paragraph?.minimumLineHeight ?? 0
                    let maximum = paragraph.map { $0.maximumLineHeight > 0 ? $0.maximumLineHeight : .infinity } ?? .infinity
                    for n in [1, 2, 5] {
                        let lines = CGFloat(n)
                        let swiftUI = lines * own + (lines - 1) * lineSpacing + 2 * padding
                        let uiKit = lines * min(max(own, minimum), maximum)
                        print(style.rawValue, c, n, font.pointSize, swiftUI, uiKit)
                    }
                }
            }
            """
        let output = try Self.run(generated: [build.output], main: main)
        struct Row: Decodable {
            let style: String
            let sizes: [Double]
            let lineHeight: Double?
        }
        struct Scale: Decodable { let styles: [Row] }
        let json = CapturedRun(["build", "--emit", "json", "--allow-fallbacks", path]).output
        let rows = try JSONDecoder().decode(Scale.self, from: Data(json.utf8)).styles
        var checked = 0
        var worst = 0.0
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 6, let row = rows.first(where: { $0.style == words[0] }), let column = Int(words[1]),
                let n = Double(words[2]), let size = Double(words[3]), let swiftUI = Double(words[4]),
                let uiKit = Double(words[5])
            else {
                Issue.record("unreadable: \(line)")
                continue
            }
            #expect(size == row.sizes[column], "\(line)")
            guard let lineHeight = row.lineHeight else { continue }
            let specimen = n * max(lineHeight, 1.362) * row.sizes[column]
            worst = max(worst, abs(swiftUI - specimen), abs(uiKit - specimen))
            #expect(abs(swiftUI - specimen) <= 0.5, "SwiftUI: \(line); the specimen's \(specimen)")
            #expect(abs(uiKit - specimen) <= 0.5, "UIKit: \(line); the specimen's \(specimen)")
            checked += 1
        }
        // body (1.5), largeTitle (1.1, drawn at Noto's 1.362) and one more, at 12 sizes × 3.
        #expect(
            checked == 3 * 12 * 3 && rows.contains { $0.lineHeight == 1.5 } && rows.contains { $0.lineHeight == 1.1 })
        #expect(worst < 1e-6, "the largest deviation, \(worst) pt, is more than rounding")
    }

    /// The harness's `spacing(_:)`: the line spacing and padding SwiftUI's modifier set on a view.
    static let spacingOfView = """
        @MainActor func spacing(_ view: Any) -> (lineSpacing: CGFloat, padding: CGFloat) {
            var (lineSpacing, padding): (CGFloat?, CGFloat?) = (nil, nil)
            var nodes = [view]
            while let current = nodes.popLast() {
                if let carrier = current as? any _StubFontCarrier {
                    lineSpacing = lineSpacing ?? carrier._stubLineSpacing
                    padding = padding ?? carrier._stubPadding
                    nodes += [carrier._stubInner].compactMap { $0 }
                } else if let modified = current as? any _StubModifiedView {
                    nodes += [modified._stubContent, modified._stubApplied]
                } else {
                    nodes += Mirror(reflecting: current).children.map(\\.value)
                }
            }
            return (lineSpacing ?? 0, padding ?? 0)
        }
        """

    /// With its fonts missing, a style shows the system font of its text style at Apple's size
    /// for the content size, which is not this file's (here the system sizes differ from every
    /// one of Noto's, and Bold Text is on for half the sizes): SwiftUI's line spacing and padding
    /// are still UIKit's box less the font's line height and UIKit's `baselineOffset`, so the two
    /// frameworks space the fallback's lines alike.
    @Test func theSystemFontFallbackIsSpacedAlikeInSwiftUIAndUIKit() throws {
        let path = Fixtures.directory + "/fonts/noto-serif-spacing.plist"
        let build = CapturedRun(["build", "--emit", "swift", "--type-name", "Noto", "--allow-fallbacks", path])
        try #require(build.status == 0, Comment(rawValue: build.error))
        let main = """
            UIFont._stubInstalled = []
            UIFont._stubLineHeightRatio = 1.19
            UIFont._stubSystemSize = { _, category in 9.123 + CGFloat(category.count) / 3 }
            \(Self.spacingOfView)
            for style in Noto.allCases where style.lineHeightRatio != nil {
                for c in 0..<12 {
                    let bold = c % 2 == 1
                    EnvironmentValues._stubCurrent.dynamicTypeSize = DynamicTypeSize.allCases[c]
                    EnvironmentValues._stubCurrent.legibilityWeight = bold ? .bold : .regular
                    let traits = UITraitCollection(_stubCategory: categories[c], weight: bold ? .bold : .regular)
                    let font = style.uiFont(compatibleWith: traits)
                    let attributes = style.attributes(compatibleWith: traits)
                    let box = (attributes[.paragraphStyle] as? NSParagraphStyle)?.minimumLineHeight ?? -1
                    let offset = attributes[.baselineOffset] as? CGFloat ?? -1
                    let (lineSpacing, padding) = spacing(Text("x").typography(style))
                    print(style.rawValue, c, font.pointSize, style.pointSize(at: categories[c]), box - font.lineHeight, lineSpacing, offset, padding)
                }
            }
            """
        let output = try Self.run(generated: [build.output], main: main)
        var checked = 0
        for line in output.split(separator: "\n") {
            let numbers = line.split(separator: " ").dropFirst(2).compactMap { Double($0) }
            guard numbers.count == 6 else {
                Issue.record("unreadable: \(line)")
                continue
            }
            #expect(numbers[0] != numbers[1], "the fallback is at Apple's size, not Noto's: \(line)")
            #expect(abs(numbers[2] - numbers[3]) < 1e-9, "SwiftUI's line spacing is UIKit's box less the line: \(line)")
            #expect(abs(numbers[4] - numbers[5]) < 1e-9, "SwiftUI's padding is UIKit's baseline offset: \(line)")
            #expect(numbers[2] >= 0 && numbers[4] >= 0, "\(line)")
            checked += 1
        }
        #expect(checked == 3 * 12)
    }
}
