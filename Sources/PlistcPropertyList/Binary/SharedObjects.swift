/// Which objects of a binary property list are referred to more than once, so that the reader
/// remembers those alone: one pass over the object table before the tree is read, reading each
/// container's references (what is malformed is skipped here and reported by the reading), one
/// byte an object.
struct SharedObjects {
    /// For each object, how often it is referred to: 0, 1, or 2 for more.
    private var references: [UInt8]

    /// Before the references are counted: nothing is shared.
    static let none = SharedObjects(references: [])

    private init(references: [UInt8]) {
        self.references = references
    }

    init(counting reader: BinaryPlistReader) {
        let trailer = reader.trailer
        references = [UInt8](repeating: 0, count: trailer.objectCount)
        for index in 0..<trailer.objectCount {
            guard let span = Self.references(of: index, in: reader) else { continue }
            for position in stride(from: span.lowerBound, to: span.upperBound, by: trailer.referenceSize) {
                guard let referred = try? reader.reference(at: position) else { continue }
                references[referred] = min(references[referred] + 1, 2)
            }
        }
    }

    /// Whether object `index` is referred to more than once.
    func isShared(_ index: Int) -> Bool { index < references.count && references[index] > 1 }

    /// Where the references of object `index` are, when it is an array or a dictionary whose
    /// references lie in the file.
    private static func references(of index: Int, in reader: BinaryPlistReader) -> Range<Int>? {
        let trailer = reader.trailer
        let offset = BinaryPlistReader.unsigned(
            reader.bytes, at: trailer.offsetTable + index * trailer.offsetSize, size: trailer.offsetSize)
        guard let at = try? reader.span(offset, 1).lowerBound else { return nil }
        let kind = reader.bytes[at] >> 4
        guard kind == 0xA || kind == 0xD,
            let (first, count) = try? reader.sized(Int(reader.bytes[at] & 0x0F), at: offset)
        else { return nil }
        return try? reader.span(first, (kind == 0xD ? 2 : 1) * count * trailer.referenceSize)
    }
}
