/// Cuts one face of a font file down to the glyphs for a set of characters, with HarfBuzz's
/// subsetter, so a page can embed it at a fraction of the file's size.
///
/// The result is a standalone TrueType or OpenType font (a face of a collection becomes a font
/// of its own), keeping the layout tables (kerning, ligatures) for the glyphs it keeps.
public enum FontSubsetter {
    /// Whether HarfBuzz's subsetter is installed (`libharfbuzz-subset.so.0`).
    public static var isAvailable: Bool { HarfBuzz.shared != nil }

    /// The face at `index` of `file`, reduced to the characters in `characters`; `nil` when
    /// HarfBuzz is missing or cannot read or subset it (the caller then embeds the whole file,
    /// or nothing).
    public static func subset(file: String, index: Int, characters: [ClosedRange<UInt32>]) -> [UInt8]? {
        guard let harfBuzz = HarfBuzz.shared, index >= 0, let blob = harfBuzz.blobFromFile(file) else { return nil }
        defer { harfBuzz.destroyBlob(blob) }
        guard index < Int(harfBuzz.faceCount(blob)), let face = harfBuzz.createFace(blob, UInt32(index)) else {
            return nil
        }
        defer { harfBuzz.destroyFace(face) }
        guard let input = harfBuzz.createInput() else { return nil }
        defer { harfBuzz.destroyInput(input) }
        guard let unicodes = harfBuzz.unicodeSet(input) else { return nil }
        for range in characters { harfBuzz.addRange(unicodes, range.lowerBound, range.upperBound) }
        guard let subset = harfBuzz.subset(face, input) else { return nil }
        defer { harfBuzz.destroyFace(subset) }
        guard let result = harfBuzz.faceBlob(subset) else { return nil }
        defer { harfBuzz.destroyBlob(result) }
        var length: UInt32 = 0
        guard let data = harfBuzz.blobData(result, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
