import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

@Suite("Apple's table, the scaling models and the resolved scale")
struct TypeScaleTests {
    /// Every cell of the size and leading tables, read from `dynamic-type.md` section 3.
    @Test(.enabled(if: Fixtures.realCorpus != nil, "../shared/docs is not in this clone: the table check is skipped"))
    func tablesMatchTheDocumentCellForCell() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let doc = URL(fileURLWithPath: corpus).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/dynamic-type.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        var sizeRows = 0
        var leadingRows = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let style = TextStyle(rawValue: cells[0]) else { continue }
            let numbers = cells.compactMap { Double($0) }
            guard numbers.count == 12 else { continue }
            let table = cells.count == 14 ? AppleTypeTable.pointSize : AppleTypeTable.leading
            #expect(ContentSizeCategory.allCases.map { table(style, $0) } == numbers, "\(style)")
            if cells.count == 14 {
                #expect(cells[1] == AppleTypeTable.weight(style))
                sizeRows += 1
            } else {
                leadingRows += 1
            }
        }
        #expect(sizeRows == 11 && leadingRows == 11)
    }

    private func scale(_ path: String, model: ScalingModel = .uifontmetrics, rounding: Rounding = .points) -> TypeScale
    {
        let document = PlistReader().read(Fixtures.bytes(path), path: "x")
        return TypeScale(
            source: "x", verdict: RuntimeVerdict(StyleDictionaryFile(document)), model: model, rounding: rounding)
    }

    @Test func pointSizeModelWithApplesBasesReproducesApplesTable() {
        let result = scale(Fixtures.noteworthy, model: .pointsize)
        var cells = 0
        for row in result.rows {
            #expect(row.origin == .custom && row.baseSize == Double(row.style.appleDefaultSize))
            for (category, size) in zip(result.categories, row.sizes) {
                #expect(size == AppleTypeTable.pointSize(row.style, category), "\(row.style) at \(category)")
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    @Test func defaultModelMatchesTheOnDeviceObservations() throws {
        let body = try #require(scale(Fixtures.noteworthy).rows.first { $0.style == .body })
        #expect(body.sizes[ContentSizeCategory.allCases.firstIndex(of: .accessibility5) ?? 0] == 48)
        #expect(body.sizes[ContentSizeCategory.allCases.firstIndex(of: .medium) ?? 0] == 16)
        let pixels = try #require(scale(Fixtures.noteworthy, rounding: .pixels3x).rows.first { $0.style == .body })
        let medium = pixels.sizes[ContentSizeCategory.allCases.firstIndex(of: .medium) ?? 0]
        #expect(abs(medium - 49.0 / 3) < 1e-12)
    }

    @Test(arguments: ScalingModel.allCases)
    func sizesNeverDecreaseAndLargeIsTheBase(model: ScalingModel) {
        for rounding in Rounding.allCases {
            for style in TextStyle.allCases {
                // Any integer base; fractional ones unrounded (a rounded neighbour of an exact,
                // fractional base at L may pass it: 13.7 at L, 14 at M).
                let fractional = rounding == .none ? [0.5, 13.7, 17.25, 99.9] : []
                for base in Array(1...300).map(Double.init) + fractional {
                    let sizes = ContentSizeCategory.allCases.map { model.size(base, style, at: $0, rounding: rounding) }
                    #expect(
                        zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(model) \(rounding) \(style) \(base)")
                    #expect(model.size(base, style, at: .large, rounding: rounding) == base)
                }
            }
        }
    }

    /// Ties go up in every rounding, as iOS was measured to round them (64 of 65 fonts, all 69
    /// values): to the step above, for positive and negative products alike. The product is
    /// rounded once: 72.1 × 25 / 21 is 257.4999… thirds for the double nearest 72.1, not a tie.
    @Test func roundingTakesHalvesUpToTheGrid() {
        func rounded(_ rounding: Rounding, _ numerator: Double, _ denominator: Double = 1) -> Double {
            rounding.apply(numerator, times: 1, over: denominator)
        }
        #expect(rounded(.points, 16.5) == 17 && rounded(.points, 16.49) == 16 && rounded(.points, -16.5) == -16)
        #expect(rounded(.points, 33, 2) == 17 && rounded(.points, 0.5) == 1)
        #expect(
            rounded(.pixels2x, 16.24) == 16 && rounded(.pixels2x, 16.25) == 16.5 && rounded(.pixels2x, -16.25) == -16)
        #expect(rounded(.pixels3x, 101, 6) == 17 && rounded(.pixels3x, -101, 6) == 50.0 / -3)
        #expect(rounded(.pixels3x, 16.2273) == 49.0 / 3)
        #expect(rounded(.none, 16.2273) == 16.2273 && rounded(.none, 33, 2) == 16.5)
        #expect(Rounding.pixels3x.apply(11, times: 33, over: 18) == 61.0 / 3)
        #expect(Rounding.pixels3x.apply(72.1, times: 25, over: 21) == 257.0 / 3)
        #expect(Rounding.points.apply(11, times: 51, over: 22, tiesDown: true) == 25)
        #expect(Rounding.points.apply(11, times: 51, over: 22) == 26)
        #expect(ScalingModel.uifontmetrics.size(11, .headline, at: .accessibility4, rounding: .points) == 25)
        #expect(ScalingModel.uifontmetrics.size(11, .headline, at: .accessibility4, rounding: .pixels3x) == 77.0 / 3)
        #expect(ScalingModel.uifontmetricsHIG.size(11, .headline, at: .accessibility4, rounding: .points) == 28)
    }

    /// What is not a finite number stays so, and a finite size stays finite: one past what the
    /// steps can multiply is returned unrounded; only a size past the largest double is infinite.
    @Test func roundingKeepsWhatIsNotANumberAndWhatIsHuge() {
        for rounding in Rounding.allCases {
            #expect(rounding.apply(.nan, times: 51, over: 22).isNaN)
            #expect(rounding.apply(.infinity, times: 51, over: 22) == .infinity)
            #expect(rounding.apply(2e306, times: 62, over: 22) == 2e306 * 62 / 22)
            #expect(rounding.apply(1e308, times: 51, over: 22) == .infinity)
        }
    }

    @Test func fallbacksUseApplesSizesAndSayWhy() throws {
        let result = scale(Fixtures.styles + "/missing-style.plist")
        let headline = try #require(result.rows.first { $0.style == .headline })
        #expect(headline.origin == .system && headline.fontName == "System Semibold" && headline.weight == "Semibold")
        #expect(headline.sizes == ContentSizeCategory.allCases.map { AppleTypeTable.pointSize(.headline, $0) })
        #expect(headline.reason == "the file has no entry for this style")
        let void = scale(Fixtures.styles + "/missing-font-size.plist")
        #expect(void.rows.allSatisfy { $0.origin == .system && $0.reason?.contains("'body'") == true })
    }

    /// With fonts given, a font name none of them holds (nor iOS) is nil on the device, so the
    /// style shows the system font at Apple's sizes; a built-in name stays custom.
    @Test func anUnknownFontFallsBackWhenFontsAreGiven() throws {
        let document = PlistReader().read(Fixtures.bytes(Fixtures.noteworthy), path: "Noteworthy.plist")
        let verdict = RuntimeVerdict(StyleDictionaryFile(document))
        let withoutFonts = TypeScale(source: "Noteworthy.plist", verdict: verdict)
        #expect(withoutFonts.rows.allSatisfy { $0.origin == .custom })
        let noneKnown = TypeScale(
            source: "Noteworthy.plist", verdict: verdict, fonts: FontAvailability(faces: [], builtIn: []))
        let body = try #require(noneKnown.rows.first { $0.style == .body })
        #expect(body.origin == .system && body.fontName == "System Regular")
        #expect(body.sizes == ContentSizeCategory.allCases.map { AppleTypeTable.pointSize(.body, $0) })
        #expect(body.reason?.contains("no font named 'Noteworthy-Light'") == true)
        let builtIn = TypeScale(
            source: "Noteworthy.plist", verdict: verdict,
            fonts: FontAvailability(faces: [], builtIn: ["Noteworthy-Bold", "Noteworthy-Light"]))
        #expect(builtIn.rows.allSatisfy { $0.origin == .custom })
    }
}
