/// The ASCII digits every reader of text needs: the property-list reader, the JSON parser.
extension UInt8 {
    /// `0` to `9`.
    public var isASCIIDigit: Bool { (0x30...0x39).contains(self) }

    /// The value of a hexadecimal digit (`0`–`9`, `A`–`F`, `a`–`f`), or `nil`.
    public var hexDigitValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}

/// Eight bytes of text read as one word and tested all at once, for the scans that pass over
/// printable ASCII eight bytes at a time. Each mark is a bit trick that is exact as a whole: it
/// is zero exactly when no byte fails the test, so marks combine with `|` and no branch.
/// Inlinable: the scanners test every eight bytes of a file.
extension UInt64 {
    /// Zero exactly when each of the word's bytes is printable ASCII, 0x20...0x7E.
    @inlinable package var nonPrintableASCIIMarks: UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let below0x20 = (self &- ones &* 0x20) & ~self
        let from0x7F = (self &+ ones) | self
        return (below0x20 | from0x7F) & 0x8080_8080_8080_8080
    }

    /// The high bit of each of the word's bytes that is `byte`, and no other bit: exact byte by
    /// byte (no borrow crosses into the next byte), so that marks also combine with `&` and `~`,
    /// and the lowest tells where the first such byte is.
    @inlinable package func exactMarks(of byte: UInt8) -> UInt64 {
        let difference = self ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let nonzero = ((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference
        return ~nonzero & 0x8080_8080_8080_8080
    }

    /// Whether each of the word's bytes is printable ASCII, 0x20...0x7E.
    @inlinable package var isPrintableASCIIWord: Bool { nonPrintableASCIIMarks == 0 }
}

extension UnsafeRawBufferPointer {
    /// Whether some offset of the bytes satisfies `isMatch`, looked for eight bytes at a time:
    /// a word that `mayMatch` clears is passed over whole, any other is looked at byte by byte
    /// (`isMatch` gets the offset, so that it can look at the bytes after it). Inlinable, so that
    /// each scanner's tests are inlined into the loop.
    @inlinable package func containsOffset(where isMatch: (Int) -> Bool, inWordsWhere mayMatch: (UInt64) -> Bool)
        -> Bool
    {
        var offset = 0
        while offset + 8 <= count {
            if mayMatch(loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                for index in offset..<offset + 8 where isMatch(index) { return true }
            }
            offset += 8
        }
        for index in offset..<count where isMatch(index) { return true }
        return false
    }
}
