import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

/// The reader's scalars against Apple's parsers, which Foundation runs here: on seeded texts of
/// every scalar kind, plistc reads a value exactly when CoreFoundation does
/// (`PropertyListSerialization`; `strictDiagnostics`: every scalar checked), and the same value,
/// byte for byte for `<data>`, to the second for a real `<date>`; and its parser differences
/// say exactly when swift-foundation (`PropertyListDecoder`) reads the document and decodes the
/// value.
@Suite("Scalars against Apple's parsers")
struct ScalarDifferentialTests {
    /// A text of each kind: a valid one, edited at random.
    static func text(_ kind: String, _ random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let (base, pieces): (String, [String]) =
            switch kind {
            case "date":
                (
                    "2024-02-29T23:59:59Z",
                    ["0", "1", "9", "-", "T", ":", "Z", " ", "\n", "&#50;", "&amp;", "x", "13", "99", "00", "+"]
                )
            case "data":
                ("QUJD", ["A", "z", "0", "+", "/", "=", "==", " ", "\n", "\t", "!", "&amp;", "&#65;", "-", "é", "_"])
            case "integer":
                ("17", ["0", "9", "-", "+", " ", "\n", "x", "0x", "F", "f", "g", ".", "e", "&#49;", "99999999999"])
            default: ("17.5", ["0", "9", "-", "+", " ", "\n", ".", "e", "E", "nan", "inf", ",", "&#49;", "x", "1e400"])
            }
        var text = Array(base.unicodeScalars).map(String.init)
        for _ in 0..<(1 + Int(random.next() % 3)) {
            let at = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count + 1))
            switch random.next() % 3 {
            case 0: text.insert(pick(pieces), at: at)
            case 1 where at < text.count: text.remove(at: at)
            default: if at < text.count { text[at] = pick(pieces) } else { text.append(pick(pieces)) }
            }
        }
        return text.joined()
    }

    /// What CoreFoundation reads the value as, `nil` when it rejects the file.
    static func coreFoundation(_ document: String) -> Any? {
        let value = try? PropertyListSerialization.propertyList(from: Data(document.utf8), options: [], format: nil)
        return (value as? [String: Any])?["x"]
    }

    /// 1,500 seeded texts of a kind, each with its document `{"x": <kind>text</kind>}`.
    static func documents(_ kind: String, seed: UInt64) -> [(text: String, document: String)] {
        var random = SplitMix64(seed: seed)
        return (0..<1_500).map { _ in
            let text = Self.text(kind, &random)
            return (text, "<plist version=\"1.0\"><dict><key>x</key><\(kind)>\(text)</\(kind)></dict></plist>")
        }
    }

    @Test(arguments: ["date", "data", "integer", "real"])
    func readsWhatCoreFoundationReads(kind: String) {
        var failures: [String] = []
        var (read, rejected) = (0, 0)
        for (text, document) in Self.documents(kind, seed: 20_261_201) {
            let cf = Self.coreFoundation(document)
            let plistc = PlistReader().read(Array(document.utf8), path: "t.plist")
            let readsIt = !plistc.strictDiagnostics.contains { $0.severity == .error }
            let value = plistc.root?.dictionaryValue?.lastEntry(forKey: "x")?.value
            if cf == nil { rejected += 1 } else { read += 1 }
            guard (cf != nil) == readsIt else {
                failures.append(
                    "\(text.debugDescription): CoreFoundation \(cf == nil ? "rejects" : "reads"), plistc does not")
                continue
            }
            if let problem = Self.compare(cf, value) { failures.append("\(text.debugDescription): \(problem)") }
        }
        #expect(read > 50 && rejected > 50, "\(read) read, \(rejected) rejected")
        #expect(failures.isEmpty, "\(failures.count) of 1,500:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// The same texts against swift-foundation's parser, which `PropertyListDecoder` runs here:
    /// it reads the document (nothing decoded) and decodes the value exactly when plistc's
    /// findings and parser differences say it does on swift-foundation.
    @Test(arguments: ["date", "data", "integer", "real"])
    func readsWhatSwiftFoundationReads(kind: String) {
        var failures: [String] = []
        var (decoded, refused) = (0, 0)
        for (text, document) in Self.documents(kind, seed: 20_261_206) {
            let data = Data(document.utf8)
            let plistc = PlistReader().read(Array(document.utf8), path: "t.plist")
            func predicted(decoding: Bool) -> ParserReferee.Outcome {
                plistc.hasErrors
                    || plistc.parserDifferences.contains { $0.rejects(on: .swiftFoundation, decoded: decoding) }
                    ? .rejects : .reads
            }
            let outcome = ParserReferee.swiftFoundation(data, decoding: kind).outcome
            if outcome == .reads { decoded += 1 } else { refused += 1 }
            if outcome != predicted(decoding: true) {
                failures.append("\(text.debugDescription): swift-foundation \(outcome) it decoded, plistc says not")
            }
            if ParserReferee.swiftFoundation(data) != predicted(decoding: false) {
                failures.append("\(text.debugDescription): swift-foundation undecoded, plistc disagrees")
            }
        }
        #expect(decoded > 50 && refused > 50, "\(decoded) decoded, \(refused) refused")
        #expect(failures.isEmpty, "\(failures.count) of 1,500:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// A date's seconds since 2001-01-01T00:00:00Z, from its fields (days from the civil date,
    /// in 400-year eras).
    static func secondsSince2001(_ date: PlistDate) -> Double {
        let year = date.month <= 2 ? date.year - 1 : date.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 730_791
        return Double(days * 86_400 + date.hour * 3600 + date.minute * 60 + date.second)
    }

    /// How plistc's value differs from CoreFoundation's, when it does.
    static func compare(_ cf: Any?, _ value: PlistValue?) -> String? {
        guard let cf, let value else { return nil }
        switch value.content {
        case .data(let bytes):
            return (cf as? Data).map([UInt8].init) == bytes ? nil : "data \(bytes) against \(cf)"
        case .date(let date):
            // A real date is the same instant, counted in the proleptic Gregorian calendar.
            guard date.isRealDate, let cfDate = cf as? Date else { return nil }
            let seconds = Self.secondsSince2001(date)
            return seconds == cfDate.timeIntervalSinceReferenceDate ? nil : "date \(date) against \(cfDate)"
        case .integer(let integer):
            return (cf as? NSNumber)?.description == integer.description ? nil : "integer \(integer) against \(cf)"
        case .real(let real):
            guard let number = (cf as? NSNumber)?.doubleValue else { return "real \(real) against \(cf)" }
            return number == real || (number.isNaN && real.isNaN) ? nil : "real \(real) against \(number)"
        default:
            return "\(value.content) against \(cf)"
        }
    }
}
