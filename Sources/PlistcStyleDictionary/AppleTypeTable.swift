/// Apple's iOS and iPadOS Dynamic Type table (Human Interface Guidelines, Typography ›
/// Specifications): for each text style its weight, and its point size and leading at each of
/// the twelve content sizes. The point sizes are what `UIFont.preferredFont(forTextStyle:)`
/// returns, measured on iOS 26 in every cell: the system font a style falls back to. The
/// leadings are as published; iOS 26 scales by others in 8 cells (`MeasuredLeadings`).
public enum AppleTypeTable {
    /// The system font's weight for a style: `Semibold` for headline, `Regular` otherwise.
    public static func weight(_ style: TextStyle) -> String { style == .headline ? "Semibold" : "Regular" }

    /// The system font's point size for a style at a content size.
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(sizes[style.index][category.index])
    }

    /// The line height, in points, for a style at a content size, as the guidelines publish it.
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(leadings[style.index][category.index])
    }

    // Rows in canonical style order; columns xS, S, M, L, XL, XXL, XXXL, AX1…AX5.
    private static let sizes: [[Int]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    private static let leadings: [[Int]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],  // largeTitle
        [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],  // title
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],  // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],  // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // headline
        [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],  // subheadline
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],  // callout
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],  // footnote
        [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],  // caption
        [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],  // caption2
    ]
}
