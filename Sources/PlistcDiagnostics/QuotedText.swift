/// Text from a file as a message quotes it (a key, a font name): whole when it is as short as
/// names are, else its first `shownScalars` characters and a count, so that one 3 MB key makes
/// a line of the report and not 3 MB of it.
public enum QuotedText {
    /// How many characters of a long text a message shows.
    public static let shownScalars = 100

    /// `text`, or its start and its length: `AAAA… (3,200,000 characters)`.
    public static func short(_ text: String) -> String {
        // At most `shownScalars` bytes is at most that many characters: nothing to count.
        guard text.utf8.count > shownScalars else { return text }
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: shownScalars, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return text }
        return String(scalars[..<cut]) + "… (\(CountText.grouped(scalarCount(text))) characters)"
    }

    /// How many Unicode scalars `text` holds: the bytes of its UTF-8 (always valid in a
    /// `String`) that start one, counted eight at a time without decoding a 3 MB text.
    static func scalarCount(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            let topBits: UInt64 = 0x8080_8080_8080_8080
            var continuations = 0
            var offset = 0
            while offset + 8 <= raw.count {
                // Eight counters of one byte each, summed at most 255 times before they are added up.
                var lanes: UInt64 = 0
                let end = min(raw.count & ~7, offset + 255 * 8)
                while offset < end {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    // A continuation byte is 10xxxxxx: its top bit set, the one below it clear.
                    lanes &+= (word & ~(word << 1) & topBits) >> 7
                    offset += 8
                }
                // Pairs of counters in four lanes of 16 bits (at most 510 each), then their sum.
                let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
                continuations += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
            }
            for byte in raw[offset...] where byte & 0xC0 == 0x80 { continuations += 1 }
            return raw.count - continuations
        } ?? text.unicodeScalars.count
    }
}
