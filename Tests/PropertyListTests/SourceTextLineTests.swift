import TestSupport
import Testing

@testable import PlistcPropertyList

/// `SourceText`'s line index against its definition: a line starts after each LF, after each
/// CR LF (as one end), and after each lone CR.
@Suite("Source text lines")
struct SourceTextLineTests {
    static func definition(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D && index < bytes.count && bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        return starts
    }

    @Test func linesStartWhereTheDefinitionSays() {
        var random = SplitMix64(seed: 7)
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0A], [0xC3, 0xA9], [0x09]]
        for length in 0..<200 {
            // Half the texts have no carriage return, the case the index finds with memchr.
            let usable = length.isMultiple(of: 2) ? pieces.filter { !$0.contains(0x0D) } : pieces
            var bytes: [UInt8] = []
            for _ in 0..<length { bytes += usable.randomElement(using: &random) ?? [] }
            #expect(bytes.withUnsafeBufferPointer(SourceText.lineStarts) == Self.definition(bytes), "\(bytes)")
        }
    }
}
