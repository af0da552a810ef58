import PlistcDiagnostics
import PlistcPropertyList

/// What the runtime's parser makes of the file's parser differences, value by value: a scalar
/// swift-foundation checks only where it is decoded (`ParserDifference.dependsOnDecoding`)
/// matters to it only when the runtime's code decodes that value: the root, each entry (the last
/// copy of its key) and, in each entry, the last copy of each key it decodes (`fontName`,
/// `fontSize`, the fork's `design` and `weight`). Nothing below those is ever read.
struct ParserVerdicts: Sendable {
    /// The document's diagnostics, and each unreadable scalar the runtime's parser rejects, as
    /// the syntax error it is there, sorted by location.
    let readerDiagnostics: [Diagnostic]
    /// The other differences that one of the two parsers rejects the file for, each with
    /// whether the runtime's parser is that one.
    let differences: [(difference: ParserDifference, rejectedHere: Bool)]

    init(_ document: PlistDocument, runtime: DeviceRuntime) {
        let found = document.parserDifferences
        let decoded = found.contains(where: \.dependsOnDecoding) ? Self.decodedValues(document.root, runtime) : []
        var promoted: [Diagnostic] = []
        var differences: [(ParserDifference, Bool)] = []
        for difference in found {
            let isDecoded = difference.valueLocation.map(decoded.contains) ?? true
            let here = difference.rejects(on: runtime.parser, decoded: isDecoded)
            if here, let error = difference.syntaxError {
                promoted.append(error)
            } else if here || difference.rejects(on: runtime.parser.other, decoded: isDecoded) {
                differences.append((difference, here))
            }
        }
        readerDiagnostics =
            promoted.isEmpty
            ? document.diagnostics : (document.diagnostics + promoted).sorted { $0.location < $1.location }
        self.differences = differences
    }

    /// Where every value the runtime's decoder reads starts.
    private static func decodedValues(_ root: PlistValue?, _ runtime: DeviceRuntime) -> Set<SourceLocation> {
        guard let root else { return [] }
        var locations: Set<SourceLocation> = [root.location]
        for entry in root.dictionaryValue?.effectiveEntries ?? [] {
            locations.insert(entry.value.location)
            guard let inner = entry.value.dictionaryValue else { continue }
            for key in runtime.decodedKeys {
                if let read = inner.lastEntry(forKey: key) { locations.insert(read.value.location) }
            }
        }
        return locations
    }
}
