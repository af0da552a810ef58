import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

/// Every message of the reader that says what Apple's parsers do, held to what they do: each
/// phrase that describes a parser stands for claims, each claim is checked against the parser
/// Foundation runs here (`ParserReferee`), on an input that makes the message; a message that
/// names a parser in words no phrase covers fails, and so does a message of the sources that
/// names a parser and has no case here.
@Suite("What the messages say of Apple's parsers")
struct ParserClaimTests {
    /// What a phrase says one parser does.
    enum Claim: CustomStringConvertible {
        case coreFoundationReads, coreFoundationRejects
        /// swift-foundation reads the document, or rejects it, without decoding the value.
        case swiftFoundationReads, swiftFoundationRejects
        /// swift-foundation reads the value, or rejects it, where it is decoded.
        case swiftFoundationDecodes, swiftFoundationRejectsDecoded
        /// CoreFoundation's error says this.
        case coreFoundationSays(String)
        /// CoreFoundation reads a `<data>` as the number of bytes the message gives.
        case coreFoundationReadsTheBytesGiven

        var description: String {
            switch self {
            case .coreFoundationReads: "CoreFoundation reads it"
            case .coreFoundationRejects: "CoreFoundation rejects it"
            case .swiftFoundationReads: "swift-foundation reads it undecoded"
            case .swiftFoundationRejects: "swift-foundation rejects it undecoded"
            case .swiftFoundationDecodes: "swift-foundation decodes it"
            case .swiftFoundationRejectsDecoded: "swift-foundation rejects it decoded"
            case .coreFoundationSays(let text): "CoreFoundation says \"\(text)\""
            case .coreFoundationReadsTheBytesGiven: "CoreFoundation reads the bytes the message counts"
            }
        }
    }

    /// The phrases the messages describe parsers with, and what each claims. A message is
    /// checked for every phrase it contains.
    static let phrases: [(phrase: String, claims: [Claim])] = [
        (
            "Apple's parsers (CoreFoundation and swift-foundation) reject it",
            [.coreFoundationRejects, .swiftFoundationRejects]
        ),
        ("which Apple's parsers reject", [.coreFoundationRejects, .swiftFoundationRejects]),
        ("Apple's parsers reject it", [.coreFoundationRejects, .swiftFoundationRejects]),
        ("Apple's parsers read it anyway", [.coreFoundationReads, .swiftFoundationDecodes]),
        // Which other date each reads is checked by `datesReadAnywayAreNotAlwaysTheSame`.
        ("as another date, not always the same one", []),
        ("CoreFoundation as", [.coreFoundationReadsTheBytesGiven]),
        (
            "Apple's parsers read it, but PropertyListDecoder fails where it decodes",
            [.coreFoundationReads, .swiftFoundationReads, .swiftFoundationRejectsDecoded]
        ),
        (
            "CoreFoundation rejects it, as swift-foundation does where the number is decoded",
            [.coreFoundationRejects, .swiftFoundationReads, .swiftFoundationRejectsDecoded]
        ),
        (
            "CoreFoundation reads only digits there, as swift-foundation does where the number is decoded",
            [
                .coreFoundationRejects, .coreFoundationSays("Unknown character '&'"), .swiftFoundationReads,
                .swiftFoundationRejectsDecoded,
            ]
        ),
        ("CoreFoundation sees an empty <integer>", [.coreFoundationSays("empty <integer>")]),
        ("CoreFoundation refuses any character outside ASCII", [.coreFoundationRejects]),
        (
            "CoreFoundation rejects the file, and swift-foundation reads it",
            [.coreFoundationRejects, .swiftFoundationReads]
        ),
        ("like CoreFoundation and plistlib, refuses entity declarations", [.coreFoundationRejects]),
        // The depth limit's words are checked by `theDepthLimitIsCoreFoundations`.
        ("CoreFoundation rejects more than 512", []),
    ]

    /// The messages the reader gives a case, with the parser differences' syntax errors.
    static func messages(_ testCase: Case) -> [String] {
        PlistReader().read(testCase.bytes, path: "claim.plist").strictDiagnostics.map(\.message.text)
    }

    /// Why `claim` does not hold for the case's message `message`, or `nil` when it does.
    static func failure(of claim: Claim, _ testCase: Case, message: String) -> String? {
        let data = Data(testCase.bytes)
        let coreFoundation = ParserReferee.coreFoundation(data)
        let decoded = ParserReferee.swiftFoundation(data, decoding: testCase.element)
        let holds: Bool =
            switch claim {
            case .coreFoundationReads: coreFoundation.outcome == .reads
            case .coreFoundationRejects: coreFoundation.outcome == .rejects
            case .swiftFoundationReads: ParserReferee.swiftFoundation(data) == .reads
            case .swiftFoundationRejects: ParserReferee.swiftFoundation(data) == .rejects
            case .swiftFoundationDecodes: decoded.outcome == .reads
            case .swiftFoundationRejectsDecoded: decoded.outcome == .rejects
            case .coreFoundationSays(let text): coreFoundation.error.contains(text)
            case .coreFoundationReadsTheBytesGiven:
                (coreFoundation.value as? Data).map { message.contains("CoreFoundation as \($0.count) bytes") } ?? false
            }
        return holds
            ? nil : "\(claim) does not hold (CoreFoundation: \(coreFoundation.outcome) \(coreFoundation.error))"
    }

    @Test(arguments: cases)
    func eachPhraseHoldsForItsParser(_ testCase: Case) {
        let messages = Self.messages(testCase)
        guard let message = messages.first(where: { $0.contains(testCase.finding) }) else {
            Issue.record("no finding with \"\(testCase.finding)\" among \(messages)")
            return
        }
        let phrases = Self.phrases.filter { message.contains($0.phrase) }
        #expect(!phrases.isEmpty, "no phrase of the table in: \(message)")
        for (phrase, claims) in phrases {
            for claim in claims {
                if let failure = Self.failure(of: claim, testCase, message: message) {
                    Issue.record("\"\(phrase)\": \(failure)\n  \(message)")
                }
            }
        }
    }

    /// Every message any case gives names a parser only in phrases of the table: with them
    /// taken out, no parser is left.
    @Test func everyMessageNamesParsersOnlyInPhrasesOfTheTable() {
        for testCase in Self.cases {
            for message in Self.messages(testCase) {
                let rest = Self.phrases.map(\.phrase).sorted { $0.count > $1.count }.reduce(message) {
                    $0.replacingOccurrences(of: $1, with: "…")
                }
                #expect(!Self.namesAParser(rest), "a parser named outside the table's phrases: \(rest)")
            }
        }
    }

    static func namesAParser(_ text: String) -> Bool {
        ["CoreFoundation", "swift-foundation", "Apple's parser", "PropertyListDecoder"].contains { text.contains($0) }
    }

    /// Each message of the reader's sources whose words name a parser has a case here.
    @Test func everyMessageOfTheSourcesThatNamesAParserHasACase() throws {
        let folder = Fixtures.packageRoot + "/Sources/PlistcPropertyList"
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        var named: Set<String> = []
        for file in files where file.hasSuffix(".swift") && file.contains("Diagnostic+") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            // Each `static let NAME` or `static func NAME` with the text up to the next one.
            // Comments are left out: only what a message says counts.
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let pieces = code.joined(separator: "\n").components(separatedBy: "static ").dropFirst()
            for piece in pieces where Self.namesAParser(piece) {
                let declaration = piece.drop { $0 != " " }.dropFirst()
                let name = String(declaration.prefix { $0.isLetter || $0.isNumber })
                if !name.isEmpty { named.insert(name) }
            }
        }
        #expect(named.count >= 12, "\(named.sorted())")
        let covered = Set(Self.cases.map(\.message) + ["tooDeep", "binaryTooDeep"])
        #expect(named.subtracting(covered).isEmpty, "no case for \(named.subtracting(covered).sorted())")
    }

    /// Python's plistlib refuses entity declarations too, as the message says.
    @Test(.enabled(if: Python.executable != nil, "python3 is not installed: plistlib is not asked"))
    func plistlibRefusesEntityDeclarations() throws {
        let document = try #require(Self.cases.first { $0.message == "entityDeclaration" })
        let script =
            "import plistlib, sys\ntry:\n    plistlib.loads(sys.stdin.buffer.read())\nexcept Exception as error:\n    print(type(error).__name__)"
        let result = try ProcessResult.run(
            try #require(Python.executable), ["-c", script], input: Data(document.bytes))
        #expect(result.output.contains("InvalidFileException"), "\(result.output) \(result.error)")
    }

    /// A `<date>` that is no real date is read by both parsers as another date: the same one
    /// for a month of 13 (the next January), another for a month of 90 (CoreFoundation goes
    /// back to January of the same year, swift-foundation carries the months over).
    @Test func datesReadAnywayAreNotAlwaysTheSame() {
        func dates(_ text: String) -> (Date?, Date?) {
            let data = Data("<plist version=\"1.0\"><dict><key>x</key><date>\(text)</date></dict></plist>".utf8)
            return (
                ParserReferee.coreFoundation(data).value as? Date,
                ParserReferee.swiftFoundation(data, decoding: "date").value as? Date
            )
        }
        let thirteen = dates("2020-13-01T00:00:00Z")
        #expect(thirteen.0 != nil && thirteen.0 == thirteen.1)
        #expect(thirteen.0?.timeIntervalSinceReferenceDate == 631_152_000)  // 2021-01-01
        let ninety = dates("2024-90-29T23:59:59Z")
        #expect(ninety.0 != nil && ninety.1 != nil && ninety.0 != ninety.1)
        let message = PlistReader().read(Array("<plist><date>2024-90-29T23:59:59Z</date></plist>".utf8), path: "d")
        #expect(
            message.diagnostics.first?.message.text.hasSuffix(
                "(Apple's parsers read it anyway, as another date, not always the same one)") == true)
    }

    /// CoreFoundation rejects more than 512 nested arrays or dictionaries, not counting a
    /// self-closing one in XML or an empty one in a binary file, as the depth messages say;
    /// swift-foundation reads deeper.
    @Test func theDepthLimitIsCoreFoundations() {
        func xml(_ depth: Int, selfClosing: Bool) -> Data {
            let inner = selfClosing ? "<array/>" : "<array></array>"
            let open = String(repeating: "<array>", count: depth - 1)
            return Data(
                ("<plist version=\"1.0\">" + open + inner + String(repeating: "</array>", count: depth - 1) + "</plist>")
                    .utf8)
        }
        #expect(ParserReferee.coreFoundation(xml(512, selfClosing: false)).outcome == .reads)
        #expect(ParserReferee.coreFoundation(xml(513, selfClosing: false)).outcome == .rejects)
        #expect(ParserReferee.coreFoundation(xml(513, selfClosing: true)).outcome == .reads)
        #expect(ParserReferee.coreFoundation(xml(514, selfClosing: true)).outcome == .rejects)
        #expect(ParserReferee.swiftFoundation(xml(600, selfClosing: false)) == .reads)
        #expect(ParserReferee.coreFoundation(Data(BinaryPlist.nestedArrays(512, empty: false))).outcome == .reads)
        #expect(ParserReferee.coreFoundation(Data(BinaryPlist.nestedArrays(513, empty: false))).outcome == .rejects)
        #expect(ParserReferee.coreFoundation(Data(BinaryPlist.nestedArrays(513, empty: true))).outcome == .reads)
        #expect(ParserReferee.coreFoundation(Data(BinaryPlist.nestedArrays(514, empty: true))).outcome == .rejects)
        let xmlMessage = PlistReader().read(Array(xml(513, selfClosing: false)), path: "deep.plist").diagnostics.first
        #expect(xmlMessage?.message.text.contains("counting every <array> and <dict> but a self-closing one") == true)
        let binary = PlistReader().read(BinaryPlist.nestedArrays(513, empty: false), path: "deep.plist").diagnostics
        #expect(binary.first?.message.text.contains("counting every array and dictionary but an empty one") == true)
    }
}
