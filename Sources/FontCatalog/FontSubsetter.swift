internal import CHarfBuzz

/// Cuts one face of a font file down to the glyphs for a set of characters, with HarfBuzz's
/// subsetter, so a page can embed it at a fraction of the file's size.
///
/// The result is a standalone TrueType or OpenType font (a face of a collection becomes a font
/// of its own), keeping the layout tables (kerning, ligatures) for the glyphs it keeps.
public enum FontSubsetter {
    /// The face at `index` of `file`, reduced to the characters in `characters`; `nil` when
    /// HarfBuzz cannot read or subset it (the caller then embeds the whole file, or nothing).
    public static func subset(file: String, index: Int, characters: [ClosedRange<UInt32>]) -> [UInt8]? {
        guard index >= 0, let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard index < Int(hb_face_count(blob)), let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for range in characters { hb_set_add_range(unicodes, range.lowerBound, range.upperBound) }
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        guard let result = hb_face_reference_blob(subset) else { return nil }
        defer { hb_blob_destroy(result) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(result, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
