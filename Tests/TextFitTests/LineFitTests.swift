import Testing

@testable import PlistcTextFit

/// Greedy wrapping on made-up advances (1000 units per em, every character 500 units wide, so
/// at 10 pt each is 5 pt): what each rule of the layout does, without a font or ICU.
@Suite("Laying a shaped text out in lines")
struct LineFitTests {
    /// `text` with every UTF-16 unit a cluster of 500 units, broken after every space and
    /// line feed (hard after a line feed), as UAX #14 breaks Latin text.
    static func fit(_ text: String) -> LineFit {
        let units = Array(text.utf16)
        let shaped = ShapedText(
            text: text, units: units, advances: units.map { _ in 500 },
            clusterStarts: units.map { _ in true }, missingAt: [], unitsPerEm: 1000)
        var opportunities: [LineBreaks.Opportunity] = []
        for (offset, unit) in units.enumerated() where unit == 0x20 || unit == 0x0A {
            opportunities.append(.init(offset: offset + 1, isHard: unit == 0x0A))
        }
        if opportunities.last?.offset != units.count { opportunities.append(.init(offset: units.count, isHard: false)) }
        return LineFit(shaped, breaks: LineBreaks(opportunities: opportunities))
    }

    @Test func aTextThatFitsTakesOneLine() {
        #expect(Self.fit("ab cd").layout(size: 10, width: 25) == .init(lines: 1, widestLine: 25))
    }

    @Test func aWordThatDoesNotFitGoesToTheNextLine() {
        #expect(Self.fit("ab cd").layout(size: 10, width: 24.99) == .init(lines: 2, widestLine: 10))
    }

    /// The space before a break hangs: "ab " fits in 10 pt though its advance is 15.
    @Test func trailingSpaceHangsOutsideTheBox() {
        #expect(Self.fit("ab cd").layout(size: 10, width: 10) == .init(lines: 2, widestLine: 10))
        #expect(Self.fit("ab   ").layout(size: 10, width: 10) == .init(lines: 1, widestLine: 10))
    }

    @Test func aHardBreakStartsALine() {
        #expect(Self.fit("ab\ncd").layout(size: 10, width: 100) == .init(lines: 2, widestLine: 10))
        #expect(Self.fit("ab\n\ncd").layout(size: 10, width: 100) == .init(lines: 3, widestLine: 10))
    }

    /// A word wider than the box takes a line of its own and shows as the widest line.
    @Test func aWordWiderThanTheBoxOverflows() {
        #expect(Self.fit("a abcdef b").layout(size: 10, width: 20) == .init(lines: 3, widestLine: 30))
    }

    /// Letter spacing goes between clusters: "abc" at 10 pt with 1 pt is 15 + 2.
    @Test func letterSpacingGoesBetweenClusters() {
        #expect(Self.fit("abc").layout(size: 10, letterSpacing: 1, width: 100) == .init(lines: 1, widestLine: 17))
        // "ab cd": 25 + 4 gaps; with 29 pt it fits, below it wraps to "ab" (10 + 1).
        #expect(Self.fit("ab cd").layout(size: 10, letterSpacing: 1, width: 29) == .init(lines: 1, widestLine: 29))
        #expect(Self.fit("ab cd").layout(size: 10, letterSpacing: 1, width: 28.9) == .init(lines: 2, widestLine: 11))
    }

    @Test func widthsScaleWithTheSize() {
        #expect(Self.fit("ab cd").layout(size: 20, width: 50) == .init(lines: 1, widestLine: 50))
        #expect(Self.fit("ab cd").layout(size: 20, width: 49) == .init(lines: 2, widestLine: 20))
    }

    @Test func anEmptyTextIsOneEmptyLine() {
        #expect(Self.fit("").layout(size: 10, width: 1) == .init(lines: 1, widestLine: 0))
    }
}
