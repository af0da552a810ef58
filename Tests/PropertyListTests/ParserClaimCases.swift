import Foundation
import TestSupport
import Testing

/// The inputs `ParserClaimTests` checks the messages on: one or more for each message of the
/// reader that names a parser.
extension ParserClaimTests {
    /// An input that makes a message, and the message's name in the sources.
    struct Case: CustomTestStringConvertible, Sendable {
        let message: String
        /// The value under key `x`, or a whole document.
        let value: String
        /// Text the message has, to find it among the reader's findings.
        let finding: String
        var wholeDocument = false
        var binary: [UInt8]? = nil

        var testDescription: String { "\(message): \(value.prefix(60))" }

        var element: String {
            let name = value.dropFirst().prefix { $0.isLetter }
            return String(name)
        }

        var bytes: [UInt8] {
            if let binary { return binary }
            if wholeDocument { return Array(value.utf8) }
            return Array("<plist version=\"1.0\"><dict><key>x</key>\(value)</dict></plist>".utf8)
        }
    }

    static let cases: [Case] = [
        Case(message: "readByAppleParsers", value: "<date>2020-13-01T00:00:00Z</date>", finding: "not a real date"),
        Case(message: "readByAppleParsers", value: "<date>2021-02-29T25:61:00Z</date>", finding: "not a real date"),
        Case(message: "readByAppleParsers", value: "<data>QUJD!</data>", finding: "which is not base64"),
        Case(message: "readByAppleParsers", value: "<data>QUJ</data>", finding: "cannot be decoded"),
        Case(message: "readByAppleParsers", value: "<data>QUJD=QUJD</data>", finding: "padding before its end"),
        Case(message: "dataNotASCII", value: "<data>QUJD é</data>", finding: "outside ASCII"),
        Case(message: "emptyScalarElement", value: "<date/>", finding: "is empty, which"),
        Case(message: "emptyScalarElement", value: "<data/>", finding: "is empty, which"),
        Case(message: "cdataInScalar", value: "<date><![CDATA[2020-01-01T00:00:00Z]]></date>", finding: "CDATA"),
        Case(message: "cdataInScalar", value: "<data><![CDATA[QUJD]]></data>", finding: "CDATA"),
        Case(message: "cdataInInteger", value: "<integer><![CDATA[17]]></integer>", finding: "CDATA"),
        Case(message: "commentInText", value: "<string>a<!-- c -->b</string>", finding: "a comment inside"),
        Case(message: "commentInText", value: "<integer>1<!-- c -->7</integer>", finding: "a comment inside"),
        Case(
            message: "commentInText",
            value: "<plist version=\"1.0\"><dict><key>a<!-- c -->b</key><string>v</string></dict></plist>",
            finding: "a comment inside", wholeDocument: true),
        Case(
            message: "processingInstructionInText", value: "<string>a<?pi x?>b</string>",
            finding: "processing instruction"),
        Case(message: "whitespaceAfterNumber", value: "<integer>17 </integer>", finding: "white space after"),
        Case(message: "whitespaceAfterNumber", value: "<real>17.5\n</real>", finding: "white space after"),
        Case(message: "referenceInInteger", value: "<integer>&#49;7</integer>", finding: "reference inside <integer>"),
        Case(
            message: "entityDeclaration",
            value:
                "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x \"y\">]>\n<plist version=\"1.0\"><dict><key>x</key><string>a</string></dict></plist>",
            finding: "declares the entity", wholeDocument: true),
        Case(
            message: "binaryCycle", value: "a binary array holding itself", finding: "contains itself",
            binary: BinaryPlist.cycle),
        Case(
            message: "binaryKeyNotString", value: "a binary dictionary keyed by 5", finding: "is not a string",
            binary: BinaryPlist.integerKey),
    ]
}

/// Binary property lists the claims are checked on.
enum BinaryPlist {
    /// `{"x": <itself>}`.
    static let cycle = BinaryPlistBytes.file([[0xD1, 1, 0], [0x51, 0x78]])
    /// `{5: "a"}`.
    static let integerKey = BinaryPlistBytes.file([[0xD1, 1, 2], [0x10, 5], [0x51, 0x61]])

    /// `depth` arrays, each holding the next; the innermost empty, or holding `"a"`.
    static func nestedArrays(_ depth: Int, empty: Bool) -> [UInt8] {
        var objects = (0..<depth).map { index -> [UInt8] in
            index == depth - 1 && empty ? [0xA0] : [0xA1] + BinaryPlistBytes.bigEndian(index + 1, size: 2)
        }
        if !empty { objects.append([0x51, 0x61]) }
        return BinaryPlistBytes.file(objects, referenceSize: 2)
    }
}
