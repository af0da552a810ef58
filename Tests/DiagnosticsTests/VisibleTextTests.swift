import TestSupport
import Testing

@testable import PlistcDiagnostics

/// Which text may hide a character: the eight-bytes-at-a-time scan against its definition.
@Suite struct VisibleTextTests {
    /// `mayHide` against its definition, a byte-by-byte scan, on random text of printable ASCII
    /// mixed with each byte the scan looks for and with its near neighbours (space, tilde,
    /// other lead bytes), at every offset from a word's start.
    @Test func mayHideMatchesItsBytewiseDefinition() {
        let pieces = [
            "a", "Z", " ", "~", "\t", "\n", "\r", "\u{1B}", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "é", "\u{202E}",
            "→", "\u{FEFF}", "\u{FFFE}", "\u{61C}", "😀", "日",
        ]
        var generator = SplitMix64(seed: 24)
        var hiding = 0
        for _ in 0..<3_000 {
            let printable = (0..<Int.random(in: 0...40, using: &generator)).map { _ in "x" }.joined()
            let rare = Int.random(in: 0..<4, using: &generator) == 0
            let tail = rare ? (pieces.randomElement(using: &generator) ?? "") : "y"
            let text = printable + tail + (Bool.random(using: &generator) ? printable : "")
            let expected = text.utf8.contains(where: VisibleText.isSuspicious)
            hiding += expected ? 1 : 0
            #expect(VisibleText.mayHide(text) == expected, "\(text.debugDescription)")
        }
        // Both answers were asked for.
        #expect(hiding > 100 && hiding < 2_900)
    }

    /// Every byte value at every position of a 16-byte text: one word, then the tail.
    @Test func eachByteAtEachPosition() {
        for position in 0..<17 {
            for scalar in (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "\u{85}", "\u{202E}", "\u{FEFF}"] {
                var text = String(repeating: "x", count: 17)
                let index = text.index(text.startIndex, offsetBy: position)
                text.replaceSubrange(index...index, with: String(scalar))
                #expect(VisibleText.mayHide(text) == text.utf8.contains(where: VisibleText.isSuspicious))
            }
        }
    }
}
