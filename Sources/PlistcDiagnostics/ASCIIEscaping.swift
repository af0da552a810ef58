/// The one loop behind every escaping that replaces a few ASCII characters (XML references,
/// GitHub's percent-encoding): text without any of them is returned as it is, and the rest is
/// rewritten byte by byte. Every byte replaced is ASCII, so no multi-byte character is split.
public enum ASCIIEscaping {
    /// `text` with each byte for which `replacement` gives a string written as that string.
    ///
    /// - Parameter replacement: The text for a byte, or `nil` to keep it; it must return `nil`
    ///   for every byte above 0x7F.
    public static func escaped(_ text: String, _ replacement: (UInt8) -> String?) -> String {
        guard text.utf8.contains(where: { replacement($0) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let replaced = replacement(byte) {
                bytes += replaced.utf8
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
