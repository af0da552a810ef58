import Foundation

/// What UIKit returned on an iOS 26 simulator for every text style at every content size
/// (`Fixtures/measured/uifontmetrics-ios26.txt`, its source in `SOURCE.md` beside it): the
/// referee of plistc's scaling model. Names are plistc's (`title`, `xSmall`), so cells match
/// `TextStyle` and `ContentSizeCategory` raw values.
public struct MeasuredGrid: Sendable {
    /// One style at one content size.
    public struct Cell: Sendable {
        public let style: String
        public let category: String
        /// `UIFont.preferredFont(forTextStyle:)`'s point size.
        public let preferredFont: Double
        /// `scaledFont(for:)`'s point size for each of `bases`.
        public let fonts: [Double]
        /// `scaledValue(for:compatibleWith:)` for each of `bases`, in thirds of a point.
        public let valueThirds: [Int]
    }

    /// The base sizes measured, in points.
    public let bases: [Double]
    /// Every cell, 11 styles × 12 content sizes.
    public let cells: [Cell]

    /// A file of the grid that could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    /// The grid as committed, read again on each call.
    public static func ios26() throws -> MeasuredGrid {
        let path = Fixtures.directory + "/measured/uifontmetrics-ios26.txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let grid = MeasuredGrid(text) else {
            throw Unreadable(description: "\(path) is missing or not in its format")
        }
        return grid
    }

    /// Reads the file's text: `#` comments, a `bases` line, then `style category preferred |
    /// fonts… | thirds…` lines; `nil` when a line is not in that form.
    init?(_ text: String) {
        var bases: [Double] = []
        var cells: [Cell] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.first == "bases" {
                bases = words.dropFirst().compactMap { Double($0) }
                continue
            }
            let parts = line.split(separator: "|").map { $0.split(separator: " ") }
            guard parts.count == 3, parts[0].count == 3, let preferred = Double(parts[0][2]) else { return nil }
            let fonts = parts[1].compactMap { Double($0) }
            let thirds = parts[2].compactMap { Int($0) }
            guard fonts.count == bases.count, thirds.count == bases.count else { return nil }
            cells.append(
                Cell(
                    style: String(parts[0][0]), category: String(parts[0][1]), preferredFont: preferred, fonts: fonts,
                    valueThirds: thirds))
        }
        let keys = Set(cells.map { $0.style + " " + $0.category })
        guard !bases.isEmpty, cells.count == 132, keys.count == 132 else { return nil }
        (self.bases, self.cells) = (bases, cells)
    }
}
