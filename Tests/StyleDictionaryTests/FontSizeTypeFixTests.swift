import PlistcDiagnostics
import PlistcPropertyList
import Testing

@testable import PlistcStyleDictionary

/// `font-size-type`'s fix: a size written as a string of plain decimal digits becomes the
/// number it means; anything else a person reads (hexadecimal, exponents, units, digits of
/// other scripts, a digit with a mark on it).
@Suite struct FontSizeTypeFixTests {
    @Test(
        arguments: [
            ("17", "<integer>17</integer>"), (" 17 ", "<integer>17</integer>"), ("17.5", "<real>17.5</real>"),
            ("-2", "<integer>-2</integer>"), ("+3", "<integer>3</integer>"), ("0017", "<integer>17</integer>"),
            ("17.", nil), (".5", nil), ("0x11", nil), ("1e1", nil), ("17pt", nil), ("1.2.3", nil), ("-", nil),
            ("١٧", nil), ("1\u{301}7", nil), ("", nil),
        ] as [(String, String?)])
    func aPlainNumberIsFixed(text: String, fixed: String?) {
        let xml = """
            <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Avenir-Book</string>\
            <key>fontSize</key><string>\(text)</string></dict></dict></plist>
            """
        let file = StyleDictionaryFile(PlistReader().read(Array(xml.utf8), path: "size.plist"))
        let findings = FontSizeTypeRule.check(file, options: LintOptions())
        #expect(findings.count == 1)
        #expect(findings.first?.fix?.replacement == fixed)
    }

    /// A whole number is read without parsing a double: as the double's reading words it, for
    /// every short text of digits and signs, and none other is taken for one.
    @Test func aWholeNumberIsReadAsTheDoubleReadsIt() {
        let alphabet = ["0", "1", "7", "9", "-", "+", ".", "e", " "]
        var texts = ["999999999999999", "1000000000000000", "-000000000000001", "+", "-0", "00"]
        for length in 1...4 {
            var index = Array(repeating: 0, count: length)
            while true {
                texts.append(index.map { alphabet[$0] }.joined())
                guard let last = index.indices.last(where: { index[$0] < alphabet.count - 1 }) else { break }
                index[last] += 1
                for later in index.indices where later > last { index[later] = 0 }
            }
        }
        for text in texts {
            guard let whole = FontSizeTypeRule.wholeNumber(text) else { continue }
            #expect(FontSizeTypeRule.numericSuggestion(for: text) == "<integer>\(whole)</integer>", "\(text)")
        }
        #expect(FontSizeTypeRule.wholeNumber("17.0") == nil)
        #expect(FontSizeTypeRule.wholeNumber("1e1") == nil)
        #expect(FontSizeTypeRule.wholeNumber("--1") == nil)
    }
}
