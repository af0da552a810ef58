import Foundation
import PlistcDesignTokens
import PlistcDiagnostics
import PlistcJSON
import TestSupport
import Testing

/// `PlistcDesignTokens` without the command line: the DTCG specification's example tokens, mapped to
/// styles as the `.plistc.json` beside them maps them, import to the fixture beside them: its
/// Helvetica is iOS's own face, and the guess of Roboto's (not an iOS font) is a warning.
@Suite struct TokenImportTests {
    private let folder = Fixtures.directory + "/tokens/spec"

    @Test func theSpecificationsExampleImportsToItsFixture() throws {
        let path = folder + "/spec-example.tokens.json"
        let root = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let imported = TokenImport(root, path: "spec-example.tokens.json", styles: try configuredStyles())
        let expected = try String(contentsOfFile: folder + "/spec-example.plist", encoding: .utf8)
        #expect(StyleDictionaryWriter.render(imported.entries) == expected)
        #expect(imported.diagnostics.map(\.severity) == [.warning])
        #expect(imported.diagnostics.map(\.location.line) == [8])
        #expect(imported.diagnostics.allSatisfy { $0.ruleID == "design-tokens" })
    }

    /// The `"styles"` map of the `.plistc.json` beside the tokens.
    private func configuredStyles() throws -> [String: String] {
        let configuration = try JSONParser.parse(
            Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/.plistc.json"))))
        guard case .object(let members) = configuration,
            case .object(let styles) = members.first(where: { $0.key == "styles" })?.value
        else { throw ConfigurationMissing() }
        return Dictionary(
            uniqueKeysWithValues: styles.compactMap { member in
                if case .string(let style) = member.value { (member.key, style) } else { nil }
            })
    }

    private struct ConfigurationMissing: Error {}

    @Test func aFileWithNoTypographyTokenIsAnError() throws {
        let root = try JSONParser.parse(Array(##"{"brand": {"$type": "color", "$value": "#000000"}}"##.utf8))
        let imported = TokenImport(root, path: "colors.tokens.json")
        #expect(imported.entries.isEmpty)
        #expect(imported.diagnostics.map(\.severity) == [.error])
        #expect(imported.diagnostics.first?.message.text.hasPrefix("no typography token is here") == true)
    }
}
