import PlistcStyleDictionary
import TestSupport
import Testing

/// The scaling models against what iOS 26 returned (`Fixtures/measured`): the default model
/// gives every `scaledFont(for:)` size in whole points and every `scaledValue(for:)` on the
/// 1/3 pt grid, for every style, content size and base size measured; Apple's point-size table
/// is what `preferredFont` returned; and the published leadings miss the cells they were
/// measured to miss.
@Suite("Scaling against measured UIFontMetrics")
struct MeasuredGridTests {
    /// A cell's style and content size as plistc's values.
    static func key(_ cell: MeasuredGrid.Cell) throws -> (TextStyle, ContentSizeCategory) {
        (try #require(TextStyle(rawValue: cell.style)), try #require(ContentSizeCategory(rawValue: cell.category)))
    }

    /// Every measured number `model` gets wrong, as `style category base: measured, model`.
    static func misses(_ model: ScalingModel, in grid: MeasuredGrid) throws -> (fonts: [String], values: [String]) {
        var (fonts, values): ([String], [String]) = ([], [])
        for cell in grid.cells {
            let (style, category) = try Self.key(cell)
            for (index, base) in grid.bases.enumerated() {
                let font = model.size(base, style, at: category, rounding: .points)
                if font != cell.fonts[index] {
                    fonts.append("\(style) \(category) \(base): \(cell.fonts[index]), model \(font)")
                }
                let thirds = model.size(base, style, at: category, rounding: .pixels3x) * 3
                if thirds != Double(cell.valueThirds[index]) {
                    values.append("\(style) \(category) \(base): \(cell.valueThirds[index])/3, model \(thirds)/3")
                }
            }
        }
        return (fonts, values)
    }

    @Test func theDefaultModelGivesEveryMeasuredSize() throws {
        let grid = try MeasuredGrid.ios26()
        #expect(grid.bases.count == 19 && grid.cells.count == 132)
        let (fonts, values) = try Self.misses(.uifontmetrics, in: grid)
        #expect(fonts.isEmpty, "\(fonts.count) of 2,508 fonts:\n\(fonts.prefix(20).joined(separator: "\n"))")
        #expect(values.isEmpty, "\(values.count) of 2,508 values:\n\(values.prefix(20).joined(separator: "\n"))")
    }

    /// The published leadings miss 272 of the 5,016 numbers, all in the 8 cells
    /// `MeasuredLeadings` corrects: the reason the default changed, and proof that the check
    /// above can fail.
    @Test func thePublishedLeadingsMissTheCorrectedCells() throws {
        let grid = try MeasuredGrid.ios26()
        let (fonts, values) = try Self.misses(.uifontmetricsHIG, in: grid)
        #expect(fonts.count + values.count == 272)
        let cells = Set((fonts + values).map { $0.split(separator: " ").prefix(2).joined(separator: " ") })
        #expect(
            cells == [
                "title xLarge", "title xxLarge", "title accessibility4", "headline accessibility4",
                "subheadline xxxLarge", "subheadline accessibility2", "caption accessibility1",
                "caption2 accessibility2",
            ])
        // At headline's own size, 17 pt, the published table is 4 pt off at AX4.
        #expect(fonts.contains("headline accessibility4 17.0: 39.0, model 43.0"))
    }

    /// The system font a style falls back to is what `preferredFont(forTextStyle:)` returned,
    /// in every cell; `build` shows fallback rows at these sizes.
    @Test func applesPointSizesAreWhatPreferredFontReturned() throws {
        for cell in try MeasuredGrid.ios26().cells {
            let (style, category) = try Self.key(cell)
            #expect(AppleTypeTable.pointSize(style, category) == cell.preferredFont, "\(style) \(category)")
        }
    }

    /// Each cell's leading, corrected or published, is the only whole number that gives the
    /// cell's 19 measured `scaledValue`s.
    @Test func eachLeadingIsTheOnlyOneThatFitsItsCell() throws {
        let grid = try MeasuredGrid.ios26()
        for cell in grid.cells {
            let (style, category) = try Self.key(cell)
            guard category != .large else { continue }
            let large = MeasuredLeadings.leading(style, .large)
            let fitting = (5...200).filter { leading in
                grid.bases.indices.allSatisfy { index in
                    let thirds = Rounding.pixels3x.apply(grid.bases[index], times: Double(leading), over: large) * 3
                    return thirds == Double(cell.valueThirds[index])
                }
            }
            #expect(fitting == [Int(MeasuredLeadings.leading(style, category))], "\(style) \(category)")
        }
    }
}
