import Foundation
import PlistcDiagnostics
import PlistcLocalizedStrings
import Testing

/// `.strings` files as Foundation reads them, each value located at its opening quote.
@Suite("Reading .strings files")
struct StringsFileReaderTests {
    static let sample = """
        /* The tab bar */
        "tab.home" = "Startseite";
        // A line comment
        "tab.settings"="Einstellungen" ;
        "quote" = "Sie sagte \\"Hallo\\"\\nund ging.\\t\\U00E9\\101";
        bare_key = bare.value;
        "alone";
        'single' = 'quoted';

        """

    static func read(_ text: String, encoding: String.Encoding = .utf8, bom: [UInt8] = []) throws -> [LocalizedString] {
        let bytes = bom + [UInt8](try #require(text.data(using: encoding)))
        return try StringsFileReader.read(bytes, path: "de.lproj/Localizable.strings", localization: "de")
    }

    /// A key given again keeps the place it was first given at and takes the last value (and
    /// its location), whatever else comes between; text past the Basic Multilingual Plane reads
    /// as itself.
    @Test func aKeyGivenAgainKeepsItsPlaceAndTakesItsLastValue() throws {
        let strings = try Self.read(
            "\"a\" = \"1\";\n\"b\" = \"😀\";\n\"a\" = \"2\";\n\"c\";\n\"a\" = \"3\";\n\"b\" = \"𝄞x\";\n")
        #expect(strings.map(\.key) == ["a", "b", "c"])
        #expect(strings.map(\.value) == ["3", "𝄞x", "c"])
        #expect(strings.map(\.location.line) == [5, 6, 4])
    }

    @Test func keysValuesAndEscapesAreRead() throws {
        let strings = try Self.read(Self.sample)
        #expect(strings.map(\.key) == ["tab.home", "tab.settings", "quote", "bare_key", "alone", "single"])
        #expect(
            strings.map(\.value) == [
                "Startseite", "Einstellungen", "Sie sagte \"Hallo\"\nund ging.\té" + "A", "bare.value", "alone",
                "quoted",
            ])
        #expect(strings.allSatisfy { $0.localization == "de" })
    }

    @Test func eachValueIsLocatedAtItsOpeningQuote() throws {
        let strings = try Self.read(Self.sample)
        #expect(
            strings.map { "\($0.location.line):\($0.location.column)" } == [
                "2:14", "4:16", "5:11", "6:12", "7:1", "8:12",
            ])
        #expect(strings[0].location.file == "de.lproj/Localizable.strings")
    }

    /// UTF-16 as Xcode wrote strings files for years: with a byte-order mark either way, and
    /// without one; the positions are the same as in UTF-8.
    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF]),
        (.utf16LittleEndian, []), (.utf16BigEndian, []), (.utf8, [0xEF, 0xBB, 0xBF]),
    ])
    func everyEncodingReadsAlike(encoding: String.Encoding, bom: [UInt8]) throws {
        let strings = try Self.read(Self.sample, encoding: encoding, bom: bom)
        let utf8 = try Self.read(Self.sample)
        #expect(strings == utf8)
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", "1:10", "expected ';' after the value of \"a\""),
        ("\"a\" \"b\";", "1:5", "expected '='"),
        ("\"a\" = \"b;\n", "1:7", "never closed"),
        ("/* open\n\"a\" = \"b\";", "1:1", "comment is never closed"),
        ("\"a\" = ;", "1:7", "expected a value in double quotes, not ';'"),
        ("\"a\" =", "1:6", "the file ends where a value was expected"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, location: String, message: String) {
        #expect {
            try StringsFileReader.read(Array(text.utf8), path: "x.strings", localization: nil)
        } throws: { error in
            guard let error = error as? StringsFileError else { return false }
            return "\(error.location.line):\(error.location.column)" == location && error.message.contains(message)
        }
    }

    /// Foundation's own reader of strings files (CoreFoundation's old-style property list
    /// parser) gives the same keys and values.
    @Test func foundationReadsTheSameTable() throws {
        let data = try #require(Self.sample.data(using: .utf16))
        let apple = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        let ours = try Self.read(Self.sample, encoding: .utf16)
        #expect(Dictionary(ours.map { ($0.key, $0.value) }) { _, last in last } == apple)
    }

    /// Foundation's reader on the corners of the format: white space it skips, comments
    /// ended by a lone carriage return, escaped surrogate pairs, escapes it does not know, bare
    /// words, a key given twice.
    @Test(arguments: [
        "\"a\" = \"x\";\u{0C}\"b\" = \"y\";\u{0B}\"c\"\u{2028}=\u{2029}\"z\";",
        "\"smile\" = \"\\UD83D\\UDE00 \\U00e9\";",
        "// a comment\r\"k\" = \"v\";\r\"l\" = \"w\";",
        "\"lower\" = \"\\u0041\";",
        "\"octal\" = \"\\101\\7\";",
        "\"k\" = \"first\";\n\"k\" = \"second and last\";",
        "bare_key.1 = bare/value:with-dots.$;",
        "\"alone\";\n'single' = 'quoted \\' inside';",
    ])
    func foundationReadsTheCornersAlike(text: String) throws {
        let data = Data(text.utf8)
        let apple = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        let ours = try StringsFileReader.read(Array(text.utf8), path: "x.strings", localization: nil)
        #expect(Dictionary(ours.map { ($0.key, $0.value) }) { _, last in last } == apple)
        #expect(ours.count == apple.count, "a key given twice is one string, with its last value")
    }

    /// What Foundation rejects, plistc does too: a bare word with `+` or a letter outside ASCII.
    @Test(arguments: ["Größe = \"x\";", "\"a\" = b+c;"])
    func foundationsRejectionsAreErrors(text: String) {
        #expect(throws: (any Error).self) {
            try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        }
        #expect(throws: StringsFileError.self) {
            try StringsFileReader.read(Array(text.utf8), path: "x.strings", localization: nil)
        }
    }

    /// A file with carriage returns alone numbers its lines as one with line feeds.
    @Test func carriageReturnsEndLines() throws {
        let strings = try StringsFileReader.read(
            Array("// c\r\"a\" = \"b\";\r\"c\" = \"d\";".utf8), path: "x.strings", localization: nil)
        #expect(strings.map { "\($0.location.line):\($0.location.column)" } == ["2:7", "3:7"])
    }

    /// A UTF-8 byte-order mark is no column.
    @Test func aByteOrderMarkIsNoColumn() throws {
        let strings = try StringsFileReader.read(
            [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8), path: "x.strings", localization: nil)
        #expect(strings.map { "\($0.location.line):\($0.location.column)" } == ["1:7"])
    }

    @Test func anEmptyFileHasNoStrings() throws {
        #expect(try StringsFileReader.read([], path: "x.strings", localization: nil).isEmpty)
        #expect(
            try StringsFileReader.read(Array("/* only */\n// this\n".utf8), path: "x.strings", localization: nil)
                .isEmpty)
    }

    @Test func theLocalizationIsTheLprojFolder() {
        #expect(StringsTable.localization(of: "App/de.lproj/Localizable.strings") == "de")
        #expect(StringsTable.localization(of: "pt-BR.lproj/Main.strings") == "pt-BR")
        #expect(StringsTable.localization(of: "Base.lproj/Main.strings") == nil)
        #expect(StringsTable.localization(of: "Localizable.strings") == nil)
    }
}
