/// The leadings `UIFontMetrics` scales a custom size by on iOS, measured: on an iOS 26 simulator,
/// `scaledFont(for:)` and `scaledValue(for:compatibleWith:)` gave, for every text style, content
/// size and 19 base sizes from 8 to 64 pt, `base × leading(style, size) / leading(style, Large)`
/// rounded halves up, with these whole-number leadings (`docs/scaling.md`; the numbers are in
/// `Fixtures/measured`). They are Apple's published leadings but in 8 cells.
public enum MeasuredLeadings {
    /// The iOS version the leadings were measured on.
    public static let iosVersion = 26

    /// The leading, in points, that iOS scales a style by at a content size.
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        corrections.first { $0.style == style && $0.category == category }.map { Double($0.leading) }
            ?? AppleTypeTable.leading(style, category)
    }

    /// Whether `scaledFont(for:)` rounds a size exactly halfway between two whole points down
    /// in this cell. iOS rounds such ties up everywhere else it was measured (64 fonts and all
    /// 69 values); at headline's AX4 the one tie measured, base 11 (25.5 pt), gave 25 pt, while
    /// `scaledValue` rounded the same product up. Why is not known; the cell keeps what was
    /// measured.
    public static func roundsFontTieDown(_ style: TextStyle, _ category: ContentSizeCategory) -> Bool {
        style == .headline && category == .accessibility4
    }

    /// The cells where iOS 26 differs from the published table, each pinned by its 38
    /// measurements (19 fonts and 19 values; no other whole number gives them all).
    private static let corrections: [(style: TextStyle, category: ContentSizeCategory, leading: Int)] = [
        (.title, .xLarge, 36),  // published 37
        (.title, .xxLarge, 38),  // published 39
        (.title, .accessibility4, 61),  // published 62
        (.headline, .accessibility4, 51),  // published 56, body's: headline 17 is 39 pt there, not 43
        (.subheadline, .xxxLarge, 26),  // published 28
        (.subheadline, .accessibility2, 36),  // published 37
        (.caption, .accessibility1, 27),  // published 28
        (.caption2, .accessibility2, 29),  // published 30
    ]
}
