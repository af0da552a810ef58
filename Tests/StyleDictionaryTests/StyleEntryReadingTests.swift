import PlistcDiagnostics
import PlistcPropertyList
import Testing

@testable import PlistcStyleDictionary

/// How a style entry finds the keys it reads (by length, then bytes, in one pass), and the
/// quick answer of `isBlank`: each against the plain definition.
@Suite struct StyleEntryReadingTests {
    @Test func spellsEveryKeyItReads() {
        for key in StyleEntry.ReadKey.allCases {
            #expect(StyleEntry.ReadKey.spelled(key.spelling) == key)
            #expect(StyleEntry.ReadKey.spelled(key.spelling.uppercased()) == nil)
            #expect(StyleEntry.ReadKey.spelled(key.spelling + " ") == nil)
            #expect(StyleEntry.ReadKey.spelled(String(key.spelling.dropLast()) + "\u{0}") == nil)
        }
        #expect(StyleEntry.ReadKey.spelled("fontname") == nil)
        #expect(StyleEntry.ReadKey.spelled("") == nil)
    }

    /// Keys the entry reads, near misses and others, repeated, in random order: each read key's
    /// entry is the dictionary's last one of that exact key.
    @Test func findsTheLastEntryOfEachKey() {
        let keys = StyleEntry.ReadKey.allCases.map(\.spelling) + ["FontName", "fontSize ", "size", "designs", "weigh"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let entries = (0..<Int.random(in: 0...20, using: &generator)).map { position in
                let location = SourceLocation(file: "e.plist", line: position + 2, column: 1)
                return PlistDictionary.Entry(
                    key: keys.randomElement(using: &generator) ?? "", keyLocation: location,
                    value: PlistValue(.string("v\(position)"), at: location))
            }
            let dictionary = PlistDictionary(entries: entries)
            let value = PlistValue(.dictionary(dictionary), at: SourceLocation(file: "e.plist", line: 1, column: 1))
            for runtime in [DeviceRuntime.standard, .gewill] {
                let entry = StyleEntry(
                    key: "body", keyLocation: SourceLocation(file: "e.plist", line: 1, column: 1), value: value,
                    runtime: runtime)
                func last(_ key: String) -> PlistDictionary.Entry? { dictionary.lastEntry(forKey: key) }
                #expect(entry.fontName == last("fontName"))
                #expect(entry.fontSize == last("fontSize"))
                #expect(entry.fontSizeLocation == last("fontSize")?.value.location)
                #expect(entry.maximumPointSize == last("maximumPointSize"))
                #expect(entry.legibilityFontName == last("legibilityFontName"))
                #expect(entry.lineHeight == last("lineHeight"))
                #expect(entry.letterSpacing == last("letterSpacing"))
                let extensionKeys = ["maximumPointSize", "legibilityFontName", "lineHeight", "letterSpacing"]
                #expect(entry.hasExtensionKey == extensionKeys.contains { last($0) != nil })
                let readsVariants = runtime.decodesSystemFontEntries
                #expect(entry.design == (readsVariants ? last("design") : nil))
                #expect(entry.weight == (readsVariants ? last("weight") : nil))
            }
        }
    }

    @Test func tellsBlankTextAsItsCharactersDo() {
        let pieces = [
            " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "a", "A", "~", "\u{7F}", "\u{301}", "é",
            "\u{600}", "-",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            #expect(text.isBlank == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
