import PlistcDiagnostics
import PlistcPropertyList
import Testing

@Suite("Reading every kind of value")
struct ValueReadingTests {
    @Test func readsEveryScalarType() throws {
        let document = read(
            plist(
                """
                <array>
                <string>text</string><integer>-42</integer><integer>0x1F</integer><real>1.5e3</real>
                <true/><false/><date>2024-02-29T23:59:59Z</date><data>AAEC/w==</data>
                </array>
                """))
        #expect(document.diagnostics.isEmpty)
        let items = try #require(document.root?.arrayValue)
        #expect(
            items.map(\.content) == [
                .string("text"), .integer(-42), .integer(31), .real(1500),
                .boolean(true), .boolean(false),
                .date(try #require(PlistDate(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59))),
                .data([0, 1, 2, 255]),
            ])
    }

    @Test func readsEmptyForms() throws {
        // <data/> is not one: both parsers reject it (rejectsWhatApplesParsersReject).
        let document = read(plist("<array><string/><dict/><array/><data></data><string></string></array>"))
        let items = try #require(document.root?.arrayValue)
        #expect(
            items.map(\.content) == [
                .string(""), .dictionary(PlistDictionary()), .array([]), .data([]), .string(""),
            ])
    }

    @Test func keepsStringWhitespaceExactly() throws {
        let document = read(plist("<string>  two  spaces\n\tand a tab  </string>"))
        #expect(document.root?.stringValue == "  two  spaces\n\tand a tab  ")
    }

    /// XML allows them, plistlib reads them; Apple's parsers reject the file.
    @Test(arguments: [
        ("<string>a<!-- c -->b</string>", "a comment inside <string>"),
        ("<string>a<?pi x?>b</string>", "a processing instruction (<?…?>) inside <string>"),
        ("<dict><key>a<!-- c --></key><true/></dict>", "a comment inside <key>"),
        ("<integer>1<!-- c --></integer>", "a comment inside <integer>"),
        ("<integer><![CDATA[17]]></integer>", "a CDATA section inside <integer>"),
        ("<date><![CDATA[2024-01-01T00:00:00Z]]></date>", "a CDATA section inside <date>"),
        ("<data><![CDATA[QUJD]]></data>", "a CDATA section inside <data>"),
        ("<data/>", "<data/> is empty"), ("<date/>", "<date/> is empty"), ("<integer/>", "<integer> is empty"),
    ])
    func rejectsWhatApplesParsersReject(body: String, message: String) {
        let document = read(plist(body))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.message.text).first?.hasPrefix(message) == true)
    }

    /// A scalar's text CoreFoundation rejects and swift-foundation checks only where it is
    /// decoded: no reader error, an unreadable value, and the problem for the runtime, which
    /// `strictDiagnostics` gives as CoreFoundation's syntax error.
    @Test(arguments: [
        ("<integer>&#49;7</integer>", "a character or entity reference inside <integer>"),
        ("<integer>17 </integer>", "white space after the number in <integer>"),
        ("<integer>abc</integer>", "<integer> holds \"abc\""), ("<integer></integer>", "<integer> is empty"),
        ("<real>17.5 </real>", "white space after the number in <real>"), ("<real>1,5</real>", "<real> holds"),
        ("<date> 2024-01-01T00:00:00Z</date>", "<date> holds \" 2024"), ("<date></date>", "<date> holds \"\""),
        ("<date>&#50;024-01-01T00:00:00Z</date>", "<date> holds \"&#50;"),
        ("<data>\u{E9}</data>", "<data> holds \"\u{E9}\""),
    ])
    func defersWhatOnlyCoreFoundationChecksEverywhere(body: String, message: String) throws {
        let document = read(plist(body))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root != nil)
        let difference = try #require(document.parserDifferences.first)
        #expect(difference.rejects(on: .coreFoundation, decoded: false))
        #expect(!difference.rejects(on: .swiftFoundation, decoded: false))
        #expect(difference.rejects(on: .swiftFoundation, decoded: true))
        #expect(document.strictDiagnostics.map(\.message.text).first?.hasPrefix(message) == true)
    }

    /// What CoreFoundation reads though it is not what it looks like: read, with a warning.
    @Test(arguments: [
        ("<date>2020-13-45T00:00:00Z</date>", "2020-13-45T00:00:00Z", "not a real date"),
        ("<date>-0001-01-01T00:00:00Z</date>", "-0001-01-01T00:00:00Z", "not a real date"),
        ("<data>!!!!</data>", "", "not base64"), ("<data>QU&amp;JD</data>", "QUam", "not base64"),
        ("<data>QUJD===</data>", "QUJD", "base64"), ("<data>AAA</data>", "", "cannot be decoded"),
    ])
    func readsWhatCoreFoundationReads(body: String, value: String, warning: String) throws {
        let document = read(plist(body))
        #expect(document.parserDifferences.isEmpty)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .warning && diagnostic.message.text.contains(warning), "\(diagnostic.message)")
        #expect(document.root?.jsonText(indent: nil) == "\"\(value)\"")
    }

    /// What only one of Apple's parsers rejects is read, and recorded.
    @Test(arguments: [
        ("<real>&#49;7.5</real>", AppleParser.swiftFoundation), ("<real><![CDATA[17.5]]></real>", .swiftFoundation),
        ("<real>-nan</real>", .coreFoundation), ("<real>-NaN</real>", .coreFoundation),
    ])
    func recordsWhatOneParserRejects(body: String, parser: AppleParser) {
        let document = read(plist(body))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root != nil)
        #expect(
            document.parserDifferences.map { difference in
                AppleParser.allCases.filter { difference.rejects(on: $0, decoded: true) }
            } == [[parser]])
    }

    @Test func decodesEntitiesCharacterReferencesAndCDATA() throws {
        let document = read(
            plist("<string>&lt;&gt;&amp;&quot;&apos; &#233;&#x1F600; <![CDATA[<raw> & ]]>x</string>"))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.stringValue == "<>&\"' é😀 <raw> & x")
    }

    @Test func normalizesLineEndingsAsXMLRequires() throws {
        let document = PlistReader().read(Array("<plist><string>a\r\nb\rc</string></plist>".utf8), path: "t")
        #expect(document.root?.stringValue == "a\nb\nc")
        let cdata = "<plist><string><![CDATA[a\r\nb\rc\r]]>\r\n<![CDATA[\nd\r\r\n]]></string></plist>"
        #expect(PlistReader().read(Array(cdata.utf8), path: "t").root?.stringValue == "a\nb\nc\n\n\nd\n\n")
        // Longer than the parser's 256 KiB input chunks, so that libxml2 hands the section over
        // in pieces; the three prefixes move every CRLF across the piece boundaries.
        for prefix in ["", "z", "zz"] {
            let body = prefix + String(repeating: "x\r\n", count: 100_000)
            let long = "<plist><string><![CDATA[" + body + "]]></string></plist>"
            #expect(
                PlistReader().read(Array(long.utf8), path: "t").root?.stringValue
                    == prefix + String(repeating: "x\n", count: 100_000),
                "CDATA arrives in pieces that may split CR from LF")
        }
        let adjacent = "<plist><string><![CDATA[a\r]]><![CDATA[\nb]]></string></plist>"
        #expect(PlistReader().read(Array(adjacent.utf8), path: "t").root?.stringValue == "a\n\nb")
    }

    @Test func acceptsAByteOrderMarkAndNoDeclaration() throws {
        let document = PlistReader().read([0xEF, 0xBB, 0xBF] + Array("<plist><true/></plist>".utf8), path: "t")
        #expect(document.root?.content == .boolean(true))
    }

    @Test func keepsDuplicateKeysInOrderAndLooksUpTheLast() throws {
        let document = read(
            plist("<dict><key>a</key><integer>1</integer><key>b</key><true/><key>a</key><integer>2</integer></dict>"))
        let dictionary = try #require(document.root?.dictionaryValue)
        #expect(dictionary.entries.map(\.key) == ["a", "b", "a"])
        #expect(dictionary["a"]?.content == .integer(2))
        #expect(dictionary.effectiveEntries.map(\.key) == ["a", "b"])
        #expect(dictionary.effectiveEntries.first?.value.content == .integer(2))
    }

    @Test func comparesKeysByExactScalarsNotCanonicalEquivalence() throws {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        let document = read(
            plist("<dict><key>\(composed)</key><integer>1</integer><key>\(decomposed)</key><integer>2</integer></dict>")
        )
        let dictionary = try #require(document.root?.dictionaryValue)
        #expect(dictionary.effectiveEntries.count == 2)
        #expect(dictionary[composed]?.content == .integer(1))
        #expect(dictionary[decomposed]?.content == .integer(2))
    }

    @Test func acceptsThePlistRootWithoutVersion() throws {
        #expect(read("<plist><integer>7</integer></plist>").root?.content == .integer(7))
    }
}
