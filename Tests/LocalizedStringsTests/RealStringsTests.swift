import Foundation
import PlistcLocalizedStrings
import TestSupport
import Testing

/// Strings tables from public apps (`Fixtures/strings-real/SOURCE.md`), read as Foundation
/// reads them: every value of a catalog is one Foundation's JSON parser finds under a
/// `stringUnit`, and the strings file is the table Foundation's own reader makes.
@Suite("Real strings files")
struct RealStringsTests {
    static let folder = Fixtures.directory + "/strings-real"

    /// Every `stringUnit` value of a catalog, found by walking what `JSONSerialization` reads.
    /// …and the keys with no value in the source language, which stand as their own text.
    static func foundationValues(_ path: String) throws -> [String] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var values: [String] = []
        func walk(_ value: Any) {
            guard let object = value as? [String: Any] else { return }
            if let unit = object["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                values.append(text)
                return
            }
            for key in object.keys.sorted() { walk(object[key] as Any) }
        }
        let strings = try #require(json["strings"] as? [String: Any])
        let source = json["sourceLanguage"] as? String ?? "en"
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            walk(localizations)
            if localizations[source] == nil { values.append(key) }
        }
        return values
    }

    @Test(arguments: [("CotEditor/Count.xcstrings", 64, 0), ("CotEditor/GoToLine.xcstrings", 45, 3)])
    func catalogsGiveFoundationsValues(name: String, units: Int, keysAsText: Int) throws {
        let path = Self.folder + "/" + name
        let strings = try StringCatalogReader.read(Fixtures.bytes(path), path: path)
        let expected = try Self.foundationValues(path)
        #expect(expected.count == units + keysAsText)
        #expect(strings.count == units + keysAsText)
        #expect(strings.allSatisfy { $0.location.line > 1 })
        #expect(strings.map(\.value).sorted() == expected.sorted())
    }

    @Test func everyPluralFormIsAVariation() throws {
        let path = Self.folder + "/CotEditor/Count.xcstrings"
        let strings = try StringCatalogReader.read(Fixtures.bytes(path), path: path)
        #expect(Set(strings.compactMap(\.variation)) == ["plural.one", "plural.other", "plural.zero"])
        #expect(Set(strings.compactMap(\.localization)).count == 11)
    }

    @Test func theStringsFileIsFoundationsTable() throws {
        let path = Self.folder + "/Sparkle/de.lproj/Sparkle.strings"
        let ours = try StringsTable.read(Fixtures.bytes(path), path: path)
        let apple = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
                as? [String: String])
        #expect(ours.count == 36)
        #expect(Dictionary(ours.map { ($0.key, $0.value) }) { _, last in last } == apple)
        #expect(ours.allSatisfy { $0.localization == "de" })
    }
}
