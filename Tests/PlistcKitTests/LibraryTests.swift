import Foundation
import PlistcDiagnostics
import PlistcGenerators
import PlistcKit
import PlistcStyleDictionary
import TestSupport
import Testing

/// A second front end: the engine driven as a library, through its public API only (no
/// `@testable`, no argv), giving what the command line gives for the same files.
@Suite("PlistcKit as a library")
struct LibraryTests {
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.packageRoot + "/" + path)))
    }

    /// A buffer linted under a `.plistc.json` given as text: its rules settings hold.
    @Test func aBufferIsLintedUnderItsConfiguration() throws {
        let dictionary = Array(
            """
            <plist version="1.0"><dict><key>body</key><dict>
            <key>fontName</key><string>Avenir-Book</string><key>fontSize</key><string>17</string>
            </dict></dict></plist>
            """.utf8)
        let plain = ProjectContext().check(dictionary, path: "Fonts/Brand.plist")
        #expect(plain.hasErrors)
        #expect(plain.findings.contains { $0.ruleID.rawValue == "font-size-type" && $0.severity == .error })
        #expect(plain.findings.allSatisfy { $0.location.file == "Fonts/Brand.plist" })

        let configuration = Array(#"{"rules": {"font-size-type": "warning", "dictionary-void": "off"}}"#.utf8)
        let context = try ProjectContext(configuration: configuration, at: "Fonts/.plistc.json")
        #expect(context.configurationPath == "Fonts/.plistc.json")
        let checked = context.check(dictionary, path: "Fonts/Brand.plist")
        #expect(!checked.hasErrors, "\(checked.findings.map(\.ruleID))")
        #expect(checked.findings.contains { $0.ruleID.rawValue == "font-size-type" && $0.severity == .warning })
        #expect(!checked.findings.contains { $0.ruleID.rawValue == "dictionary-void" })
    }

    /// A configuration that is not one is an error located in it, not a crash or a default.
    @Test func aBrokenConfigurationIsLocated() {
        #expect(throws: (any Error).self) {
            try ProjectContext(configuration: Array(#"{"rules": 3}"#.utf8), at: "App/.plistc.json")
        }
        do {
            _ = try ProjectContext(configuration: Array("{\n  \"rules\": [".utf8), at: "App/.plistc.json")
            Issue.record("an unfinished configuration was accepted")
        } catch {
            #expect(error.path.hasPrefix("App/.plistc.json:2:"), "\(error)")
        }
    }

    /// Built to values: the scale, and its table as `plistc build` prints it.
    @Test func aDictionaryIsBuiltToValues() throws {
        let checked = ProjectContext().check(
            try Self.bytes("Fixtures/Noteworthy.plist"), path: "Fixtures/Noteworthy.plist")
        #expect(checked.isStyleDictionary && !checked.hasErrors)
        let golden = Fixtures.packageRoot + "/Fixtures/library/Noteworthy.txt"
        #expect(Golden.check(checked.rendered(as: .table), against: golden) == nil)
        #expect(checked.scale.source == "Fixtures/Noteworthy.plist")
    }

    /// Two buffers compared, as `plistc diff OLD NEW` shows them.
    @Test func twoBuffersAreCompared() throws {
        let context = ProjectContext()
        let old = context.check(try Self.bytes("Fixtures/diff/old.plist"), path: "Fixtures/diff/old.plist")
        let new = context.check(try Self.bytes("Fixtures/diff/new.plist"), path: "Fixtures/diff/new.plist")
        let golden = Fixtures.packageRoot + "/Fixtures/diff/changed.txt"
        #expect(Golden.check(CheckedFile.difference(from: old, to: new, as: .text), against: golden) == nil)
        let added = CheckedFile.difference(from: nil, to: new, as: .text)
        #expect(added.hasPrefix("/dev/null → Fixtures/diff/new.plist"), "\(added)")
    }
}
