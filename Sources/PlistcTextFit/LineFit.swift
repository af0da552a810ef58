/// A shaped text cut at its break opportunities, ready to be laid out in a box at any size
/// in one linear pass: greedy wrapping with no hyphenation, as UIKit and SwiftUI wrap by
/// default, with the white space at a line's end hanging outside the box.
public struct LineFit: Sendable, Hashable {
    /// The stretch between two break opportunities.
    struct Segment: Sendable, Hashable {
        /// The advance of the whole stretch, trailing white space included, in font units.
        let advance: Int
        /// The advance without its trailing white space and line break.
        let visibleAdvance: Int
        /// How many clusters the whole stretch has, and how many are visible: letter spacing
        /// goes between clusters.
        let clusters: Int
        let visibleClusters: Int
        /// Whether a line must end after it.
        let endsLine: Bool
    }

    /// How a text lies in a box at one size.
    public struct Layout: Sendable, Hashable {
        /// The lines it takes.
        public let lines: Int
        /// Its widest line, in points, trailing white space left out.
        public let widestLine: Double
    }

    let segments: [Segment]
    let unitsPerEm: Int

    /// `shaped` cut at `breaks` (both of the same text).
    public init(_ shaped: ShapedText, breaks: LineBreaks) {
        unitsPerEm = max(shaped.unitsPerEm, 1)
        var segments: [Segment] = []
        segments.reserveCapacity(breaks.opportunities.count)
        var start = 0
        for opportunity in breaks.opportunities
        where opportunity.offset > start && opportunity.offset <= shaped.units.count {
            var visibleEnd = opportunity.offset
            while visibleEnd > start, Self.hangs(shaped.units[visibleEnd - 1]) { visibleEnd -= 1 }
            var advance = 0
            var visibleAdvance = 0
            var clusters = 0
            var visibleClusters = 0
            for offset in start..<opportunity.offset where shaped.clusterStarts[offset] {
                advance += Int(shaped.advances[offset])
                clusters += 1
                if offset < visibleEnd {
                    visibleAdvance += Int(shaped.advances[offset])
                    visibleClusters += 1
                }
            }
            segments.append(
                Segment(
                    advance: advance, visibleAdvance: visibleAdvance, clusters: clusters,
                    visibleClusters: visibleClusters, endsLine: opportunity.isHard))
            start = opportunity.offset
        }
        self.segments = segments
    }

    /// The text at `size` points with `letterSpacing` points between clusters (tracking: none
    /// after a line's last), wrapped in lines `width` points wide.
    public func layout(size: Double, letterSpacing: Double = 0, width: Double) -> Layout {
        let scale = size / Double(unitsPerEm)
        func drawn(_ advance: Int, _ clusters: Int) -> Double {
            Double(advance) * scale + Double(max(clusters - 1, 0)) * letterSpacing
        }
        var lines = 1
        var widest = 0.0
        var lineAdvance = 0  // everything on the line so far, trailing white space included
        var lineClusters = 0
        var visible = 0.0  // the line so far, as drawn
        for (index, segment) in segments.enumerated() {
            let candidate = drawn(lineAdvance + segment.visibleAdvance, lineClusters + segment.visibleClusters)
            if lineClusters > 0, segment.visibleClusters > 0, candidate > width + 1e-9 {
                widest = max(widest, visible)
                lines += 1
                lineAdvance = 0
                lineClusters = 0
                visible = drawn(segment.visibleAdvance, segment.visibleClusters)
            } else if segment.visibleClusters > 0 {
                visible = candidate
            }
            lineAdvance += segment.advance
            lineClusters += segment.clusters
            if segment.endsLine, index < segments.count - 1 {
                widest = max(widest, visible)
                lines += 1
                lineAdvance = 0
                lineClusters = 0
                visible = 0
            }
        }
        return Layout(lines: lines, widestLine: max(widest, visible))
    }

    /// Whether a unit at a line's end is left outside the box: spaces and line breaks.
    static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F,
            0x3000:
            true
        default: false
        }
    }
}
