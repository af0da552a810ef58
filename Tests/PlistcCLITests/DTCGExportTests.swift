import Foundation
import TestSupport
import Testing

/// `build --emit dtcg`: design tokens in the DTCG 2025.10 format, valid against its published
/// schema (`Tests/Schemas/dtcg-2025.10`, with its source and licence), with the plistc facts
/// under `$extensions`, and the family and weight of the font files when `--fonts` is given.
@Suite("Design tokens out")
struct DTCGExportTests {
    static let inputs = [
        Fixtures.noteworthy, Fixtures.styles + "/missing-style.plist", Fixtures.directory + "/build/spacing.plist",
        Fixtures.directory + "/build/extensions.plist", Fixtures.directory + "/build/fractional.plist",
        Fixtures.directory + "/build/nonfinite.plist",
    ]

    @Test(
        .enabled(
            if: Python.hasModule("jsonschema"),
            "python3's jsonschema is missing (python3 -m pip install jsonschema): the schema check is skipped"))
    func tokensValidateAgainstTheDTCGSchema() throws {
        let folder = try Fixtures.temporaryFolder("dtcg")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for (index, input) in Self.inputs.enumerated() {
            let run = CapturedRun(["build", "--emit", "dtcg", "--allow-fallbacks", input])
            #expect(run.status == 0 || run.status == 1, "\(run.error)")
            let path = folder + "/\(index).tokens.json"
            try run.output.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
        }
        let schemas = Fixtures.packageRoot + "/Tests/Schemas/dtcg-2025.10"
        let check = try Python.run(
            Fixtures.packageRoot + "/Tests/Schemas/validate.py", ["--store", schemas, schemas + "/format.json"] + files)
        #expect(check.status == 0, Comment(rawValue: check.output + check.error))
        #expect(check.output.hasSuffix("validated \(files.count) files: 0 invalid\n"))
    }

    /// Every style, and every content size with every style's size, whatever `--categories`.
    @Test func everyStyleAndEveryContentSize() throws {
        let run = CapturedRun(["build", "--emit", "dtcg", "--categories", "large", Fixtures.noteworthy])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let typography = try #require(object["typography"] as? [String: Any])
        #expect(typography.count == 11)
        let sizes = try #require(object["dynamicType"] as? [String: Any])
        #expect(sizes.keys.filter { !$0.hasPrefix("$") }.count == 12)
        let ax5 = try #require(sizes["accessibility5"] as? [String: Any])
        let body = try #require((ax5["body"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(body["value"] as? Int == 48 && body["unit"] as? String == "px")
        let token = try #require(typography["body"] as? [String: Any])
        let extensions = try #require((token["$extensions"] as? [String: Any])?["org.plistc"] as? [String: Any])
        #expect(extensions["fontName"] as? String == "Noteworthy-Light")
    }

    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing), .enabled(if: Installed.noto, Installed.notoMissing)
    )
    func fontsGiveTheFamilyAndTheWeight() {
        let fonts = ["Regular", "Bold", "Italic"].flatMap {
            ["--fonts", Installed.notoFolder + "/NotoSerif-\($0).ttf"]
        }
        let run = CapturedRun(
            ["build", "--emit", "dtcg"] + fonts + [Fixtures.directory + "/fonts/weight-swapped.plist"])
        #expect(run.output.contains("\"fontFamily\": \"Noto Serif\""), "\(run.output)")
        #expect(run.output.contains("\"fontWeight\": 700"))
        #expect(!run.output.contains("fontFamily is the PostScript name"))
    }

    @Test func theFileNameChoosesTheFormat() throws {
        try Fixtures.withTemporaryFolder("dtcg") { folder throws in
            let run = CapturedRun(["build", Fixtures.noteworthy, "-o", folder + "/Brand.tokens.json"])
            #expect(run.status == 0, "\(run.error)")
            let text = try String(contentsOfFile: folder + "/Brand.tokens.json", encoding: .utf8)
            #expect(text.contains("\"$schema\": \"https://www.designtokens.org/schemas/2025.10/format.json\""))
        }
    }
}
