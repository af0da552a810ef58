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
