/// Decoded text, 2 bytes a scalar rather than 4: a scalar of the Basic Multilingual Plane as
/// its UTF-16 code unit, one past it (rare: emoji, historic scripts) as a surrogate code unit,
/// which no scalar is, standing for the scalar kept aside by its position.
struct ScalarText: RandomAccessCollection {
    private var units: [UInt16] = []
    private var beyondThePlane: [Int: Unicode.Scalar] = [:]

    mutating func reserveCapacity(_ count: Int) { units.reserveCapacity(count) }

    mutating func append(_ scalar: Unicode.Scalar) {
        if let unit = UInt16(exactly: scalar.value) {
            units.append(unit)
        } else {
            beyondThePlane[units.count] = scalar
            units.append(0xD800)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { units.count }

    subscript(position: Int) -> Unicode.Scalar {
        let unit = units[position]
        return Unicode.Scalar(unit) ?? beyondThePlane[position] ?? "\u{FFFD}"
    }
}
