import PlistcDiagnostics
import PlistcGenerators
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// Every format on several type scales (complete, partial with fallbacks, void, fractional, sizes
/// that are not finite numbers, system-font entries, line height and letter spacing), against
/// goldens in `Fixtures/build/`.
@Suite("Type-scale format goldens")
struct FormatGoldenTests {
    static let inputs: [(name: String, path: String, rounding: Rounding, runtime: DeviceRuntime)] = [
        ("noteworthy", Fixtures.noteworthy, .points, .ios17),
        ("partial", Fixtures.styles + "/missing-style.plist", .points, .ios17),
        ("void", Fixtures.styles + "/missing-font-size.plist", .points, .ios17),
        ("fractional", Fixtures.directory + "/build/fractional.plist", .pixels3x, .ios17),
        ("nonfinite", Fixtures.directory + "/build/nonfinite.plist", .points, .ios17),
        ("system-fonts", Fixtures.directory + "/build/system-fonts.plist", .points, .gewill),
        ("spacing", Fixtures.directory + "/build/spacing.plist", .points, .ios17),
    ]
    /// Every text format; the HTML page has goldens of its own (`SpecimenPageTests`).
    static let cases = inputs.indices.flatMap { index in
        TypeScaleFormat.allCases.filter { $0 != .html }.map { (index, $0) }
    }

    @Test(arguments: cases)
    func formatMatchesItsGolden(input: Int, format: TypeScaleFormat) {
        let (name, path, rounding, runtime) = Self.inputs[input]
        let relative = Fixtures.relative(path)
        let document = PlistReader().read(Fixtures.bytes(path), path: relative)
        let scale = TypeScale(
            source: relative, verdict: RuntimeVerdict(StyleDictionaryFile(document, runtime: runtime)),
            rounding: rounding)
        let golden = Fixtures.directory + "/build/\(name).\(format.fileExtension)"
        if let difference = Golden.check(ScaleOutput(format, version: "0.1.0").render(scale), against: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func appleTableRendersWithoutASource() {
        let table = ScaleOutput(.table, version: "0.1.0").render(
            TypeScale.apple(categories: [.large, .accessibility5]))
        #expect(
            table.hasPrefix(
                "Apple (Human Interface Guidelines): model pointsize (Apple's published point sizes), rounding none"))
        #expect(table.contains("\nmeasured: UIFont.preferredFont(forTextStyle:) on an iOS 26 simulator returns"))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.contains("style          font             base  [L]  AX5"))
        #expect(lines.contains("headline *     System Semibold    17   17   53"))
    }

    @Test func extensionsChooseFormats() {
        #expect(TypeScaleFormat(fileExtension: "md") == .markdown)
        #expect(TypeScaleFormat(fileExtension: "CSV") == .csv)
        #expect(TypeScaleFormat(fileExtension: "json") == .json)
        #expect(TypeScaleFormat(fileExtension: "swift") == .swift)
        #expect(TypeScaleFormat(fileExtension: "HTML") == .html)
        #expect(TypeScaleFormat(fileExtension: "htm") == .html)
        #expect(TypeScaleFormat(fileExtension: "xml") == nil)
        #expect(TypeScaleFormat(path: "Brand.tokens.json") == .dtcg)
        #expect(TypeScaleFormat(path: "out/Brand.JSON") == .json)
        #expect(TypeScaleFormat(path: "Brand") == nil)
    }

    /// The one list of formats: each by its own name and every extension it claims, no two
    /// claiming the same.
    @Test(arguments: TypeScaleFormat.allCases)
    func eachFormatIsFoundByItsNameAndExtensions(format: TypeScaleFormat) {
        #expect(TypeScaleFormat(rawValue: format.rawValue) == format)
        let claimed = format.fileExtensions
        for fileExtension in claimed {
            #expect(TypeScaleFormat(path: "out/Brand." + fileExtension) == format, "\(fileExtension)")
        }
        let others = TypeScaleFormat.allCases.filter { $0 != format }.flatMap(\.fileExtensions)
        #expect(Set(claimed).isDisjoint(with: others))
    }
}
