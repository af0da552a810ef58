import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

@Suite("Runtime verdict")
struct RuntimeVerdictTests {
    private func verdict(_ body: String) -> RuntimeVerdict {
        let text = body.hasPrefix("<plist") ? body : "<plist><dict>\(body)</dict></plist>"
        return RuntimeVerdict(StyleDictionaryFile(PlistReader().read(Array(text.utf8), path: "t.plist")))
    }

    private func entry(
        _ key: String, _ name: String = "<string>Avenir-Book</string>", _ size: String = "<integer>17</integer>"
    ) -> String {
        "<key>\(key)</key><dict><key>fontName</key>\(name)<key>fontSize</key>\(size)</dict>"
    }

    @Test func customFontForPresentStylesSystemForTheRest() throws {
        let result = verdict(entry("body") + entry("caption", "<string>Avenir-Light</string>", "<real>12.5</real>"))
        guard case .custom(let body) = result.outcome(for: .body),
            case .custom(let caption) = result.outcome(for: .caption)
        else {
            Issue.record("body and caption should be custom")
            return
        }
        #expect(body.name == "Avenir-Book" && body.size == 17)
        #expect(caption.name == "Avenir-Light" && caption.size == 12.5)
        #expect(result.outcome(for: .headline) == .system(.missingStyle))
    }

    @Test func oneBadEntryVoidsEveryStyleEvenUnderAnUnknownKey() {
        let result = verdict(entry("body") + entry("sidebar", "<integer>3</integer>"))
        #expect(result.styles.allSatisfy { $0.outcome == .system(.dictionaryVoid(culprits: ["sidebar"])) })
    }

    @Test func anOverriddenDuplicateDoesNotVoid() {
        let result = verdict("<key>body</key><string>broken</string>" + entry("body"))
        #expect(result.outcome(for: .body) != .system(.dictionaryVoid(culprits: ["body"])))
    }

    @Test func emptyNameFallsBackForThatStyleOnly() {
        let result = verdict(entry("body", "<string> </string>") + entry("caption"))
        #expect(result.outcome(for: .body) == .system(.emptyFontName))
        if case .custom = result.outcome(for: .caption) {} else { Issue.record("caption should stay custom") }
    }

    @Test func fileWideFailures() {
        #expect(verdict("<plist><array/></plist>").outcome(for: .body) == .system(.rootNotDictionary))
        #expect(verdict("<plist><dict>").outcome(for: .body) == .system(.notAPropertyList))
        #expect(
            verdict("<plist><dict>\(entry("UICTFontTextStyleBody"))</dict></plist>").outcome(for: .body)
                == .system(.otherFormatKey("UICTFontTextStyleBody", .ios17)))
        #expect(
            verdict("<plist><dict>\(entry("caption"))</dict></plist>").outcome(for: .body) == .system(.missingStyle))
    }
}
