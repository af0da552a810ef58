/// Finds which of a few names a file's bytes spell as a whole identifier (`[A-Za-z_][A-Za-z0-9_]*`),
/// in one pass over the bytes, without lexing them: a name in a comment or a string counts too,
/// which only makes a file checked again that need not be.
struct NameScan {
    /// The names, as bytes, by their length.
    private let byLength: [Int: [(name: String, bytes: [UInt8])]]

    init(_ names: some Sequence<String>) {
        byLength = Dictionary(grouping: names.map { ($0, Array($0.utf8)) }, by: \.1.count)
    }

    /// Whether `bytes` spell one of the names for which `matters` holds.
    func spells(in bytes: [UInt8], where matters: (String) -> Bool) -> Bool {
        guard !byLength.isEmpty else { return false }
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
            if let candidates = byLength[end - index],
                candidates.contains(where: { bytes[index..<end].elementsEqual($0.bytes) && matters($0.name) })
            {
                return true
            }
            index = end
        }
        return false
    }

    /// A letter, `_`, or a byte of a scalar beyond ASCII (part of a name, or of no name of ours).
    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
