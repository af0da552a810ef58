import Foundation
import PlistcFontCatalog
import TestSupport
import Testing

private let notoRegular = Installed.notoFolder + "/NotoSerif-Regular.ttf"
private let microHei = Installed.microHeiFile

/// HarfBuzz subsets for specimen pages: smaller, still the same face, and nil for what it
/// cannot read.
@Suite("Font subsetter")
struct FontSubsetterTests {
    static let latin: [ClosedRange<UInt32>] = [0x20...0x7E]

    /// The faces FreeType reads from `bytes`, written to a temporary file.
    static func faces(of bytes: [UInt8]) throws -> [FontFace] {
        try Fixtures.withTemporaryFolder("subset") { folder in
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/subset.ttf"))
            return FontScanner.faces(in: [folder + "/subset.ttf"]).faces
        }
    }

    @Test(
        .enabled(if: Installed.harfBuzz, Installed.harfBuzzMissing),
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.noto, Installed.notoMissing))
    func subsetIsTheSameFaceAtAFractionOfItsSize() throws {
        let whole = try #require(FileManager.default.attributesOfItem(atPath: notoRegular)[.size] as? Int)
        let subset = try #require(FontSubsetter.subset(file: notoRegular, index: 0, characters: Self.latin))
        #expect(subset.count * 10 < whole)
        let faces = try Self.faces(of: subset)
        #expect(faces.map(\.postScriptName) == ["NotoSerif-Regular"])
        #expect(faces.first?.weightClass == 400)
        // More characters, more glyphs.
        let wider = try #require(FontSubsetter.subset(file: notoRegular, index: 0, characters: [0x20...0x24F]))
        #expect(wider.count > subset.count)
    }

    @Test(
        .enabled(if: Installed.harfBuzz, Installed.harfBuzzMissing),
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.microHei, Installed.microHeiMissing))
    func aFaceOfACollectionBecomesAFontOfItsOwn() throws {
        let subset = try #require(FontSubsetter.subset(file: microHei, index: 1, characters: Self.latin))
        #expect(Array(subset.prefix(4)) == [0, 1, 0, 0])
        #expect(try Self.faces(of: subset).map(\.postScriptName) == ["WenQuanYiMicroHeiMono"])
        #expect(FontSubsetter.subset(file: microHei, index: 2, characters: Self.latin) == nil)
    }

    @Test func unreadableInputGivesNil() throws {
        #expect(FontSubsetter.subset(file: "/nonexistent/font.ttf", index: 0, characters: Self.latin) == nil)
        try Fixtures.withTemporaryFolder("not-a-font", files: ["not-a-font.ttf": "this is not a font"]) { folder in
            let path = folder + "/not-a-font.ttf"
            #expect(FontSubsetter.subset(file: path, index: 0, characters: Self.latin) == nil)
            #expect(FontSubsetter.subset(file: path, index: -1, characters: Self.latin) == nil)
        }
    }
}
