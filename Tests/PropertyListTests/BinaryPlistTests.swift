import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

/// Binary property lists (`bplist00`), which Apple's parsers read like XML ones.
@Suite("Binary property lists")
struct BinaryPlistTests {
    static func read(_ bytes: [UInt8]) -> PlistDocument { PlistReader().read(bytes, path: "b.plist") }

    @Test func readsAStyleDictionary() {
        // {body: {fontName: "Avenir-Book", fontSize: 17}}
        let document = Self.read(
            BinaryPlistBytes.file([
                [0xD1, 1, 2], [0x54] + Array("body".utf8), [0xD2, 3, 4, 5, 6], [0x58] + Array("fontName".utf8),
                [0x58] + Array("fontSize".utf8), [0x5B] + Array("Avenir-Book".utf8), [0x10, 17],
            ]))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.jsonText(indent: nil) == #"{"body":{"fontName":"Avenir-Book","fontSize":17}}"#)
        #expect(document.root?.location == SourceLocation(file: "b.plist", line: 1, column: 9))
    }

    @Test(arguments: [
        ([0x33, 0, 0, 0, 0, 0, 0, 0, 0] as [UInt8], "\"2001-01-01T00:00:00Z\""),
        ([0x33, 0xBF, 0xF0, 0, 0, 0, 0, 0, 0], "\"2000-12-31T23:59:59Z\""),
        ([0x33, 0x41, 0xC5, 0xC8, 0x60, 0xEE, 0, 0, 0], "\"2024-02-29T13:45:00Z\""),
        ([0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFB], "-5"),
        ([0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8), "18446744073709551615"),
        ([0x23, 0x40, 0x31, 0x80, 0, 0, 0, 0, 0], "17.5"),
        ([0x63, 0x00, 0x63, 0xD8, 0x3D, 0xDE, 0x00], "\"c😀\""),
        ([0x09], "true"),
    ])
    func readsEachScalar(object: [UInt8], json: String) {
        let document = Self.read(BinaryPlistBytes.file([object]))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.jsonText(indent: nil) == json)
    }

    @Test(
        arguments: [
            ([[0xA1, 0]], "contains itself"),
            ([[0xA1, 5]], "refers past its objects"),
            ([[0x00]], "object of type 0x0"),
            ([[0xD1, 1, 1], [0x10, 1]], "key of a dictionary"),
            ([[0x33, 0x7F, 0xF0, 0, 0, 0, 0, 0, 0]], "date of the binary property list"),
            ([[0x5F, 0x10, 200, 0x41]], "refers past its objects"),
            ([[0x15] + [UInt8](repeating: 1, count: 32)], "unsupported width"),
        ] as [([[UInt8]], String)])
    func rejectsDamagedFilesWithALocatedError(objects: [[UInt8]], message: String) {
        let document = Self.read(BinaryPlistBytes.file(objects))
        #expect(document.root == nil)
        #expect(document.diagnostics.first?.message.text.contains(message) == true, "\(document.diagnostics)")
    }

    /// Each array refers to the next twice, 200 deep: read once per object, as Apple's parsers
    /// read it, not 2^200 times.
    @Test func sharedObjectsAreReadOnce() {
        let depth = 200
        let objects = (0..<depth).map { index -> [UInt8] in
            index == depth - 1 ? [0x10, 1] : [0xA2, UInt8(index + 1), UInt8(index + 1)]
        }
        let document = PlistReader(limits: ReaderLimits(maxDepth: 512)).read(
            BinaryPlistBytes.file(objects), path: "b.plist")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.arrayValue?.count == 2)
    }

    /// Objects shared at every level are read once each, and counted as often as writing the
    /// tree out would write them: 2^41 - 1 for 40 levels, from 41 objects.
    @Test func writtenValuesCountEachReference() {
        let document = Self.read(BinaryPlistBytes.sharedTwiceAtEachLevel(40))
        #expect(document.diagnostics.isEmpty)
        #expect(document.writtenValueCount == (1 << 41) - 1)
        #expect(Self.read(BinaryPlistBytes.sharedTwiceAtEachLevel(200)).writtenValueCount == Int.max / 4)
    }

    /// Arrays nested 1,000,000 deep: refused at the depth limit, read without recursion.
    @Test func aMillionLevelsAreRefusedAtTheLimit() {
        let depth = 1_000_000
        let objects = (0..<depth).map { index in
            index == depth - 1 ? [0x10, 1] : [0xA1] + BinaryPlistBytes.bigEndian(index + 1, size: 4)
        }
        let document = Self.read(BinaryPlistBytes.file(objects, referenceSize: 4))
        #expect(document.diagnostics.first?.message.text.contains("nested more than 512 levels") == true)
    }

    /// Arrays nested 5,000 deep: refused past the depth limit, and read without recursion (so
    /// without exhausting a thread's stack) when the limit allows them.
    @Test func deepNestingIsBoundedAndNeverRecursive() throws {
        let depth = 5_000
        let objects = (0..<depth).map { index in
            index == depth - 1 ? [0x10, 1] : [0xA1] + BinaryPlistBytes.bigEndian(index + 1, size: 2)
        }
        let bytes = BinaryPlistBytes.file(objects, referenceSize: 2)
        let limited = PlistReader().read(bytes, path: "b.plist")
        #expect(limited.diagnostics.first?.message.text.contains("nested more than 512 levels") == true)
        let allowed = PlistReader(limits: ReaderLimits(maxDepth: 10_000)).read(bytes, path: "b.plist")
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowed.root?.arrayValue?.count == 1)
    }

    /// Seeded byte flips of a valid file: every one gives a document, never a crash.
    @Test func damagedCopiesNeverCrash() {
        let valid = BinaryPlistBytes.file([
            [0xD1, 1, 2], [0x54] + Array("body".utf8), [0xA2, 3, 3], [0x23, 0x40, 0x31, 0, 0, 0, 0, 0, 0],
        ])
        var random = SplitMix64(seed: 20_261_130)
        for _ in 0..<5_000 {
            var bytes = valid
            for _ in 0..<Int(random.next() % 4 + 1) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            let document = Self.read(bytes)
            #expect(document.root != nil || !document.diagnostics.isEmpty)
        }
    }

    /// Every valid XML fixture, written as a binary plist by Python's plistlib, reads to the same
    /// value.
    @Test(.enabled(if: Python.executable != nil, "python3 is not installed: the binary conversions are skipped"))
    func everyValidFixtureReadsTheSameInBinary() throws {
        let fixtures = Fixtures.files(in: Fixtures.valid, withExtension: "plist").filter {
            !Fixtures.bytes($0).starts(with: Array("bplist".utf8))
        }
        try Fixtures.withTemporaryFolder("binary") { folder in
            for (index, path) in fixtures.enumerated() {
                let binary = folder + "/\(index).plist"
                let script =
                    "import plistlib,sys; v=plistlib.load(open(sys.argv[1],'rb')); open(sys.argv[2],'wb').write(plistlib.dumps(v, fmt=plistlib.FMT_BINARY, sort_keys=False))"
                let converted = try ProcessResult.run(try #require(Python.executable), ["-c", script, path, binary])
                guard converted.status == 0 else { continue }  // a value plistlib cannot write in binary
                let xml = PlistReader().read(Fixtures.bytes(path), path: "x").root?.jsonText(indent: nil)
                #expect(
                    PlistReader().read(Fixtures.bytes(binary), path: "x").root?.jsonText(indent: nil) == xml, "\(path)")
            }
        }
    }
}
