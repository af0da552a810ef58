import PlistcDiagnostics
import PlistcPropertyList

/// What ScaledFont 1.0 does with a style dictionary at run time, style by style: the custom
/// font, or the system font and why.
public struct RuntimeVerdict: Sendable, Hashable {
    /// Why a style gets the system font.
    public enum FallbackReason: Sendable, Hashable, CustomStringConvertible {
        /// The file is not a valid property list: ScaledFont cannot read it.
        case notAPropertyList
        /// The device's parser rejects the file, though the other generation's reads it.
        case rejectedByParser(ParserDifference, DeviceRuntime)
        /// The top level is not a `<dict>`.
        case rootNotDictionary
        /// An entry (or several) fails to decode, so the whole file is ignored.
        case dictionaryVoid(culprits: [String])
        /// The file has no entry for this style.
        case missingStyle
        /// The file's entry for this style is under the other format's key, which the runtime
        /// never looks up (`UICTFontTextStyleBody` for ScaledFont 1.0).
        case otherFormatKey(String, DeviceRuntime)
        /// The entry names no font (`UIFont(name: "", size:)` is nil).
        case emptyFontName
        /// The gewill fork: the entry is a system font, in a design and weight when it names
        /// ones the fork knows.
        case systemFontEntry(SystemFontVariant)

        public var description: String {
            switch self {
            case .notAPropertyList: "the file is not a valid property list"
            case .rejectedByParser(let difference, let runtime):
                "\(runtime.parser.name) rejects \(difference.description), so \(runtime.code) ignores the whole file on \(runtime.parser.systems)"
            case .rootNotDictionary: "the top level is not a <dict>"
            case .dictionaryVoid(let culprits):
                "the whole file is ignored because of \(CountText.list(culprits) { "'\(QuotedText.short($0))'" })"
            case .missingStyle: "the file has no entry for this style"
            case .otherFormatKey(let key, let runtime):
                runtime.readsRawValueKeys
                    ? "its entry is under '\(QuotedText.short(key))', ScaledFont 1.0's key, which \(runtime.code) never looks up"
                    : "its entry is under '\(QuotedText.short(key))', the 2017 format's key, which \(runtime.code) never looks up (--runtime scaledfont2017 reads it)"
            case .emptyFontName: "the entry's fontName is empty"
            case .systemFontEntry(let variant): "the entry asks for the system font" + variant.explanation
            }
        }
    }

    /// What one style becomes.
    public enum Outcome: Sendable, Hashable {
        case custom(FontSpec)
        case system(FallbackReason)
    }

    /// Every style, in canonical order, with its outcome.
    public let styles: [(style: TextStyle, outcome: Outcome)]

    /// The outcome for one style.
    public func outcome(for style: TextStyle) -> Outcome {
        styles.first { $0.style == style }?.outcome ?? .system(.missingStyle)
    }

    /// Predicts the run-time behaviour from a file's facts, on the runtime they were read for.
    public init(_ file: StyleDictionaryFile) {
        let runtime = file.runtime
        let rejection = file.parserDifferences.first { $0.rejectedHere }?.difference
        let fileWide: FallbackReason? =
            if file.hasReaderErrors {
                .notAPropertyList
            } else if let rejection {
                .rejectedByParser(rejection, runtime)
            } else if file.rootDictionary == nil {
                .rootNotDictionary
            } else if !file.undecodableEntries.isEmpty {
                .dictionaryVoid(culprits: file.undecodableEntries.map(\.key))
            } else {
                nil
            }
        styles = TextStyle.allCases.map { style in
            if let fileWide { return (style, .system(fileWide)) }
            if let entry = file.entry(for: style), entry.isSystemFontEntry {
                let variant = SystemFontVariant(design: entry.designString, weight: entry.weightString)
                return (style, .system(.systemFontEntry(variant)))
            }
            guard let entry = file.entry(for: style), let name = entry.fontNameString, let size = entry.fontSizePoints
            else {
                let other = file.otherFormatEntry(for: style).map { FallbackReason.otherFormatKey($0.key, runtime) }
                return (style, .system(other ?? .missingStyle))
            }
            if name.isBlank { return (style, .system(.emptyFontName)) }
            let legibility = entry.legibilityFontName?.value.stringValue.flatMap {
                $0.isBlank ? nil : $0
            }
            var font = FontSpec(
                name: name, size: size, location: entry.keyLocation, maximumSize: entry.usableMaximumPointSize,
                legibilityName: legibility)
            font.lineHeight = entry.lineHeightMultiple.flatMap { ExtensionKeyRule.lineHeights.contains($0) ? $0 : nil }
            font.letterSpacing = entry.letterSpacingPoints.flatMap {
                ExtensionKeyRule.isUsable(letterSpacing: $0, size: size) ? $0 : nil
            }
            return (style, .custom(font))
        }
    }

    public static func == (lhs: RuntimeVerdict, rhs: RuntimeVerdict) -> Bool {
        lhs.styles.elementsEqual(rhs.styles) { $0.style == $1.style && $0.outcome == $1.outcome }
    }

    public func hash(into hasher: inout Hasher) {
        for (style, outcome) in styles {
            hasher.combine(style)
            hasher.combine(outcome)
        }
    }
}
