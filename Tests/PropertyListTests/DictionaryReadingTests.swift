import PlistcDiagnostics
import PlistcPropertyList
import Testing

/// `PlistDictionary.reading`, which takes a small dictionary as it is when no key repeats and
/// otherwise scans (up to 16 entries) or hashes: on every size, what the plain definition gives.
@Suite struct DictionaryReadingTests {
    /// Keys from a small alphabet, so that they repeat; `é` composed and decomposed are
    /// different keys to a reader (it compares bytes).
    private static let keys = ["a", "b", "fontName", "fontSize", "\u{E9}", "e\u{301}", "body", "Body"]

    private func dictionary(_ count: Int, _ generator: inout some RandomNumberGenerator) -> PlistDictionary {
        PlistDictionary(
            entries: (0..<count).map { position in
                let location = SourceLocation(file: "d.plist", line: position + 1, column: 1)
                return .init(
                    key: Self.keys.randomElement(using: &generator) ?? "a", keyLocation: location,
                    value: PlistValue(.integer(PlistInteger(Int64(position))), at: location))
            })
    }

    /// The definition: each key once, where it first appears, with its last value; every later
    /// appearance with the key's first and the one before it.
    private func expected(_ dictionary: PlistDictionary) -> (effective: [Int], repeated: [[Int]]) {
        let entries = dictionary.entries
        var effective: [Int] = []
        var repeated: [[Int]] = []
        for (position, entry) in entries.enumerated() {
            let same = entries.indices.filter { entries[$0].key.utf8.elementsEqual(entry.key.utf8) }
            if same.first == position {
                effective.append(same.last ?? position)
            } else {
                repeated.append([position, same[0], same.last { $0 < position } ?? position])
            }
        }
        return (effective, repeated)
    }

    private func line(_ entry: PlistDictionary.Entry) -> Int { entry.keyLocation.line - 1 }

    @Test func readsEveryDictionaryAsTheDefinitionDoes() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 8, 15, 16, 17, 40] {
            for _ in 0..<60 {
                let dictionary = dictionary(count, &generator)
                let reading = dictionary.reading
                let (effective, repeated) = expected(dictionary)
                #expect(reading.effective.map(line) == effective)
                #expect(reading.repeated.map { [line($0.entry), line($0.first), line($0.previous)] } == repeated)
                #expect(dictionary.effectiveEntries.map(line) == effective)
                #expect(dictionary.repeatedEntries.count == repeated.count)
            }
        }
    }
}
