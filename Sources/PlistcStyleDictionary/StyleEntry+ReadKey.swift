import PlistcDiagnostics
import PlistcPropertyList

extension StyleEntry {
    /// The keys a style entry's decoder reads, each numbering its slot among the positions an
    /// entry keeps.
    enum ReadKey: Int, CaseIterable {
        case fontName, fontSize, maximumPointSize, legibilityFontName, lineHeight, letterSpacing, design, weight

        /// The positions of an entry that has none of the keys.
        static let absent = SIMD8<Int>(repeating: -1)

        /// The key as a plist spells it.
        var spelling: String {
            switch self {
            case .fontName: "fontName"
            case .fontSize: "fontSize"
            case .maximumPointSize: "maximumPointSize"
            case .legibilityFontName: "legibilityFontName"
            case .lineHeight: "lineHeight"
            case .letterSpacing: "letterSpacing"
            case .design: "design"
            case .weight: "weight"
            }
        }

        /// The key spelled exactly (byte for byte) `text`, when it is one of them. The length
        /// picks one or two candidates, so that most keys are told apart without reading them.
        static func spelled(_ text: String) -> ReadKey? {
            switch text.utf8.count {
            case 6, 8, 10, 13, 16, 18:
                text.utf8.withContiguousStorageIfAvailable(spelled)
                    ?? allCases.first { PlistDictionary.sameKey(text, $0.spelling) }
            default: nil
            }
        }

        /// The key spelled exactly `bytes`, when it is one of them.
        private static func spelled(_ bytes: UnsafeBufferPointer<UInt8>) -> ReadKey? {
            switch bytes.count {
            case 6: design.matches(bytes) ?? weight.matches(bytes)
            case 8: fontName.matches(bytes) ?? fontSize.matches(bytes)
            case 10: lineHeight.matches(bytes)
            case 13: letterSpacing.matches(bytes)
            case 16: maximumPointSize.matches(bytes)
            case 18: legibilityFontName.matches(bytes)
            default: nil
            }
        }

        /// Each key's spelling as bytes, by raw value.
        private static let spellingBytes = allCases.map { Array($0.spelling.utf8) }

        /// The key, when `bytes` spell it.
        private func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> ReadKey? {
            Self.spellingBytes[rawValue].hasSameBytes(as: bytes) ? self : nil
        }

        /// Where each key last stands among `dictionary`'s entries, in one pass over them;
        /// `design` and `weight` only with `systemFontVariants` (the gewill fork reads them, no
        /// other runtime does).
        static func lastPositions(in dictionary: PlistDictionary, systemFontVariants: Bool) -> SIMD8<Int> {
            var positions = absent
            for position in dictionary.entries.indices {
                guard let key = spelled(dictionary.entries[position].key),
                    systemFontVariants || (key != .design && key != .weight)
                else { continue }
                positions[key.rawValue] = position
            }
            return positions
        }
    }
}
