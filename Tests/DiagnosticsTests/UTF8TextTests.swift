import TestSupport
import Testing

@testable import PlistcDiagnostics

/// Text appended as UTF-8 bytes reads as the same text appended to a `String`.
@Suite("UTF-8 text")
struct UTF8TextTests {
    @Test func decimalsAreWhatStringWrites() {
        var generator = SplitMix64(seed: 11)
        var values = [0, 1, 9, 10, 11, 99, 100, 999, 1000, 9999, 10000, -1, -10, -12345, Int.max, Int.min, Int.max - 1]
        values += (0..<500).map { _ in
            Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
        }
        for value in values {
            var bytes: [UInt8] = []
            bytes.append(decimal: value)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }

    @Test func textAndLiteralsOfAnyLengthAreCopiedWhole() {
        var bytes: [UInt8] = Array("start ".utf8)
        var expected = "start "
        for length in [0, 1, 2, 15, 16, 17, 200] {
            let text = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length % 2)
            bytes.append(utf8: text)
            expected += text
            bytes.append(literal: ": ")
            expected += ": "
        }
        bytes.append(literal: "a literal longer than sixteen bytes")
        expected += "a literal longer than sixteen bytes"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}
