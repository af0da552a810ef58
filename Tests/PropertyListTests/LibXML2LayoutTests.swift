import PlistcCLibXML2
import TestSupport
import Testing

/// plistc calls libxml2 through its own header (`Sources/PlistcCLibXML2/libxml2_abi.h`), so that
/// building needs no libxml2 headers and a lint of plain files never loads libxml2. Where
/// libxml2's headers are installed, `Tests/LibXML2Layout/check_layout.c` checks that header
/// against them with a C compiler (it fails to compile if a field moved or changed size, a
/// callback's type or a constant differs) and prints libxml2's offsets, which must be the ones
/// Swift imports.
@Suite("libxml2's layout")
struct LibXML2LayoutTests {
    static let check = HeaderCheck(
        package: "libxml-2.0", headerFolder: "Sources/PlistcCLibXML2", program: "Tests/LibXML2Layout/check_layout.c")
    static let missing: SkipReason =
        "libxml2's headers or a C compiler are missing (apt-get install libxml2-dev gcc pkg-config)"

    @Test(.enabled(if: check.isAvailable, missing))
    func ourHeaderMatchesLibXML2s() throws {
        let offsets = try Self.check.offsets()
        #expect(offsets["sax"] == MemoryLayout<PlistcXMLSAXHandler>.size)
        #expect(offsets["sax.initialized"] == MemoryLayout<PlistcXMLSAXHandler>.offset(of: \.initialized))
        #expect(offsets["sax.startElementNs"] == MemoryLayout<PlistcXMLSAXHandler>.offset(of: \.startElementNs))
        #expect(offsets["sax.serror"] == MemoryLayout<PlistcXMLSAXHandler>.offset(of: \.serror))
        #expect(offsets["sax.comment"] == MemoryLayout<PlistcXMLSAXHandler>.offset(of: \.comment))
        #expect(offsets["sax.entityDecl"] == MemoryLayout<PlistcXMLSAXHandler>.offset(of: \.entityDecl))
        #expect(offsets["error"] == MemoryLayout<PlistcXMLError>.size)
        #expect(offsets["error.level"] == MemoryLayout<PlistcXMLError>.offset(of: \.level))
        #expect(offsets["error.str2"] == MemoryLayout<PlistcXMLError>.offset(of: \.str2))
        #expect(offsets["error.int2"] == MemoryLayout<PlistcXMLError>.offset(of: \.int2))
        #expect(offsets["input.consumed"] == MemoryLayout<PlistcXMLParserInputHead>.offset(of: \.consumed))
        #expect(offsets["input.end"] == MemoryLayout<PlistcXMLParserInputHead>.offset(of: \.end))
        #expect(offsets["context.userData"] == MemoryLayout<PlistcXMLParserContextHead>.offset(of: \.userData))
        #expect(offsets["context.myDoc"] == MemoryLayout<PlistcXMLParserContextHead>.offset(of: \.myDoc))
        #expect(offsets["context.input"] == MemoryLayout<PlistcXMLParserContextHead>.offset(of: \.input))
    }
}
