import PlistcDiagnostics
import PlistcPropertyList

/// A property list read as a style dictionary: the facts every rule and the runtime verdict
/// are computed from.
public final class StyleDictionaryFile: Sendable {
    /// The levels of a property list that the facts, the rules and the verdict look at: the
    /// top-level dictionary, its entries, and their values. A reader need keep no more
    /// (`PlistReader(keptLevels:)`).
    public static let levelsRead = 3

    /// The property list as read.
    public let document: PlistDocument
    /// The top-level dictionary, when the file is a valid plist whose root is one.
    public let rootDictionary: PlistDictionary?
    /// The top-level entries as ScaledFont sees them: one per distinct key, holding the value
    /// of its last appearance, in document order of first appearance.
    public let entries: [StyleEntry]

    /// What the facts are read for: which ScaledFont decodes the entries.
    public let runtime: DeviceRuntime

    /// Whether `runtime` is the 2017 code because the file's keys say so, no runtime having
    /// been chosen (`read(_:options:)`).
    public let runtimeIsInferred: Bool

    /// Reads the facts of a document, decoded as `runtime`'s ScaledFont decodes it.
    public init(_ document: PlistDocument, runtime: DeviceRuntime = .standard, runtimeIsInferred: Bool = false) {
        self.document = document
        self.runtime = runtime
        self.runtimeIsInferred = runtimeIsInferred
        let verdicts = ParserVerdicts(document, runtime: runtime)
        readerDiagnostics = verdicts.readerDiagnostics
        suppressionComments = document.comments.isEmpty ? [] : SuppressionDirective.Comment.all(in: document)
        parserDifferences = verdicts.differences
        rootDictionary = document.root?.dictionaryValue
        // One pass over the top-level keys finds the entries read and the keys that repeat.
        let reading = rootDictionary?.reading
        rootRepeatedEntries = reading?.repeated ?? []
        entries = (reading?.effective ?? []).map {
            StyleEntry(key: $0.key, keyLocation: $0.keyLocation, value: $0.value, runtime: runtime)
        }
        undecodableEntries = entries.filter { !$0.decodingFailures.isEmpty }
        // Every entry, in a style dictionary: the same array, not a copy built entry by entry.
        dictionaryEntries =
            entries.allSatisfy { $0.dictionary != nil } ? entries : entries.filter { $0.dictionary != nil }
        var styleEntries = [StyleEntry?](repeating: nil, count: TextStyle.allCases.count)
        var otherFormatEntries = styleEntries
        for entry in entries {
            switch entry.kind {
            case .style(let style): styleEntries[style.index] = entry
            case .otherFormat(let style): otherFormatEntries[style.index] = entry
            default: break
            }
        }
        self.styleEntries = styleEntries
        self.otherFormatEntries = otherFormatEntries
        styleRenames = KeyRenames.styles(of: entries, runtime: runtime) { styleEntries[$0.index] != nil }
        foreignFormat = ForeignFormat.detect(
            root: rootDictionary, entries: entries, dictionaryEntries: dictionaryEntries)
    }

    /// The reader's findings as the runtime's parser sees the file: the document's, and each
    /// scalar whose text that parser rejects where it reads it (CoreFoundation everywhere,
    /// swift-foundation where the code decodes it), as the syntax error it is there.
    public let readerDiagnostics: [Diagnostic]

    /// The file's `plistc:` comments, read once (most files have none).
    public let suppressionComments: [SuppressionDirective.Comment]

    /// Whether the runtime's parser cannot read the file: ScaledFont ignores it whole.
    public var hasReaderErrors: Bool { readerDiagnostics.contains { $0.severity == .error } }

    /// The differences between Apple's parsers that one of them rejects this file for, each
    /// with whether the runtime's parser is that one (what neither rejects, such as a
    /// reference in a `<real>` nothing decodes, is left out).
    public let parserDifferences: [(difference: ParserDifference, rejectedHere: Bool)]

    /// The path shown in diagnostics.
    public var path: String { document.path }

    /// The entry for a text style, when the file has one.
    public func entry(for style: TextStyle) -> StyleEntry? {
        styleEntries[style.index]
    }

    /// The top-level entries whose key appeared before them, each with the key's first entry
    /// and the one just before it.
    public let rootRepeatedEntries: [PlistDictionary.Repeat]

    /// The entries whose value is a `<dict>`: the only ones with keys of their own, which
    /// most rules read (a file of 80,000 strings gives them nothing to look at).
    public let dictionaryEntries: [StyleEntry]

    /// The entries the decoder fails on: any one of them voids the whole file at run time.
    public let undecodableEntries: [StyleEntry]
    /// The entry of each text style, in canonical order.
    private let styleEntries: [StyleEntry?]
    /// The entry of each style under the other format's key (a UIKit raw value for
    /// ScaledFont 1.0, a SwiftUI name for the 2017 code), which the runtime never looks up.
    private let otherFormatEntries: [StyleEntry?]

    /// The renames that fix the top-level keys, once the runtime is known (`KeyRenames.styles`).
    let styleRenames: KeyRenames

    /// The entry for a style under the other format's key, when the file has one.
    public func otherFormatEntry(for style: TextStyle) -> StyleEntry? {
        otherFormatEntries[style.index]
    }

    /// Whether the file is written for the other code: it has keys of the other format and
    /// none of the runtime's (a 2017-format file read as ScaledFont 1.0 reads it).
    public var isInOtherFormat: Bool {
        styleEntries.allSatisfy { $0 == nil } && otherFormatEntries.contains { $0 != nil }
    }

    /// What the file clearly is instead of a style dictionary (an Info.plist, another
    /// library's configuration), when it is one of those.
    public let foreignFormat: ForeignFormat?

    /// Whether the file looks meant for ScaledFont: a valid plist of no foreign format whose
    /// top-level dictionary has a text-style key, or an entry with fontName or fontSize.
    /// Directories are searched for these only, so an Info.plist beside them is left alone.
    public var looksLikeStyleDictionary: Bool {
        if hasReaderErrors { return true }
        if foreignFormat != nil { return false }
        return entries.contains { entry in
            if case .unknown = entry.kind {
                return entry.fontName != nil || entry.fontSize != nil
            }
            return true
        }
    }

    /// Where the top-level value stands, or the start of the file.
    public var rootLocation: SourceLocation {
        document.root?.location ?? SourceLocation(file: path, line: 1, column: 1)
    }
}
