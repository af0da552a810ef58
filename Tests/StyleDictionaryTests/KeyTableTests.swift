import Testing

@testable import PlistcStyleDictionary

/// A key table finds what a dictionary of its keys finds, under Swift's own `String` equality
/// (canonical equivalence), though it compares bytes.
@Suite("Key tables")
struct KeyTableTests {
    private static let keys = ["body", "bodx", "title", "title2", "caption2", "UICTFontTextStyleBody", "fontName"]

    /// Keys and near misses: each key, each with a letter changed, cut or doubled, in another
    /// case, and spellings that are canonically equal to other text (`é` composed and not).
    private static var probes: [String] {
        var probes = keys
        for key in keys {
            probes += [String(key.dropLast()), key + "x", key.uppercased(), "x" + key.dropFirst(), key + "\u{301}"]
        }
        return probes + ["", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "b\u{F6}dy", "ti\u{0301}tle"]
    }

    @Test func findsWhatADictionaryFinds() {
        let values = Dictionary(uniqueKeysWithValues: Self.keys.enumerated().map { ($1, $0) })
        let table = KeyTable(values)
        for probe in Self.probes {
            #expect(table[probe] == values[probe], "\(probe.unicodeScalars.map(\.value))")
        }
    }

    @Test func aPrefixWinsOverAKey() {
        let table = KeyTable(["CFBundleName": 1, "UIAppFonts": 2], prefixes: [("CFBundle", 3)])
        #expect(table["CFBundleName"] == 3)
        #expect(table["CFBundleIdentifier"] == 3)
        #expect(table["UIAppFonts"] == 2)
        #expect(table["UIAppFont"] == nil)
    }
}
