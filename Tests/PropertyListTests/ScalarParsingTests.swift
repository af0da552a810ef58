import PlistcDiagnostics
import PlistcPropertyList
import Testing

/// What reading one scalar gives: its content, or the first problem's message.
private enum Outcome: Equatable {
    case success(PlistValue.Content)
    case failure(String)
}

/// The scalar as CoreFoundation reads it: every scalar checked (`strictDiagnostics`).
private func parse(_ element: String, _ text: String) -> Outcome {
    let document = read(plist("<\(element)>\(text)</\(element)>"))
    if let error = document.strictDiagnostics.first(where: { $0.severity == .error }) {
        return .failure(error.message.text)
    }
    if let root = document.root { return .success(root.content) }
    return .failure("no value and no diagnostic")
}

/// The reader's warning about a scalar both parsers read, when it has one.
private func warning(_ element: String, _ text: String) -> String? {
    read(plist("<\(element)>\(text)</\(element)>")).diagnostics.first { $0.severity == .warning }?.message.text
}

private func failure(_ element: String, _ text: String) -> String? {
    if case .failure(let message) = parse(element, text) { return message }
    return nil
}

@Suite("Integers")
struct IntegerTests {
    @Test(arguments: [
        ("0", PlistInteger(0)), ("17", 17), ("-17", -17), ("+17", 17), ("\n\t 17", 17), ("007", 7),
        ("0x1F", 31), ("0XfF", 255), ("-0x10", -16),
        ("9223372036854775807", PlistInteger(Int64.max)), ("-9223372036854775808", PlistInteger(Int64.min)),
        ("18446744073709551615", PlistInteger(unsigned: .max)), ("0xFFFFFFFFFFFFFFFF", PlistInteger(unsigned: .max)),
    ])
    func readsValidIntegers(text: String, expected: PlistInteger) {
        #expect(parse("integer", text) == .success(.integer(expected)))
    }

    /// White space before the number is read; after it, CoreFoundation rejects the file, and
    /// swift-foundation where it decodes the number.
    @Test(arguments: [("integer", " 17 "), ("integer", "17\n"), ("real", "17.5\t"), ("real", "\n2\n")])
    func refusesWhiteSpaceAfterTheNumber(element: String, text: String) {
        #expect(failure(element, text)?.hasPrefix("white space after the number in <\(element)>") == true)
    }

    @Test(arguments: ["18446744073709551616", "-9223372036854775809", "0x10000000000000000", "99999999999999999999"])
    func refusesOutOfRangeRatherThanWrapping(text: String) {
        #expect(failure("integer", text)?.contains("outside the range") == true)
    }

    @Test(arguments: ["17.5", "1e3", "-0.5"])
    func pointsFractionsToReal(text: String) {
        #expect(failure("integer", text) == "<integer> holds \"\(text)\": integers cannot have a fraction; use <real>")
    }

    @Test(arguments: ["abc", "1_000", "0x", "--1", "1 2", "0xG"])
    func refusesNonNumbers(text: String) {
        #expect(failure("integer", text)?.contains("is not a whole number") == true)
    }

    @Test func refusesEmpty() {
        #expect(failure("integer", "") == "<integer> is empty: write a whole number such as 17")
    }

    @Test func convertsToInt64WhenInRange() {
        #expect(PlistInteger(-5).int64Value == -5)
        #expect(PlistInteger(Int64.min).int64Value == Int64.min)
        #expect(PlistInteger(unsigned: .max).int64Value == nil)
        #expect(PlistInteger(magnitude: UInt64(Int64.max) + 2, isNegative: true) == nil)
    }
}

@Suite("Reals")
struct RealTests {
    @Test(arguments: [
        ("17", 17.0), ("17.5", 17.5), (".5", 0.5), ("5.", 5.0), ("-1.5e3", -1500), ("1E-2", 0.01), (" 2", 2),
        ("inf", .infinity), ("-inf", -.infinity), ("+Infinity", .infinity), ("1e400", .infinity),
    ])
    func readsValidReals(text: String, expected: Double) {
        #expect(parse("real", text) == .success(.real(expected)))
    }

    @Test(arguments: ["nan", "NaN", "-nan"])
    func readsNaN(text: String) throws {
        guard case .success(.real(let value)) = parse("real", text) else {
            Issue.record("\(text) was not read as a real")
            return
        }
        #expect(value.isNaN)
    }

    @Test(arguments: ["abc", "1.2.3", "0x1p3", "e5", "1e", "--1", "."])
    func refusesNonNumbers(text: String) {
        #expect(failure("real", text)?.contains("which is not a number") == true)
    }

    @Test func explainsDecimalCommas() {
        #expect(failure("real", "17,5")?.contains("decimal separator as a period") == true)
    }

    @Test func refusesEmpty() {
        #expect(failure("real", "") == "<real> is empty: write a number such as 17.5")
    }
}

@Suite("Dates")
struct DateTests {
    @Test func readsUTCDates() throws {
        let expected = try #require(PlistDate(year: 2000, month: 2, day: 29, hour: 0, minute: 0, second: 0))
        #expect(parse("date", "2000-02-29T00:00:00Z") == .success(.date(expected)))
        #expect(expected.description == "2000-02-29T00:00:00Z")
    }

    @Test(arguments: [
        "2024-01-31", "2024-01-31T09:30:00", "2024-01-31 09:30:00Z", " 2024-01-31T09:30:00Z", "yesterday",
        "2024-1-31T09:30:00Z", "-01-31T09:30:00Z",
    ])
    func refusesOtherFormats(text: String) {
        #expect(failure("date", text)?.contains("write a UTC date as YYYY-MM-DDTHH:MM:SSZ") == true)
    }

    /// CoreFoundation reads any number of year digits, a minus sign, and fields out of range,
    /// carrying them over: read as written, with a warning.
    @Test(arguments: [
        "2020-13-01T00:00:00Z", "2021-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2020-04-31T00:00:00Z",
        "2020-01-01T24:00:00Z", "2020-01-01T00:60:00Z", "2020-01-01T00:00:60Z", "0000-01-01T00:00:00Z",
        "-0001-01-01T00:00:00Z", "20200-01-01T00:00:00Z",
    ])
    func readsImpossibleDatesWithAWarning(text: String) throws {
        guard case .success(.date(let date)) = parse("date", text) else {
            Issue.record("\(text) not read")
            return
        }
        #expect(!date.isRealDate && date.description == text)
        #expect(warning("date", text)?.contains("not a real date and time") == true)
    }

    @Test func readsShortYearsAsWritten() throws {
        let expected = try #require(PlistDate(year: 24, month: 1, day: 31, hour: 9, minute: 30, second: 0))
        #expect(parse("date", "24-01-31T09:30:00Z") == .success(.date(expected)))
        #expect(expected.description == "0024-01-31T09:30:00Z")
    }
}

@Suite("Data")
struct DataTests {
    @Test(arguments: [
        ("", [UInt8]()), ("AA==", [0]), ("AAE=", [0, 1]), ("AAEC", [0, 1, 2]),
        ("\n  AA\tEC\n  /w==\n", [0, 1, 2, 255]),
    ])
    func decodesBase64IgnoringWhitespace(text: String, expected: [UInt8]) {
        #expect(parse("data", text) == .success(.data(expected)))
    }

    /// What is not base64 CoreFoundation reads all the same, skipping what is not in the
    /// alphabet and an unfinished group: read so, with a warning.
    @Test(arguments: [
        ("AA*A", [UInt8](), "<data> holds \"*\", which is not base64"),
        ("AAA", [], "base64 characters, which cannot be decoded"), ("A", [], "cannot be decoded"),
        ("AA=", [], "cannot be decoded"), ("AAAAA===", [0, 0, 0, 0], "cannot be decoded"),
        ("AAAA=", [0, 0, 0], "cannot be decoded"), ("AA==AAAA", [0, 0, 0, 0], "padding before its end"),
    ])
    func readsWhatCoreFoundationReadsWithAWarning(text: String, bytes: [UInt8], warns: String) {
        #expect(parse("data", text) == .success(.data(bytes)))
        #expect(warning("data", text)?.contains(warns) == true, "\(warning("data", text) ?? "no warning")")
    }

    @Test func refusesCharactersOutsideASCII() {
        #expect(failure("data", "AA\u{E9}A")?.contains("CoreFoundation refuses any character outside ASCII") == true)
    }

    @Test func roundTripsThroughJSON() throws {
        let bytes = (0...255).map { UInt8($0) }
        let value = PlistValue(.data(bytes), at: SourceLocation(file: "t", line: 1, column: 1))
        let json = value.jsonText()
        let text = String(json.dropFirst().dropLast())
        #expect(parse("data", text) == .success(.data(bytes)))
    }
}

@Suite("Booleans")
struct BooleanTests {
    @Test func refusesContent() {
        #expect(failure("true", "yes") == "<true> must be empty: write <true/>")
        #expect(parse("false", " ") == .success(.boolean(false)))
    }
}
