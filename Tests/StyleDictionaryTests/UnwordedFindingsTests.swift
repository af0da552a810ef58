import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// A linter that leaves its findings unworded (for a host that shows only some of them, as
/// `diff` does) gives the same findings, worded the same when they are shown.
@Suite("Findings worded when shown")
struct UnwordedFindingsTests {
    static let fixtures = ["combination", "unknown-style", "font-size-type", "legacy-style-key", "duplicate-key"]

    @Test(arguments: fixtures)
    func unwordedFindingsAreTheWordedOnes(name: String) throws {
        let path = Fixtures.directory + "/styles/\(name).plist"
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let document = PlistReader().read(bytes, path: path)
        let configuration = LintConfiguration(maxFindingsPerRule: nil)
        let worded = Linter(configuration: configuration).lint(document)
        let unworded = Linter(configuration: configuration, wordsFindings: false).lint(document)
        #expect(!worded.isEmpty)
        #expect(unworded.map(\.message.text) == worded.map(\.message.text))
        #expect(unworded.map(\.suggestion) == worded.map(\.suggestion))
        #expect(unworded.map(\.location) == worded.map(\.location))
    }
}
