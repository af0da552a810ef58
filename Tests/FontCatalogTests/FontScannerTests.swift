import Foundation
import PlistcFontCatalog
import TestSupport
import Testing

/// FreeType's reading of real font files from Debian packages (`fonts-dejavu-core`, and
/// `fonts-wqy-microhei` for a `.ttc` collection; `.ci/run` installs them), checked against
/// `fc-scan`, never against names typed by hand.
@Suite("Font scanner", .enabled(if: Installed.freeType, Installed.freeTypeMissing))
struct FontScannerTests {
    static let dejaVu = Installed.dejaVuFolder
    static let collection = Installed.microHeiFile
    static let fcScan = Installed.fcScan

    static var dejaVuFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dejaVu)) ?? []).filter { $0.hasSuffix(".ttf") }.sorted()
            .map { dejaVu + "/" + $0 }
    }

    /// What fontconfig says a file holds: one PostScript name per face, in face order.
    private func fontconfigNames(_ file: String) throws -> [String] {
        let scan = try ProcessResult.run(try #require(Self.fcScan), ["--format", "%{index} %{postscriptname}\n", file])
        return scan.output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (Int(parts[0]) ?? 0, String(parts.last ?? ""))
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    @Test(.enabled(if: fcScan != nil, Installed.fcScanMissing), .enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
    func readsEveryDejaVuFaceAsFontconfigDoes() throws {
        let (faces, problems) = FontScanner.faces(in: Self.dejaVuFiles)
        #expect(problems.isEmpty)
        #expect(faces.count == Self.dejaVuFiles.count)
        for file in Self.dejaVuFiles {
            #expect(faces.filter { $0.file == file }.map(\.postScriptName) == (try fontconfigNames(file)), "\(file)")
        }
        let bold = try #require(faces.first { $0.postScriptName == "DejaVuSans-Bold" })
        #expect(bold.weightClass == 700 && !bold.isItalic && bold.family == "DejaVu Sans")
        if let oblique = faces.first(where: { $0.postScriptName == "DejaVuSans-Oblique" }) {
            #expect(oblique.isItalic)
        }
    }

    @Test(
        .enabled(if: fcScan != nil, Installed.fcScanMissing),
        .enabled(if: Installed.microHei, Installed.microHeiMissing))
    func readsEveryFaceOfACollection() throws {
        let (faces, problems) = FontScanner.faces(in: [Self.collection])
        #expect(problems.isEmpty)
        #expect(faces.count >= 2)
        #expect(faces.map(\.postScriptName) == (try fontconfigNames(Self.collection)))
        #expect(faces.map(\.index) == Array(0..<faces.count))
    }

    @Test(.enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
    func unreadableFilesAreProblemsNotCrashes() throws {
        let directory = try Fixtures.temporaryFolder("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let font = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuFiles[0]))
        try font.prefix(font.count / 3).write(to: URL(fileURLWithPath: directory + "/Truncated.ttf"))
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/Fake.otf"))
        try Data().write(to: URL(fileURLWithPath: directory + "/Empty.ttf"))
        let files = ["Truncated.ttf", "Fake.otf", "Empty.ttf", "Missing.ttf"].map { directory + "/" + $0 }
        let (faces, problems) = FontScanner.faces(in: files)
        #expect(faces.allSatisfy { !$0.postScriptName.isEmpty })
        #expect(Set(problems.map(\.file)).isSuperset(of: files.dropFirst()))
    }
}
