import PlistcJSON
import Testing

/// `JSONWriter`, the one writer of plistc's JSON: each layout, exact numbers, and what it
/// writes read back by the strict parser.
@Suite struct JSONWriterTests {
    private let report = JSONValue.array([
        .object(["line": .int(3), "fix": .object(["text": .string("a\"b")])]),
        .object(["line": .int(-4), "fix": .null]),
    ])

    @Test func compactHasNoSpaces() {
        #expect(
            JSONWriter.text(report, layout: .compact) == #"[{"line":3,"fix":{"text":"a\"b"}},{"line":-4,"fix":null}]"#)
    }

    @Test func prettyBreaksEveryContainer() {
        let value = JSONValue.object(["a": .array([.int(1), .bool(true)]), "b": .object([:]), "c": .array([])])
        #expect(
            JSONWriter.text(value, layout: .pretty, indent: 2)
                == "{\n  \"a\": [\n    1,\n    true\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }

    @Test func linesKeepsEachFindingOnOneLine() {
        #expect(
            JSONWriter.text(report, layout: .lines(depth: 1), finalNewline: true)
                == "[\n  {\"line\": 3, \"fix\": {\"text\": \"a\\\"b\"}},\n  {\"line\": -4, \"fix\": null}\n]\n")
        // A container of scalars stays on one line at any depth.
        #expect(JSONWriter.text(.array([.int(1), .int(2)]), layout: .lines(depth: .max)) == "[1, 2]")
        #expect(JSONWriter.text(.array([]), layout: .lines(depth: 1), finalNewline: true) == "[]\n")
    }

    @Test func numbersAreExact() {
        #expect(
            JSONWriter.text(.integer(isNegative: false, magnitude: .max), layout: .compact) == "18446744073709551615")
        #expect(JSONWriter.text(.int(Int.min), layout: .compact) == "-9223372036854775808")
        #expect(JSONWriter.text(.number(17.5), layout: .compact) == "17.5")
        #expect(JSONWriter.text(.measure(17.0), layout: .compact) == "17")
        #expect(JSONWriter.text(.measure(17.25), layout: .compact) == "17.25")
        #expect(JSONWriter.text(.measure(.nan), layout: .compact) == "null")
        #expect(JSONWriter.text(.measure(1e20), layout: .compact) == "1e+20")
    }

    /// Hidden characters are escaped, so that the JSON printed raw shows none of them.
    @Test func escapesControlAndBidirectionalCharacters() {
        #expect(JSONWriter.text(.string("\u{1}\n\u{202E}é"), layout: .compact) == #""\u0001\n\u202eé""#)
    }

    /// Whatever the layout, the strict parser reads back the value written.
    @Test(arguments: [JSONWriter.Layout.compact, .pretty, .lines(depth: 1), .lines(depth: .max)])
    func readsBackWhatItWrites(layout: JSONWriter.Layout) throws {
        var generator = SplitMix(seed: 24)
        for _ in 0..<200 {
            let value = randomValue(&generator, depth: 0)
            let text = JSONWriter.text(value, layout: layout)
            #expect(try JSONParser.parse(Array(text.utf8)).withoutPositions == value.asParsed, "\(text)")
        }
    }

    private func randomValue(_ generator: inout SplitMix, depth: Int) -> JSONValue {
        let kind = depth > 3 ? generator.next() % 5 : generator.next() % 7
        switch kind {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .int(Int(truncatingIfNeeded: generator.next() % 2_000_001) - 1_000_000)
        case 3: return .number(Double(generator.next() % 100_000) / 64)
        case 4:
            let scalars = (0..<(generator.next() % 6)).map { _ in
                ["a", "é", "\"", "\\", "\n", "\u{1}", "\u{202E}", "🙂"][Int(generator.next() % 8)]
            }
            return .string(scalars.joined())
        case 5: return .array((0..<(generator.next() % 4)).map { _ in randomValue(&generator, depth: depth + 1) })
        default:
            return .object(
                (0..<(generator.next() % 4)).map { index in
                    JSONValue.Member("k\(index)", randomValue(&generator, depth: depth + 1))
                })
        }
    }
}

/// A small deterministic generator, so that a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension JSONValue {
    /// The value as the parser gives it back: members without positions, every number a double.
    fileprivate var asParsed: JSONValue {
        switch self {
        case .integer(let isNegative, let magnitude): .number(isNegative ? -Double(magnitude) : Double(magnitude))
        case .array(let items): .array(items.map(\.asParsed))
        case .object(let members): .object(members.map { Member($0.key, $0.value.asParsed) })
        default: self
        }
    }

    fileprivate var withoutPositions: JSONValue {
        switch self {
        case .array(let items): .array(items.map(\.withoutPositions))
        case .object(let members): .object(members.map { Member($0.key, $0.value.withoutPositions) })
        default: self
        }
    }
}
