import PlistcPropertyList
import Testing

@testable import PlistcStyleDictionary

/// With no runtime chosen, a file's keys say which code reads it: all UIKit raw values, the 2017
/// code (on the iOS the options predict); anything else, ScaledFont 1.0.
@Suite("Inferred runtime")
struct InferredRuntimeTests {
    private static func document(_ keys: [String]) -> PlistDocument {
        let entries = keys.map {
            "<key>\($0)</key><dict><key>fontName</key><string>Avenir-Book</string><key>fontSize</key><integer>17</integer></dict>"
        }
        return PlistReader().read(Array("<plist><dict>\(entries.joined())</dict></plist>".utf8), path: "s.plist")
    }

    @Test func rawValueKeysAloneAreReadAsThe2017CodeReadsThem() {
        let file = StyleDictionaryFile.read(
            Self.document(["UICTFontTextStyleBody", "UICTFontTextStyleCaption1", "sidebar"]), options: LintOptions())
        #expect(file.runtimeIsInferred)
        #expect(file.runtime == .scaledfont2017)
        #expect(RuntimeVerdict(file).styles.filter { if case .custom = $0.outcome { true } else { false } }.count == 2)
    }

    @Test func theIOSTheOptionsPredictKeepsItsParser() {
        let file = StyleDictionaryFile.read(
            Self.document(["UICTFontTextStyleBody"]), options: LintOptions(runtime: .ios16))
        #expect(file.runtime == DeviceRuntime(.scaledfont2017, parser: .coreFoundation))
    }

    @Test(arguments: [
        (["body", "UICTFontTextStyleCaption1"], LintOptions()),
        (["body", "caption"], LintOptions()),
        (["UICTFontTextStyleBody"], LintOptions(runtime: .ios17, runtimeIsChosen: true)),
        (["sidebar"], LintOptions()),
    ])
    func otherFilesAndAChosenRuntimeKeepTheRuntime(keys: [String], options: LintOptions) {
        let file = StyleDictionaryFile.read(Self.document(keys), options: options)
        #expect(!file.runtimeIsInferred)
        #expect(file.runtime == options.runtime)
    }
}
