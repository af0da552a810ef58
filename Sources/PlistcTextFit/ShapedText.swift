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

    /// The characters the font has no glyph for, each once, in order of first use: one walk
    /// over the text, whatever the number of missing clusters.
    public var missingCharacters: [Character] {
        guard !missingAt.isEmpty else { return [] }
        // A cluster may start inside a character (a ZWJ sequence is one character of several
        // clusters): a character is missing when any missing cluster starts within it.
        let missing = missingAt.sorted()
        var next = 0
        var seen: Set<Character> = []
        var found: [Character] = []
        var offset = 0
        for character in text where next < missing.count {
            offset += character.utf16.count
            guard missing[next] < offset else { continue }
            while next < missing.count, missing[next] < offset { next += 1 }
            if seen.insert(character).inserted { found.append(character) }
        }
        return found
    }
}
