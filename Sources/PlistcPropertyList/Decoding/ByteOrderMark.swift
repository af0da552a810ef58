import PlistcDiagnostics

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
        switch self {
        case .utf16LittleEndian, .utf16BigEndian:
            Self.utf8(fromUTF16: bytes[2...], bigEndian: self == .utf16BigEndian)
        case .utf32LittleEndian, .utf32BigEndian:
            Self.utf8(fromUTF32: bytes[4...], bigEndian: self == .utf32BigEndian)
        }
    }

    /// UTF-32 code units in either byte order, in UTF-8; `nil` for a length that is not a
    /// multiple of 4 or a unit that is no character.
    private static func utf8(fromUTF32 bytes: Slice<UnsafeBufferPointer<UInt8>>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 4 == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 4).lazy.map { index -> UInt32 in
            let (b0, b1, b2, b3) = (
                UInt32(bytes[index]), UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3])
            )
            return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b0 | b1 << 8 | b2 << 16 | b3 << 24
        }
        let failed = transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) {
            output.append($0)
        }
        return failed ? nil : output
    }

    /// UTF-16 code units in either byte order, in UTF-8; `nil` for an odd length or a lone
    /// surrogate. (Binary property lists store strings so, big-endian.)
    static func utf8(fromUTF16 bytes: Slice<UnsafeBufferPointer<UInt8>>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).lazy.map { index -> UInt16 in
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            return bigEndian ? first << 8 | second : first | second << 8
        }
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            output.append($0)
        }
        return failed ? nil : output
    }
}
