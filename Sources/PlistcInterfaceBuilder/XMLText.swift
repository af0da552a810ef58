/// XML's references and attribute-value normalization, on bytes.
enum XMLText {
    /// The reference at `offset` (its `&`): the bytes it stands for and its length, `&` to
    /// `;`; `nil` when it is none of XML's five nor a character by number (plistc expands no
    /// entity).
    static func reference(in bytes: [UInt8], at offset: Int) -> (bytes: [UInt8], length: Int)? {
        var end = offset + 1
        while end < bytes.count, end - offset <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        let length = end + 1 - offset
        switch name {
        case "lt": return ([UInt8(ascii: "<")], length)
        case "gt": return ([UInt8(ascii: ">")], length)
        case "amp": return ([UInt8(ascii: "&")], length)
        case "quot": return ([UInt8(ascii: "\"")], length)
        case "apos": return ([UInt8(ascii: "'")], length)
        default:
            let hex = name.hasPrefix("#x")
            guard name.hasPrefix("#"), let number = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(number)
            else { return nil }
            return (Array(String(Character(scalar)).utf8), length)
        }
    }

    /// An attribute value's text: references resolved, each tab and line end a space (a CR LF
    /// one space), as XML normalizes a value.
    static func value(_ bytes: [UInt8], _ range: Range<Int>) -> String { text(bytes, range, spacing: true) }

    /// An element's text: references resolved, each CR LF and CR a line feed, as XML reads
    /// text.
    static func content(_ bytes: [UInt8], _ range: Range<Int>) -> String { text(bytes, range, spacing: false) }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>, spacing: Bool) -> String {
        var value: [UInt8] = []
        value.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            switch bytes[offset] {
            case UInt8(ascii: "&"):
                guard let (resolved, length) = reference(in: bytes, at: offset) else {
                    offset += 1
                    continue
                }
                value += resolved
                offset += length
            case 0x0D:
                value.append(spacing ? 0x20 : 0x0A)
                offset += offset + 1 < range.upperBound && bytes[offset + 1] == 0x0A ? 2 : 1
            case 0x09, 0x0A:
                value.append(spacing ? 0x20 : bytes[offset])
                offset += 1
            default:
                value.append(bytes[offset])
                offset += 1
            }
        }
        return String(decoding: value, as: UTF8.self)
    }
}
