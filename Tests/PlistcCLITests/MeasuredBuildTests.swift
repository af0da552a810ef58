import Foundation
import TestSupport
import Testing

/// `plistc build --emit json` against what iOS 26 returned (`Fixtures/measured`): for every base
/// size measured, a dictionary with every style at that size builds to the measured
/// `scaledFont(for:)` sizes by default and to the measured `scaledValue(for:compatibleWith:)`
/// with `--rounding pixels@3x`, in every cell; a dictionary with no entries shows the sizes
/// `preferredFont(forTextStyle:)` returned.
@Suite("plistc build against measured UIFontMetrics")
struct MeasuredBuildTests {
    /// A dictionary with all eleven styles in a built-in font at `base` points.
    static func dictionary(base: Double) -> [UInt8] {
        let size = base == base.rounded() ? "<integer>\(Int(base))</integer>" : "<real>\(base)</real>"
        let entries = DeviceOracle.styles.map {
            "<key>\($0)</key><dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key>\(size)</dict>"
        }
        return Array("<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>".utf8)
    }

    /// What `build --emit json` says of a scale, decoded by `JSONDecoder`, which reads numbers
    /// exactly (`JSONSerialization` on Linux can be one unit in the last place off).
    struct Scale: Decodable {
        struct Row: Decodable {
            let style: String
            let origin: String
            let sizes: [Double]
        }
        let table: String
        let categories: [String]
        let styles: [Row]
    }

    /// Each style's sizes in `build --emit json` of `input`, by style name, with the scale's
    /// `table`, and the origins its rows have.
    static func build(_ input: [UInt8], _ options: [String] = []) throws -> (
        sizes: [String: [Double]], table: String, origins: Set<String>
    ) {
        let run = CapturedRun(["build", "--emit", "json", "--allow-fallbacks"] + options + ["-"], input: input)
        #expect(run.status == 0, "\(run.error)")
        let scale = try JSONDecoder().decode(Scale.self, from: Data(run.output.utf8))
        #expect(scale.categories == Self.categories)
        let sizes = Dictionary(scale.styles.map { ($0.style, $0.sizes) }, uniquingKeysWith: { first, _ in first })
        return (sizes, scale.table, Set(scale.styles.map(\.origin)))
    }

    /// The content sizes in the order of `sizes`.
    static let categories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]

    @Test func everyCellEqualsWhatIOSReturned() throws {
        let grid = try MeasuredGrid.ios26()
        var (checked, fontMisses, valueMisses) = (0, [String](), [String]())
        for (index, base) in grid.bases.enumerated() {
            let fonts = try Self.build(Self.dictionary(base: base))
            let values = try Self.build(Self.dictionary(base: base), ["--rounding", "pixels@3x"])
            #expect(fonts.table == "ios26-leading" && fonts.origins == ["custom"] && values.origins == ["custom"])
            for cell in grid.cells {
                let column = try #require(Self.categories.firstIndex(of: cell.category))
                let font = fonts.sizes[cell.style]?[column]
                let thirds = values.sizes[cell.style].map { ($0[column] * 3).rounded() }
                if font != cell.fonts[index] {
                    fontMisses.append(
                        "\(cell.style) \(cell.category) \(base): \(cell.fonts[index]), built \(font ?? -1)")
                }
                // Exactly a third: 3 × the size is a whole number.
                if thirds != Double(cell.valueThirds[index])
                    || values.sizes[cell.style].map({ $0[column] * 3 }) != thirds
                {
                    valueMisses.append("\(cell.style) \(cell.category) \(base): \(cell.valueThirds[index])/3")
                }
                checked += 1
            }
        }
        #expect(checked == 2_508)
        #expect(fontMisses.isEmpty, "\(fontMisses.count) fonts:\n\(fontMisses.prefix(20).joined(separator: "\n"))")
        #expect(valueMisses.isEmpty, "\(valueMisses.count) values:\n\(valueMisses.prefix(20).joined(separator: "\n"))")
    }

    /// A style without an entry is the system font at the size `preferredFont` returned, at
    /// every content size.
    @Test func fallbackRowsAreWhatPreferredFontReturned() throws {
        let grid = try MeasuredGrid.ios26()
        let empty = try Self.build(Array("<plist version=\"1.0\"><dict/></plist>".utf8))
        #expect(empty.origins == ["system"])
        for cell in grid.cells {
            let column = try #require(Self.categories.firstIndex(of: cell.category))
            #expect(empty.sizes[cell.style]?[column] == cell.preferredFont, "\(cell.style) \(cell.category)")
        }
    }
}
