import PlistcDiagnostics
import PlistcPropertyList
import Testing

@Suite("Source locations")
struct LocationTests {
    /// A document where every value and key stands at a known line and column.
    private let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>body</key>
        \t<dict>
        \t\t<key>fontName</key>   <string>Noteworthy-Light</string>
        \t\t<key>fontSize</key>
        \t\t<integer
        \t\t  >17</integer>
        \t</dict>
        \t<key>café</key><array><real>1</real><string/></array>
        </dict>
        </plist>
        """

    @Test func locatesEveryValueAndKeyAtItsStartTag() throws {
        let root = try #require(read(source).root)
        #expect(root.location == SourceLocation(file: "test.plist", line: 3, column: 1))
        let top = try #require(root.dictionaryValue)
        let body = try #require(top.lastEntry(forKey: "body"))
        #expect(body.keyLocation.line == 4 && body.keyLocation.column == 2)
        #expect(body.value.location.line == 5 && body.value.location.column == 2)
        let entry = try #require(body.value.dictionaryValue)
        let name = try #require(entry.lastEntry(forKey: "fontName"))
        #expect((name.keyLocation.line, name.keyLocation.column) == (6, 3))
        #expect((name.value.location.line, name.value.location.column) == (6, 25))
        let size = try #require(entry.lastEntry(forKey: "fontSize"))
        #expect((size.keyLocation.line, size.keyLocation.column) == (7, 3))
        #expect((size.value.location.line, size.value.location.column) == (8, 3), "a tag spanning lines")
        let cafe = try #require(top.lastEntry(forKey: "café"))
        #expect((cafe.keyLocation.line, cafe.keyLocation.column) == (11, 2))
        #expect((cafe.value.location.line, cafe.value.location.column) == (11, 17), "é is one column")
        let items = try #require(cafe.value.arrayValue)
        #expect(items.map { [$0.location.line, $0.location.column] } == [[11, 24], [11, 38]])
    }

    @Test func countsCarriageReturnLineEndings() throws {
        let crlf = "<plist>\r\n<array>\r\n  <true/>\r<false/>\n</array></plist>"
        let items = try #require(read(crlf).root?.arrayValue)
        #expect(items.map { [$0.location.line, $0.location.column] } == [[3, 3], [4, 1]])
    }

    @Test func locatesValuesBeyondTheParsersChunkSize() throws {
        // Many values, so that libxml2 has consumed and discarded earlier input many times.
        let count = 40_000
        let body = (0..<count).map { "<integer>\($0)</integer>" }.joined(separator: "\n")
        let items = try #require(read("<plist><array>\n\(body)\n</array></plist>").root?.arrayValue)
        #expect(items.count == count)
        let misplaced = items.enumerated().first { index, item in
            item.location.line != index + 2 || item.location.column != 1
        }
        #expect(misplaced == nil)
    }

    @Test func comparesByPathThenLineThenColumn() {
        let b1 = SourceLocation(file: "b.plist", line: 1, column: 9)
        let a2 = SourceLocation(file: "a.plist", line: 2, column: 1)
        let a1 = SourceLocation(file: "a.plist", line: 1, column: 5)
        #expect([b1, a2, a1].sorted() == [a1, a2, b1])
        #expect(SourceLocation(file: "a.plist", line: 1, column: 5) == a1)
        #expect(a1 != SourceLocation(file: "c.plist", line: 1, column: 5))
        #expect(a1.file == "a.plist" && b1.file == "b.plist")
    }

    @Test func keepsThePathOfEveryDocument() throws {
        let first = PlistReader().read(Array("<plist><true/></plist>".utf8), path: "one/first.plist")
        let second = PlistReader().read(Array("<plist><false/></plist>".utf8), path: "two/second.plist")
        #expect(first.root?.location.file == "one/first.plist")
        #expect(second.root?.location.file == "two/second.plist")
    }

    @Test func describesItselfAsPathLineColumn() {
        #expect(SourceLocation(file: "a/b.plist", line: 3, column: 14).description == "a/b.plist:3:14")
    }
}
