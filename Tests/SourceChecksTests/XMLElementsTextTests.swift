import PlistcInterfaceBuilder
import Testing

/// The text an element holds (`<string>Inter-Bold</string>` of a `customFonts` list): read for
/// an element with text and no markup inside, references resolved and line ends made line feeds.
@Suite("XML element text")
struct XMLElementsTextTests {
    /// The text of each element of `xml` named `string`, in order.
    static func texts(_ xml: String) -> [String?] {
        let document = XMLElements(Array(xml.utf8))
        return document.elements.indices.filter { document.elements[$0].name == "string" }.map {
            document.text(of: $0)
        }
    }

    @Test func aLeafsTextIsRead() {
        #expect(Self.texts("<a><string>Inter-Bold</string></a>") == ["Inter-Bold"])
        #expect(Self.texts("<a><string>A&amp;B&#x2D;&#67;</string></a>") == ["A&B-C"])
        #expect(Self.texts("<a><string>one\r\ntwo\rthree</string></a>") == ["one\ntwo\nthree"])
    }

    @Test func anElementWithMarkupOrNothingInsideHasNoText() {
        #expect(Self.texts("<a><string/></a>") == [nil])
        #expect(Self.texts("<a><string></string></a>") == [nil])
        #expect(Self.texts("<a><string>x<b/>y</string></a>") == [nil])
        #expect(Self.texts("<a><string>x<!-- c -->y</string></a>") == [nil])
        #expect(Self.texts("<a><string><![CDATA[x]]></string></a>") == [nil])
        // The parent of a leaf holds markup: only the leaf has text.
        #expect(Self.texts("<string>a<string>b</string></string>") == [nil, "b"])
    }

    /// The spans of all of a tag's attributes, walked once, are each attribute's own.
    @Test func everySpanIsItsAttributes() {
        let xml = "<a>\n  <b k=\"1\"\n     é=\"2\"\tc='&amp;'\r\n   d=\"4\"/>\n</a>"
        let document = XMLElements(Array(xml.utf8))
        let element = document.elements[1]
        let names = document.attributes(of: element).map(\.name)
        #expect(names == ["k", "é", "c", "d"])
        #expect(document.spans(of: element) == names.compactMap { document.span(of: $0, in: element) })
    }
}
