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
/// printable ASCII eight bytes at a time (bit tricks that are exact as a whole: each test is
/// non-zero exactly when some byte fails it).
extension UInt64 {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether each of the word's bytes is printable ASCII, 0x20...0x7E.
    package var isPrintableASCIIWord: Bool {
        let below0x20 = (self &- Self.ones &* 0x20) & ~self & Self.highs
        let from0x7F = ((self &+ Self.ones) | self) & Self.highs
        return below0x20 | from0x7F == 0
    }

    /// Whether one of the word's bytes is `byte`.
    package func containsByte(_ byte: UInt8) -> Bool {
        let difference = self ^ (Self.ones &* UInt64(byte))
        return (difference &- Self.ones) & ~difference & Self.highs != 0
    }
}
