import Foundation
import TestSupport
import Testing

@testable import PlistcPropertyList

/// `PlainXMLScanner` against libxml2, its referee: every reading it makes itself must equal
/// libxml2's, tree, locations, diagnostics, comments and parser differences alike, and
/// everything outside plain XML must be left to libxml2.
@Suite("Plain XML scanner")
struct PlainXMLScannerTests {
    /// Every plist under `Fixtures/`, valid, invalid, fuzzed and foreign.
    static let fixtures: [String] = {
        let root = Fixtures.directory
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".plist") }.sorted().map { root + "/" + $0 }
    }()

    /// Both readings of `bytes`, at every depth the commands keep.
    static func expectSameReading(_ bytes: [UInt8], _ label: String) {
        for keptLevels in [nil, 2] {
            let scanned = PlistReader(keptLevels: keptLevels).read(bytes, path: "test.plist")
            var referee = PlistReader(keptLevels: keptLevels)
            referee.usesLibXML2Only = true
            let expected = referee.read(bytes, path: "test.plist")
            // Compared as text: a NaN is not equal to itself, and the text names every field.
            let (got, wanted) = (String(describing: scanned), String(describing: expected))
            #expect(
                got == wanted,
                "\(label), keeping \(keptLevels.map(String.init) ?? "all") levels: \(firstDifference(got, wanted))")
        }
    }

    /// Where two texts part, with a little of each from there.
    static func firstDifference(_ got: String, _ wanted: String) -> String {
        let common = zip(got, wanted).prefix { $0 == $1 }.count
        let context = { (text: String) in text.dropFirst(max(0, common - 60)).prefix(160) }
        return "got …\(context(got))…, libxml2 …\(context(wanted))…"
    }

    /// Whether the scanner reads `bytes` itself rather than leaving them to libxml2.
    static func isScanned(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let start = InputDecoding.declarationEnd(buffer)
            return PlainXMLScanner.read(
                buffer, from: start, path: "test.plist", limits: ReaderLimits(), keptLevels: nil)
                != nil
        }
    }

    @Test func everyFixtureReadsAsLibXML2ReadsIt() {
        #expect(Self.fixtures.count > 50)
        var scanned = 0
        for path in Self.fixtures {
            let bytes = Fixtures.bytes(path)
            Self.expectSameReading(bytes, Fixtures.relative(path))
            if Self.isScanned(bytes) { scanned += 1 }
        }
        // Most fixtures are plain; the invalid ones are not.
        #expect(scanned > Self.fixtures.count / 3)
        #expect(scanned < Self.fixtures.count)
        #expect(Self.isScanned(Fixtures.bytes(Fixtures.noteworthy)))
    }

    /// Markup and the things plain XML leaves out, put at random places in plain fixtures.
    static let pieces = [
        "<", ">", "/", "!", "-", "--", "=", "\"", "'", " ", "\n", "\t", "\r", "\r\n", "a", ":", "?", "]]>", "é",
        "&amp;", "&#65;", "&x;", "<!--", "-->", "<!-- c -->", "<!---->", "<!-- - -->", "<!DOCTYPE plist>",
        "<!DOCTYPE plist [<!ENTITY x \"y\">]>", "<?pi x?>", "<![CDATA[1]]>", "<key>", "</key>", "<key>k</key>",
        "<dict>", "</dict>", "<array>", "</array>", "<string>", "</string>", "<true/>", "<false />", "<integer>",
        "</integer>", "<real>1.5</real>", "<date>2020-01-01T00:00:00Z</date>", "<data>AAAA</data>", " a=\"1\"",
        " a='1' a='2'", " xmlns:p=\"u\"", "<p:dict>", "</plist>", "<plist>", "\u{0}", "\u{7F}", "\u{1}",
    ]

    @Test func mutatedFixturesReadAsLibXML2ReadsThem() {
        var random = SplitMix64(seed: 24)
        let sources = Self.fixtures.filter { !$0.contains("/invalid/") }.map(Fixtures.bytes).filter {
            Self.isScanned($0) && $0.count < 8 << 10
        }
        #expect(sources.count > 20)
        var scanned = 0
        var total = 0
        for (number, source) in sources.enumerated() {
            for round in 0..<40 {
                var bytes = source
                for _ in 0..<Int.random(in: 1...3, using: &random) { Self.mutate(&bytes, using: &random) }
                Self.expectSameReading(bytes, "fixture \(number), mutation \(round)")
                total += 1
                if Self.isScanned(bytes) { scanned += 1 }
            }
        }
        // Both readings were compared often: mutations that stay plain and ones that do not.
        #expect(scanned > total / 10)
        #expect(scanned < total * 9 / 10)
    }

    /// Inserts a piece, deletes a range or repeats one, at a random place.
    static func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...12, using: &random))
            bytes.removeSubrange(at..<end)
        default:
            let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
        }
    }

    /// `isPlain`, which looks at eight bytes at a time, against its definition byte by byte.
    @Test func plainTextIsWhatItsDefinitionSays() {
        func definition(_ bytes: [UInt8]) -> Bool {
            bytes.indices.allSatisfy { index in
                let byte = bytes[index]
                let allowed = byte == 0x09 || byte == 0x0A || (byte >= 0x20 && byte < 0x7F && byte != 0x26)
                return allowed && !bytes[index...].starts(with: Array("]]>".utf8))
            }
        }
        var random = SplitMix64(seed: 14)
        let alphabet: [UInt8] = [
            0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x26, 0x3C, 0x3E, 0x5D, 0x61, 0x7E, 0x7F, 0x80, 0xC3, 0xFF,
            0x08, 0x0B, 0x40, 0x60, 0x89, 0x8A, 0xA0, 0xE0,
        ]
        var plain = 0
        for round in 0..<4_000 {
            let length = Int.random(in: 0...40, using: &random)
            // Mostly letters, so that many texts are plain and long runs take the fast path.
            // Every fourth text mostly tabs and line feeds, as indented markup is.
            let filler: UInt8 = round % 4 == 1 ? (round % 8 == 1 ? 0x09 : 0x0A) : 0x61
            var bytes = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &random) == 0 ? alphabet.randomElement(using: &random)! : filler
            }
            if round.isMultiple(of: 3) { bytes += Array("]]>".utf8) }
            let expected = definition(bytes)
            #expect(bytes.withUnsafeBufferPointer(PlainXMLScanner.isPlain) == expected, "\(bytes)")
            if expected { plain += 1 }
        }
        #expect(plain > 200)
    }

    @Test(arguments: [
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
        "<!DOCTYPE plist SYSTEM 'file.dtd'>", "<!DOCTYPE plist>", "<!-- a comment -->", "",
    ])
    func plainPrologsAreScanned(prolog: String) {
        let text =
            "<?xml version=\"1.0\"?>\n\(prolog)\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>"
            + "<!-- x --><string> b </string>\n\t<key>c</key><true/><key>d</key><array><integer>1</integer>"
            + "<real>2.5</real><false /></array>\n</dict>\n</plist>\n"
        let bytes = Array(text.utf8)
        #expect(Self.isScanned(bytes))
        Self.expectSameReading(bytes, prolog)
    }

    @Test(arguments: [
        "<string>&amp;</string>", "<string>\r\n</string>", "<string>é</string>", "<?pi?><string/>",
        "<string><![CDATA[x]]></string>", "<!-- a -- b --><string/>", "<!----><string/>", "<p:string/>",
        "<string a='1' a='2'/>", "<!-->x--><string/>", "<string xmlns:p='u'/>", "<string a='1'b='2'/>",
        "<string>]]></string>",
        "<string>\u{7F}</string>", "<string>\u{1}</string>", "<string>", "<string></strin>", "< string/>",
        "<string/><string/>", "<key>a</key>",
    ])
    func whatIsNotPlainIsLeftToLibXML2(body: String) {
        let bytes = Array(plist(body).utf8)
        #expect(!Self.isScanned(bytes))
        Self.expectSameReading(bytes, body)
    }

    /// Tags read a word at a time (a DTD name alone) and tags the general scan reads, side by
    /// side at their edges: a name that only starts like a DTD name, a space or an attribute
    /// after it, `/` without `>`, an end tag with a space, tags in the last eight bytes.
    @Test(arguments: [
        "<dict><key>a</key><string>b</string></dict>", "<dict ><key >a</key ><string/></dict>",
        "<dict><key>a</key><keys>b</keys><string>c</string></dict>", "<dict><key>a</key><strings/></dict>",
        "<array><true/><false/><true /><integer>1</integer><real>2</real><date>2020-01-01T00:00:00Z</date></array>",
        "<array><data>AA==</data><string a=\"1\">x</string><stringy/><key/></array>", "<array><true/x></array>",
        "<dict><key>a</key><string>b</string></dict >", "<string>x</string >", "<true/>",
    ])
    func bareTagsReadAsEveryOtherTag(body: String) {
        for text in [plist(body), "<plist>\(body)</plist>", body] {
            Self.expectSameReading(Array(text.utf8), text)
        }
    }

    @Test func anInternalSubsetIsLeftToLibXML2() {
        let bytes = Array("<!DOCTYPE plist [<!ENTITY e \"x\">]>\n<plist><string>&e;</string></plist>".utf8)
        #expect(!Self.isScanned(bytes))
        Self.expectSameReading(bytes, "internal subset")
    }

    /// A prolog longer than the first chunk libxml2 is handed (256 KB): libxml2 may look for a
    /// comment's or a DOCTYPE's end before it has it, so such a file is left to it.
    @Test(arguments: [
        "<!-- a -->" + String(repeating: "\n", count: 262_144) + "<plist><true/></plist>\n",
        "<!-->" + String(repeating: "x", count: 262_144) + "-->\n<plist><true/></plist>\n",
        "<!DOCTYPE plist SYSTEM \">" + String(repeating: "x", count: 262_144) + "\">\n<plist><true/></plist>\n",
        "<!DOCTYPE plist SYSTEM \"a>b\"" + String(repeating: " ", count: 262_144) + ">\n<plist><true/></plist>\n",
    ])
    func aLongPrologIsLeftToLibXML2(text: String) {
        let bytes = Array(text.utf8)
        #expect(!Self.isScanned(bytes))
        Self.expectSameReading(bytes, "a prolog of \(bytes.count) bytes")
    }

    /// Many attributes are left to libxml2, so that looking for a repeated one stays cheap.
    @Test func manyAttributesAreLeftToLibXML2() {
        let attributes = { (count: Int) in (0..<count).map { " a\($0)=\"\"" }.joined() }
        let most = Array("<plist\(attributes(PlainXMLScanner.maxAttributes))><true/></plist>".utf8)
        let more = Array("<plist\(attributes(PlainXMLScanner.maxAttributes + 1))><true/></plist>".utf8)
        #expect(Self.isScanned(most))
        #expect(!Self.isScanned(more))
        Self.expectSameReading(more, "many attributes")
    }

    /// A file larger than the chunks libxml2 is handed (256 KB) reads the same.
    @Test func aLargeFileReadsAsLibXML2ReadsIt() {
        var text = "<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<12_000 {
            text +=
                "\t<key>style\(index)</key>\n\t<dict><key>fontName</key><string>Font-\(index)</string>"
                + "<key>fontSize</key><integer>\(index % 40)</integer></dict>\n"
        }
        let bytes = Array((text + "</dict>\n</plist>\n").utf8)
        #expect(bytes.count > 512 << 10)
        #expect(Self.isScanned(bytes))
        Self.expectSameReading(bytes, "large file")
    }
}
