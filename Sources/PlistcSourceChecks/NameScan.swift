/// Finds which of some names a file's bytes spell as a whole identifier
/// (`[A-Za-z_][A-Za-z0-9_]*`), in one pass over the bytes, without lexing them: a name in a
/// comment or a string counts too, which only makes a file checked again that need not be.
/// Each identifier is hashed once and looked up, so the pass costs the same whatever the number
/// of names.
struct NameScan {
    /// The names, as bytes, by their hash.
    private let byHash: [UInt64: [(name: String, bytes: [UInt8])]]

    init(_ names: some Sequence<String>) {
        byHash = Dictionary(grouping: names.map { ($0, Array($0.utf8)) }) { Self.hash($0.1[...]) }
    }

    /// Whether `bytes` spell one of the names for which `matters` holds.
    func spells(in bytes: [UInt8], where matters: (String) -> Bool) -> Bool {
        guard !byHash.isEmpty else { return false }
        var index = 0
        while index < bytes.count {
            guard Self.startsName(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, Self.startsName(bytes[end]) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) {
                end += 1
            }
            let word = bytes[index..<end]
            if let candidates = byHash[Self.hash(word)],
                candidates.contains(where: { word.elementsEqual($0.bytes) && matters($0.name) })
            {
                return true
            }
            index = end
        }
        return false
    }

    /// FNV-1a of the bytes.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// A letter, `_`, or a byte of a scalar beyond ASCII (part of a name, or of no name of ours).
    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
