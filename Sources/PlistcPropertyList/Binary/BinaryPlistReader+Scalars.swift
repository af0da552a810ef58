import PlistcDiagnostics

/// The objects of a binary property list that hold no other, and the numbers that locate and
/// size objects.
extension BinaryPlistReader {
    /// An object that holds no other: a boolean, number, date, data or string.
    func scalar(_ marker: UInt8, at offset: Int) throws(Failure) -> PlistValue.Content {
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09: return .boolean(marker == 0x09)
        case 0x1: return .integer(try integer(at: offset + 1, size: 1 << low))
        case 0x2 where low == 2 || low == 3:
            let range = try span(offset + 1, 1 << low)
            let bits = Self.bits(bytes, at: range.lowerBound, size: range.count)
            return .real(
                low == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
        case 0x3 where marker == 0x33:
            let range = try span(offset + 1, 8)
            let seconds = Double(bitPattern: Self.bits(bytes, at: range.lowerBound, size: 8))
            guard let date = PlistDate(secondsSince2001: seconds) else {
                throw Failure(message: .binaryBadDate, offset: offset)
            }
            return .date(date)
        case 0x4:
            let (start, count) = try sized(low, at: offset)
            return .data(Array(bytes[try span(start, count)]))
        case 0x5, 0x6:
            let (start, count) = try sized(low, at: offset)
            let isUTF16 = marker >> 4 == 0x6
            let range = try span(start, isUTF16 ? count * 2 : count)
            guard range.count <= limits.maxStringBytes else {
                throw Failure(message: .textTooLong("string", limit: limits.maxStringBytes), offset: offset)
            }
            guard let text = BinaryPlistText.decode(bytes[range], utf16: isUTF16) else {
                throw Failure(message: .binaryBadString, offset: offset)
            }
            return .string(text)
        default:
            throw Failure(message: .binaryUnsupportedObject(marker), offset: offset)
        }
    }

    /// The object index a reference at `position` holds, checked against the object count.
    func reference(at position: Int) throws(Failure) -> Int {
        let index = Self.unsigned(bytes, at: position, size: trailer.referenceSize)
        guard index < trailer.objectCount else { throw Failure(message: .binaryOutOfBounds, offset: position) }
        return index
    }

    /// Where a sized object's content starts, and its count: the low nibble, or, when it is
    /// 0xF, the integer object that follows the marker.
    func sized(_ low: Int, at offset: Int) throws(Failure) -> (start: Int, count: Int) {
        guard low == 0xF else { return (offset + 1, low) }
        let marker = bytes[try span(offset + 1, 1).lowerBound]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw Failure(message: .binaryBadCount, offset: offset) }
        let size = 1 << Int(marker & 0x0F)
        let range = try span(offset + 2, size)
        let count = Self.unsigned(bytes, at: range.lowerBound, size: size)
        guard count <= bytes.count else { throw Failure(message: .binaryOutOfBounds, offset: offset) }
        return (range.upperBound, count)
    }

    /// An integer of `size` bytes: unsigned up to 4, signed at 8, and at 16 the unsigned
    /// 64-bit values (whose first 8 bytes are zero).
    func integer(at offset: Int, size: Int) throws(Failure) -> PlistInteger {
        let range = try span(offset, size)
        switch size {
        case 1, 2, 4: return PlistInteger(Int64(Self.unsigned(bytes, at: range.lowerBound, size: size)))
        case 8: return PlistInteger(Int64(bitPattern: Self.bits(bytes, at: range.lowerBound, size: 8)))
        case 16 where bytes[range.lowerBound..<(range.lowerBound + 8)].allSatisfy { $0 == 0 }:
            return PlistInteger(unsigned: Self.bits(bytes, at: range.lowerBound + 8, size: 8))
        default:
            throw Failure(message: .binaryBadInteger, offset: offset - 1)
        }
    }
}
