import Foundation
import PlistcDiagnostics
import TestSupport
import Testing

@testable import PlistcJSON

/// The configuration's JSON parser: RFC 8259 exactly, every error located, and the same
/// verdict as Python's json on thousands of near-miss documents.
@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Configurations stop at 64 levels; what plistc writes is read back as deep as it goes.
    @Test func depthLimits() throws {
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        #expect(throws: Never.self) { try JSONParser.parse(deep, maxDepth: JSONParser.outputDepth) }
    }

    /// A member keeps its four places in 32 bits each: 56 bytes, the most of what a parsed
    /// token file or String Catalog takes; a place past 32 bits is kept as the largest.
    @Test func membersAreSmallAndKeepTheirPlaces() throws {
        #expect(MemoryLayout<JSONValue.Member>.stride == 56)
        let root = try JSONParser.parse(Array("{\n  \"a\":\n    1}".utf8))
        guard case .object(let members) = root, let member = members.first else {
            Issue.record("not an object: \(root)")
            return
        }
        let places: [Int] = [member.line, member.column, member.valueLine, member.valueColumn]
        #expect(places == [2, 3, 3, 5])
        let far = JSONValue.Member(key: "k", value: .null, line: Int(UInt32.max) + 7, column: 1)
        let farPlaces: [Int] = [far.line, far.column, far.valueLine]
        #expect(farPlaces == [Int(UInt32.max), 1, 0])
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(" {\"a\": [1, -0.5, 2e3, true, false, null, \"é\"], \"b\": {}, \"c\": []} \n")
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "c"])
        #expect(
            members[0].value
                == .array([.number(1), .number(-0.5), .number(2000), .bool(true), .bool(false), .null, .string("é")]))
        #expect(members[1].value == .object([]) && members[2].value == .array([]))
        #expect((members[0].line, members[0].column) == (1, 3))
        #expect(
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]), "a byte-order mark is skipped")
        // …and is no column: the key and its value stand where they would without it.
        let withMark = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        guard case .object(let members) = withMark else {
            Issue.record("not an object")
            return
        }
        #expect(members.map { [$0.line, $0.column, $0.valueLine, $0.valueColumn] } == [[1, 2, 1, 7]])
    }

    @Test(arguments: [
        (#""\"""#, "\""), (#""\\""#, "\\"), (#""\/""#, "/"), (#""\b""#, "\u{8}"), (#""\f""#, "\u{C}"),
        (#""\n""#, "\n"), (#""\r""#, "\r"), (#""\t""#, "\t"), (#""\u0041\u00e9""#, "Aé"), (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00""#, "😀"), (#""\ud83d\ude00""#, "😀"), (#""\uFFFF""#, "\u{FFFF}"), ("\"日本\"", "日本"),
    ])
    func decodesEveryEscape(text: String, expected: String) throws {
        #expect(try parse(text) == .string(expected))
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "10", "1.5", "-0.25", "1e5", "1E+5", "1e-5", "0.0e0", "123456789012345678901",
    ])
    func acceptsNumbersOfRFC8259(text: String) throws {
        #expect(try parse(text) == .number(Double(text) ?? .nan))
    }

    /// Each error, located where a reader should look, with what to do.
    @Test(arguments: [
        ("", 1, 1, "the file ends where a value was expected"),
        ("+1", 1, 1, "a number cannot start with '+': write 1, not +1"),
        ("01", 1, 2, "a number cannot have leading zeros: write 1, not 01"),
        ("-01", 1, 3, "a number cannot have leading zeros: write 1, not 01"),
        (".5", 1, 1, "a number needs a digit before its '.': write 0.5, not .5"),
        ("1.", 1, 3, "a number needs a digit after its '.': write 1.0 or 1, not 1."),
        ("1.e5", 1, 3, "a number needs a digit after its '.': write 1.0 or 1, not 1."),
        ("1e", 1, 3, "an exponent needs digits: write 1e5, not 1e"),
        ("1e+", 1, 4, "an exponent needs digits: write 1e5, not 1e"),
        ("-", 1, 2, "'-' must be followed by a digit: write -1 or -0.5"),
        ("-x", 1, 2, "'-' must be followed by a digit: write -1 or -0.5"),
        ("0x10", 1, 2, "unexpected text after the JSON value"),
        ("NaN", 1, 1, "expected a value (an object, array, string, number, true, false or null)"),
        ("Infinity", 1, 1, "expected a value (an object, array, string, number, true, false or null)"),
        ("tru", 1, 1, "expected true"),
        ("nul", 1, 1, "expected null"),
        ("[1,]", 1, 4, "expected a value (an object, array, string, number, true, false or null)"),
        ("[1 2]", 1, 4, "expected ',' or ']' in the array"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("{\"a\": 1,}", 1, 9, "expected a key in double quotes"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' in the object"),
        ("{a: 1}", 1, 2, "expected a key in double quotes"),
        ("\"abc", 1, 5, "a string is not closed with '\"'"),
        ("\"a\nb\"", 1, 3, "a string holds a control character: write it escaped (\\n, \\t, \\u0000)"),
        (
            #""\x""#, 1, 2,
            #"unknown escape: JSON's escapes are \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits"#
        ),
        (#""\u12""#, 1, 6, "\\u needs four hexadecimal digits"),
        (#""\"#, 1, 3, "the file ends inside an escape"),
        (
            #""\uD83D\u0041""#, 1, 2,
            #"\uD83D is half of a surrogate pair without its other half: write the character itself, or both halves (\uD83D\uDE00)"#
        ),
        (
            #""\uD83D""#, 1, 2,
            #"\uD83D is half of a surrogate pair without its other half: write the character itself, or both halves (\uD83D\uDE00)"#
        ),
        (
            #""\uDE00x""#, 1, 2,
            #"\uDE00 is half of a surrogate pair without its other half: write the character itself, or both halves (\uD83D\uDE00)"#
        ),
        ("{}\n\n  x", 3, 3, "unexpected text after the JSON value"),
        ("{\n  \"é\": \"ü\",\n  \"k\" 1}", 3, 7, "expected ':' after the key \"k\""),
    ])
    func reportsEachErrorWhereItIs(text: String, line: Int, column: Int, message: String) {
        let error = failure(Array(text.utf8))
        #expect(error == JSONSyntaxError(line: line, column: column, message: message))
    }

    @Test(arguments: [
        [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0x80],
        [0xF4, 0x90, 0x80, 0x80],
    ])
    func refusesMalformedUTF8InStrings(bytes: [UInt8]) {
        let error = failure([0x22, 0x61] + bytes + [0x22])
        #expect(
            error == JSONSyntaxError(line: 1, column: 3, message: "the file is not valid UTF-8 here: save it as UTF-8"))
    }

    @Test func boundsNesting() throws {
        let deepest =
            String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        #expect(failure(Array(deepest.utf8)) == nil)
        let deeper = "[" + deepest + "]"
        #expect(failure(Array(deeper.utf8))?.message == "nested more than 64 levels deep")
        // A megabyte of brackets ends at the limit, not in a stack overflow.
        #expect(failure(Array(repeating: UInt8(ascii: "["), count: 1 << 20))?.column == 65)
    }

    /// Positions of thousands of members on one line are counted once, as the parser goes.
    @Test func locatesMembersOfALongLine() throws {
        let members = (0..<5_000).map { "\"k\($0)\": \"é\"" }.joined(separator: ", ")
        guard case .object(let parsed) = try parse("{" + members + "}") else {
            Issue.record("not an object")
            return
        }
        let expected = members.components(separatedBy: ", ").reduce(into: (columns: [Int](), next: 2)) {
            state, member in
            state.columns.append(state.next)
            state.next += member.unicodeScalars.count + 2
        }.columns
        #expect(parsed.map(\.column) == expected)
    }

    /// Near-miss documents, made by seeded mutation of valid ones, are accepted exactly when
    /// Python's json (strict about NaN and control characters) accepts them, except for lone
    /// surrogate escapes, which Python accepts and RFC 8259 does not.
    @Test(
        .enabled(if: Python.executable != nil, "python3 is not installed: the comparison with Python's json is skipped")
    )
    func agreesWithPythonOnTwoThousandNearMisses() throws {
        let seeds = [
            #"{"rules": {"missing-style": "error"}, "requireAllStyles": false, "include": ["Fonts/**/*.plist"]}"#,
            #"[0, -1.5e-3, 10E+2, "a\"b\\c\/\u00e9\uD83D\uDE00", true, false, null, {"k": []}]"#,
            #"{"n": -0.0, "s": "\t\n", "deep": [[[{"x": [1, 2, {"y": null}]}]]]}"#,
        ]
        let alphabet =
            Array(#"{}[]",:0123456789-+.eE\u tfnrl/ab"#.utf8) + [0x0A, 0x09, 0x00, 0xC3, 0xA9, 0xFF, 0xED, 0xA0]
        var generator = SplitMix64(seed: 20_261_130)
        let folder = try Fixtures.temporaryFolder("json-differential")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var documents: [[UInt8]] = []
        for index in 0..<2_000 {
            var bytes = Array(seeds[index % seeds.count].utf8)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                let byte = alphabet.randomElement(using: &generator) ?? 0x20
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.insert(byte, at: position)
                case 1: bytes.remove(at: position)
                default: bytes[position] = byte
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            documents.append(bytes)
        }
        var listing = ""
        for (index, bytes) in documents.enumerated() {
            let path = folder + "/\(index).json"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            listing += path + "\n"
        }
        try listing.write(toFile: folder + "/list.txt", atomically: true, encoding: .utf8)
        let python = try Python.run(
            Fixtures.packageRoot + "/Tests/Differential/strict_json.py", ["classify", folder + "/list.txt"])
        let verdicts = python.output.split(separator: "\n")
        try #require(verdicts.count == documents.count, Comment(rawValue: python.error))
        var disagreements = 0
        var rejected = 0
        for (bytes, verdict) in zip(documents, verdicts) where verdict != "surrogate" {
            let ours = failure(bytes) == nil
            if !ours { rejected += 1 }
            if ours != (verdict == "ok") {
                disagreements += 1
                if disagreements <= 5 {
                    Issue.record(
                        "plistc \(ours ? "accepts" : "refuses"), Python \(verdict): \(String(decoding: bytes, as: UTF8.self))"
                    )
                }
            }
        }
        #expect(disagreements == 0)
        #expect(rejected > 500 && rejected < 1_900, "the mutations should give both kinds: \(rejected) refused")
    }
}
