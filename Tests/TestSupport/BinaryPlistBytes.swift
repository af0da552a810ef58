/// Binary property lists (`bplist00`) built object by object, for tests of the binary reader.
public enum BinaryPlistBytes {
    /// `value` in `size` bytes, big-endian, as binary plists write numbers.
    public static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// A binary plist of `objects` (each its marker and content, with references
    /// `referenceSize` bytes wide), the first being the top object; offsets are 4 bytes wide.
    public static func file(_ objects: [[UInt8]], referenceSize: Int = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets += bigEndian(bytes.count, size: 4)
            bytes += object
        }
        let table = bytes.count
        return bytes + offsets + [0, 0, 0, 0, 0, 0, 4, UInt8(referenceSize)] + bigEndian(objects.count, size: 8)
            + bigEndian(0, size: 8) + bigEndian(table, size: 8)
    }

    /// `depth` arrays, each holding the next one twice, around the string `"a"`: a few bytes a
    /// level, and 2^depth strings written out.
    public static func sharedTwiceAtEachLevel(_ depth: Int) -> [UInt8] {
        let arrays = (0..<depth).map { [0xA2] + bigEndian($0 + 1, size: 4) + bigEndian($0 + 1, size: 4) }
        return file(arrays + [[0x51, 0x61]], referenceSize: 4)
    }
}
