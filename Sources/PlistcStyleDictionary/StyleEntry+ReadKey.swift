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
            case 6: ReadKey.design.matches(text) ?? ReadKey.weight.matches(text)
            case 8: ReadKey.fontName.matches(text) ?? ReadKey.fontSize.matches(text)
            case 10: ReadKey.lineHeight.matches(text)
            case 13: ReadKey.letterSpacing.matches(text)
            case 16: ReadKey.maximumPointSize.matches(text)
            case 18: ReadKey.legibilityFontName.matches(text)
            default: nil
            }
        }

        /// The key, when `text` spells it.
        private func matches(_ text: String) -> ReadKey? {
            PlistDictionary.sameKey(text, spelling) ? self : nil
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
