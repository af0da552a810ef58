/// A text shaped in one font: the advance of each cluster, in the font's units, indexed by
/// the UTF-16 offset where the cluster starts (zero elsewhere), so that the width of any
/// stretch between two offsets is a difference of prefix sums.
public struct ShapedText: Sendable, Hashable {
    /// The text shaped.
    public let text: String
    /// Its UTF-16 code units, the offsets ICU and HarfBuzz both count in.
    public let units: [UInt16]
    /// The advance of the cluster that starts at each offset, in font units.
    public let advances: [Int32]
    /// Whether a cluster starts at each offset (letter spacing goes between clusters).
    public let clusterStarts: [Bool]
    /// The offsets of clusters the font has no glyph for (HarfBuzz's glyph 0): a device
    /// draws those in another font, so their width is not predicted.
    public let missingAt: [Int]
    /// The font's units per em.
    public let unitsPerEm: Int

    /// The whole text's advance in font units, as `hb-shape` sums it.
    public var totalAdvance: Int { advances.reduce(0) { $0 + Int($1) } }

    /// The characters the font has no glyph for, each once, in order of first use.
    public var missingCharacters: [Character] {
        var seen: Set<Character> = []
        return missingAt.compactMap { offset in
            let index = String.Index(utf16Offset: offset, in: text)
            guard index < text.endIndex else { return nil }
            let character = text[index]
            return seen.insert(character).inserted ? character : nil
        }
    }
}
