/// The Unicode encodings a file announces with a byte-order mark, which both of Apple's
/// parsers read (swift-foundation not UTF-32 little-endian), and the ones it gives away
/// without one, which neither reads.
enum ByteOrderMark: Sendable {
    case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

    /// UTF-8's mark, which the parser itself skips.
    static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The encoding a file's mark announces, with its name; UTF-32's marks are looked for
    /// first, since UTF-16 little-endian's is their prefix.
    static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, encoding: ByteOrderMark)? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return ("UTF-32BE", .utf32BigEndian) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return ("UTF-32LE", .utf32LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return ("UTF-16BE", .utf16BigEndian) }
        if bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16LE", .utf16LittleEndian) }
        return nil
    }

    /// The encoding the way `<` is written gives away when there is no mark (Apple's parsers
    /// read none of them), as libxml2 would detect it.
    static func withoutMark(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) { return "UTF-32BE" }
        if bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0x00, 0x00, 0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x00]) {
            return "UCS-4 (in an unusual byte order)"
        }
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return "EBCDIC" }
        if bytes.starts(with: [0x00, 0x3C]) { return "UTF-16BE" }
        if bytes.starts(with: [0x3C, 0x00]) { return "UTF-16LE" }
        return nil
    }

    /// The text after the mark, in UTF-8; `nil` when it is not valid in the encoding (an odd
    /// length, a lone surrogate).
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let failed: Bool
        switch self {
        case .utf16LittleEndian, .utf16BigEndian:
            guard bytes.count % 2 == 0 else { return nil }
            let units = stride(from: 2, to: bytes.count, by: 2).lazy.map { index -> UInt16 in
                let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                return self == .utf16LittleEndian ? first | second << 8 : first << 8 | second
            }
            failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
                output.append($0)
            }
        case .utf32LittleEndian, .utf32BigEndian:
            guard bytes.count % 4 == 0 else { return nil }
            let units = stride(from: 4, to: bytes.count, by: 4).lazy.map { index -> UInt32 in
                let (b0, b1, b2, b3) = (
                    UInt32(bytes[index]), UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3])
                )
                return self == .utf32LittleEndian
                    ? b0 | b1 << 8 | b2 << 16 | b3 << 24 : b0 << 24 | b1 << 16 | b2 << 8 | b3
            }
            failed = transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) {
                output.append($0)
            }
        }
        return failed ? nil : output
    }
}
