import Foundation
import TestSupport
import Testing

/// `lineSpacing`: with `--fonts`, the spacing that makes each line exactly `lineHeight × size`
/// tall, from the font's own line height: hhea's ascender − descender + line gap over head's
/// units per em, as Apple lays out lines.
///
/// The hand computation, from the files Debian ships (the numbers as read below, and as
/// `ttx -t hhea -t head` shows them):
///
///     DejaVuSerif.ttf        units per em 2048, ascender 1901, descender -483, line gap 0
///                            own line height 2384 / 2048 = 1.1640625 × size
///     NotoSerif-Regular.ttf  units per em 1000, ascender 1069, descender -293, line gap 0
///                            own line height 1362 / 1000 = 1.362 × size
///
/// so with `lineHeight` 1.5, body (17 pt at Large, 15 at xSmall, 48 at AX5):
///
///     DejaVu Serif: (1.5 − 1.1640625) × 15, × 17, × 48 = 5.0390625, 5.7109375, 16.125
///     Noto Serif:   (1.5 − 1.362) × 15, × 17, × 48     = 2.07, 2.346, 6.624
@Suite(
    "Line spacing from the font's metrics",
    .enabled(if: Installed.freeType, Installed.freeTypeMissing),
    .enabled(if: Installed.dejaVu, Installed.dejaVuMissing), .enabled(if: Installed.noto, Installed.notoMissing))
struct LineSpacingTests {
    static let cases: [(file: String, name: String, metrics: [Int], expected: [Double])] = [
        (
            Installed.dejaVuFolder + "/DejaVuSerif.ttf", "DejaVuSerif", [2048, 1901, -483, 0],
            [5.0390625, 5.7109375, 16.125]
        ),
        (
            Installed.notoFolder + "/NotoSerif-Regular.ttf", "NotoSerif-Regular", [1000, 1069, -293, 0],
            [2.07, 2.346, 6.624]
        ),
    ]

    /// units per em, ascender, descender and line gap, read from the file's own tables.
    static func metrics(of file: String) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
        func i16(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(offset)))) }
        func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
        var tables: [String: Int] = [:]
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            tables[String(decoding: bytes[record..<(record + 4)], as: UTF8.self)] = u32(record + 8)
        }
        let head = try #require(tables["head"])
        let hhea = try #require(tables["hhea"])
        return [u16(head + 18), i16(hhea + 4), i16(hhea + 6), i16(hhea + 8)]
    }

    @Test(arguments: cases.indices)
    func lineSpacingIsTheLineHeightLessTheFontsOwn(index: Int) throws {
        let (file, name, metrics, expected) = Self.cases[index]
        #expect(try Self.metrics(of: file) == metrics, "the file's metrics are those of the hand computation")
        let plist = """
            <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>\(name)</string>\
            <key>fontSize</key><integer>17</integer><key>lineHeight</key><real>1.5</real></dict></dict></plist>
            """
        let run = CapturedRun(["build", "--emit", "json", "--fonts", file, "-"], input: Array(plist.utf8))
        #expect(run.status == 0, "\(run.error)")
        struct Style: Decodable {
            let style: String
            let lineSpacing: [Double]?
        }
        struct Scale: Decodable { let styles: [Style] }
        let styles = try JSONDecoder().decode(Scale.self, from: Data(run.output.utf8)).styles
        let body = try #require(styles.first { $0.style == "body" }?.lineSpacing)
        for (got, want) in zip([body[0], body[3], body[11]], expected) {
            #expect(abs(got - want) < 1e-9, "\(name): \(got), by hand \(want)")
        }
        #expect(styles.first { $0.style == "title" }?.lineSpacing == nil, "no line height, no spacing")
    }

    @Test func withoutFontsThereIsNoLineSpacing() {
        let run = CapturedRun(["build", "--emit", "json", Fixtures.directory + "/build/spacing.plist"])
        #expect(run.output.contains("\"lineSpacing\": null"))
        #expect(!run.output.contains("\"lineSpacing\": ["))
    }
}
