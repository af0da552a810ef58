import PlistcDiagnostics
import PlistcJSON

extension PlistDocument {
    /// How many values writing the tree out may give per byte of the file (`dump`).
    public static let writtenValuesPerByte = 8

    /// Why the tree is not to be written out whole (as `plistc dump` writes it), when it is
    /// not: a binary file whose shared objects would come to more than
    /// ``writtenValuesPerByte`` values a byte of its `bytes` (and 1,024 more), or values nested
    /// deeper than ``JSONParser/outputDepth`` levels, each a frame of the writer's stack; `nil`
    /// for a tree that may be written, or no tree.
    public func writingOutRefusal(bytes: Int) -> Diagnostic? {
        guard let root else { return nil }
        let limit = Self.writtenValuesPerByte * bytes + 1_024
        if let written = writtenValueCount, written > limit {
            return Diagnostic.syntax(.writtenOutMultiplies(limit: limit, bytes: bytes), at: root.location)
                .inBinaryFile()
        }
        // Counted only once the written size is known to be bounded.
        let nesting = root.nesting
        guard nesting > JSONParser.outputDepth else { return nil }
        let finding = Diagnostic.syntax(.tooDeepToWrite(nesting, limit: JSONParser.outputDepth), at: root.location)
        return isBinary ? finding.inBinaryFile() : finding
    }
}
