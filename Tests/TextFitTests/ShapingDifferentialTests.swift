import Foundation
import PlistcTextFit
import TestSupport
import Testing

/// plistc's widths are HarfBuzz's: each sample, shaped once by `TextShaper`, has the advance
/// `hb-shape` (Debian's `libharfbuzz-bin`) gives the same font file and text, and the same
/// characters without a glyph.
@Suite("Shaping, against hb-shape")
struct ShapingDifferentialTests {
    /// A text in a script, and a font of Debian's that has it.
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let font: String
        let text: String
        var testDescription: String { name }
    }

    static let noto = Installed.notoFolder
    static let samples = [
        Sample(name: "Latin", font: noto + "/NotoSerif-Regular.ttf", text: "Office affinity: Wave, AVA, fjord."),
        Sample(
            name: "German compounds", font: noto + "/NotoSerif-Regular.ttf",
            text: "Donaudampfschifffahrtsgesellschaftskapitän und Rechtsschutzversicherungsgesellschaften"),
        Sample(name: "Japanese", font: Installed.microHeiFile, text: "設定を保存しました。アカウントを確認してください"),
        Sample(name: "Arabic", font: noto + "/NotoSansArabic-Regular.ttf", text: "مرحبا بالعالم، هذا نص تجريبي"),
        Sample(name: "Devanagari", font: noto + "/NotoSansDevanagari-Regular.ttf", text: "क्षत्रिय हिन्दी भाषा में स्वागत है"),
        Sample(name: "A glyph missing", font: noto + "/NotoSerif-Regular.ttf", text: "Save ✓ 設定"),
    ]

    static let ready = TextShaper.isAvailable && Installed.hbShape != nil && Installed.noto && Installed.microHei

    @Test(
        .enabled(if: TextShaper.isAvailable, "\(TextShaper.missingLibrary)"),
        .enabled(if: Installed.hbShape != nil, Installed.hbShapeMissing),
        .enabled(if: Installed.noto, Installed.notoMissing),
        .enabled(if: Installed.microHei, Installed.microHeiMissing),
        arguments: samples)
    func widthsAreHarfBuzzsOwn(sample: Sample) throws {
        let shaped = try TextShaper(path: sample.font).shape(sample.text)
        let glyphs = try Self.hbShape(font: sample.font, text: sample.text)
        #expect(shaped.totalAdvance == glyphs.reduce(0) { $0 + $1.advance }, "\(sample.name)")
        #expect(shaped.missingAt.isEmpty == !glyphs.contains { $0.glyph == 0 }, "\(sample.name)")
        #expect(shaped.totalAdvance > 0)
    }

    @Test(.enabled(if: ready, "needs HarfBuzz, hb-shape, fonts-noto-core and fonts-wqy-microhei"))
    func theMissingCharactersAreNamed() throws {
        let shaped = try TextShaper(path: Self.noto + "/NotoSerif-Regular.ttf").shape("Save ✓ 設定 ✓")
        #expect(shaped.missingCharacters == ["✓", "設", "定"])
    }

    @Test(.enabled(if: TextShaper.isAvailable, "\(TextShaper.missingLibrary)"))
    func aFileThatIsNoFontIsAnError() {
        #expect(throws: TextFitError.unreadableFont(Fixtures.noteworthy)) { try TextShaper(path: Fixtures.noteworthy) }
        #expect(throws: TextFitError.unreadableFont("/nonexistent.ttf")) { try TextShaper(path: "/nonexistent.ttf") }
    }

    /// `hb-shape`'s glyphs for the text, in font units (its default scale).
    static func hbShape(font: String, text: String) throws -> [(glyph: Int, advance: Int)] {
        let result = try ProcessResult.run(
            Installed.hbShape ?? "hb-shape", ["--output-format=json", "--no-glyph-names", font, text])
        try #require(result.status == 0, "\(result.error)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]], "\(result.output)")
        return json.map { (($0["g"] as? Int) ?? -1, ($0["ax"] as? Int) ?? 0) }
    }
}
