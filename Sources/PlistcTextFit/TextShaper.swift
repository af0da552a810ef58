/// A font file opened with HarfBuzz, to shape text in: once per string, at the font's own
/// units (HarfBuzz without hinting scales linearly, so every size is these advances scaled).
public final class TextShaper: @unchecked Sendable {
    // HarfBuzz's font and face are immutable once made and safe to shape with from several
    // threads; both are released with the shaper.
    private let harfBuzz: HarfBuzzShaping
    private let face: OpaquePointer
    private let font: OpaquePointer
    /// The font's units per em: advances are in these units.
    public let unitsPerEm: Int

    /// Whether HarfBuzz is installed (`libharfbuzz0b` on Debian).
    public static var isAvailable: Bool { HarfBuzzShaping.shared != nil }

    /// What to install where HarfBuzz is missing.
    public static let missingLibrary =
        "HarfBuzz is not installed: install libharfbuzz0b (Debian, Ubuntu) or harfbuzz (Homebrew)"

    /// The face at `index` of the font file at `path`.
    public init(path: String, index: Int = 0) throws(TextFitError) {
        guard let harfBuzz = HarfBuzzShaping.shared else { throw .libraryMissing(Self.missingLibrary) }
        guard let blob = harfBuzz.blobFromFile(path) else { throw .unreadableFont(path) }
        defer { harfBuzz.destroyBlob(blob) }
        guard index >= 0, UInt32(index) < harfBuzz.faceCount(blob), let face = harfBuzz.createFace(blob, UInt32(index))
        else { throw .unreadableFont(path) }
        guard let font = harfBuzz.createFont(face) else {
            harfBuzz.destroyFace(face)
            throw .unreadableFont(path)
        }
        self.harfBuzz = harfBuzz
        self.face = face
        self.font = font
        self.unitsPerEm = Int(harfBuzz.upem(face))
    }

    deinit {
        harfBuzz.destroyFont(font)
        harfBuzz.destroyFace(face)
    }

    /// Whether a unit is a control or a line or paragraph separator, which no font draws and
    /// no device substitutes (HarfBuzz gives it the missing glyph).
    static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
    }

    /// `text` shaped as one run, its script and direction guessed from its first letters as
    /// `hb-shape` guesses them.
    public func shape(_ text: String) -> ShapedText {
        let units = Array(text.utf16)
        var advances = [Int32](repeating: 0, count: units.count)
        var starts = [Bool](repeating: false, count: units.count)
        var missing: [Int] = []
        guard !units.isEmpty, units.count <= Int32.max, let buffer = harfBuzz.createBuffer() else {
            return ShapedText(
                text: text, units: units, advances: advances, clusterStarts: starts, missingAt: [],
                unitsPerEm: unitsPerEm)
        }
        defer { harfBuzz.destroyBuffer(buffer) }
        units.withUnsafeBufferPointer { pointer in
            if let base = pointer.baseAddress {
                harfBuzz.addUTF16(buffer, base, Int32(units.count), 0, Int32(units.count))
            }
        }
        harfBuzz.guessProperties(buffer)
        harfBuzz.shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = harfBuzz.glyphInfos(buffer, &count), let positions = harfBuzz.glyphPositions(buffer, &count)
        else {
            return ShapedText(
                text: text, units: units, advances: advances, clusterStarts: starts, missingAt: [],
                unitsPerEm: unitsPerEm)
        }
        let info = infos.bindMemory(to: UInt32.self, capacity: Int(count) * 5)
        let position = positions.bindMemory(to: Int32.self, capacity: Int(count) * 5)
        for glyph in 0..<Int(count) {
            let cluster = Int(info[glyph * 5 + 2])
            guard cluster < units.count else { continue }
            advances[cluster] += position[glyph * 5]
            starts[cluster] = true
            if info[glyph * 5] == 0, !Self.isControl(units[cluster]) { missing.append(cluster) }
        }
        return ShapedText(
            text: text, units: units, advances: advances, clusterStarts: starts, missingAt: missing,
            unitsPerEm: unitsPerEm)
    }
}
