import Testing

@testable import PlistcPropertyList

/// A comment is kept with each run of XML white space one space and none at either end, and
/// its bytes decoded as UTF-8 (a byte that is not UTF-8 shown as U+FFFD), as `Suppressions`
/// reads a `plistc:disable` directive in it.
@Suite("Comment text")
struct CommentTextTests {
    static func collapsed(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { $0.collapsingXMLWhitespace() }
    }

    @Test func whiteSpaceRunsBecomeOneSpace() {
        #expect(
            Self.collapsed(Array(" \t plistc:disable\r\n  unknown-style \n".utf8)) == "plistc:disable unknown-style")
        #expect(Self.collapsed(Array("a\u{A0}b".utf8)) == "a\u{A0}b", "no-break space is not XML white space")
        #expect(Self.collapsed([]) == "")
        #expect(Self.collapsed(Array(" \n\t ".utf8)) == "")
    }

    @Test func bytesThatAreNotUTF8AreRepaired() {
        #expect(Self.collapsed([0x61, 0xFF, 0x20, 0x20, 0x62]) == "a\u{FFFD} b")
    }

    /// A long comment, longer than any stack scratch space, is kept whole.
    @Test func aLongCommentIsKeptWhole() {
        let word = Array(repeating: UInt8(ascii: "x"), count: 100_000)
        #expect(
            Self.collapsed(word + [0x0A, 0x0A] + word) == String(repeating: "x", count: 100_000) + " "
                + String(repeating: "x", count: 100_000))
    }
}
