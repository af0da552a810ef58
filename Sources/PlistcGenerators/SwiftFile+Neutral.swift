import PlistcDiagnostics
import PlistcStyleDictionary

/// The generated file's platform-neutral part: the enum, its names and its sizes.
extension SwiftFile {
    private var caseDeclarations: String {
        rows.map { row in
            let font =
                VisibleText.escaped(
                    row.origin == .custom ? row.fontName : "\(row.fontName), because \(row.reason ?? "no custom font")")
            var sizes = "\(SizeText.display(row.baseSize)) pt at Large"
            if let largest = row.sizes.last, scale.categories.last == .accessibility5 {
                sizes += ", \(SizeText.display(largest)) pt at AX5"
            }
            return "    /// \(font): \(sizes).\n    case \(row.style.rawValue)"
        }.joined(separator: "\n")
    }

    /// What the type's documentation says about the styles left to the system font.
    private var fallbackNote: String {
        let left = scale.rows.filter { $0.origin == .system }
        guard !left.isEmpty else { return "" }
        let reasons = left.map { VisibleText.escaped($0.reason ?? "the system font") }
        var lines = zip(left, reasons).map { "/// - \($0.style.rawValue): \($1)" }.joined(separator: "\n")
        if left.count == scale.rows.count, Set(reasons).count == 1, let reason = reasons.first {
            lines = "/// - every style: \(reason)"
        }
        if options.onlyDefined {
            return "///\n/// Styles left to the system font, which have no case (--only-defined):\n\(lines)\n"
        }
        return """
            ///
            /// Styles left to the system font are cases too: their fonts are the system text styles, at
            /// Apple's sizes, as ScaledFont shows them on the device:
            \(lines)

            """
    }

    var neutral: String {
        let categories = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            /// The text styles of \(sourceName), each with its font and its size at every content size.
            \(fallbackNote)\(access)enum \(typeName): \(rows.isEmpty ? "" : "String, ")Sendable, CaseIterable {
            \(rows.isEmpty ? "" : caseDeclarations + "\n\n")    /// Dynamic Type content sizes, smallest first, named as SwiftUI's `DynamicTypeSize`.
                \(access)enum ContentSize: String, Sendable, CaseIterable {
                    case \(categories)
                }

                /// The PostScript name of the style's font; `nil` for the system font.
                \(access)var fontName: String? {
            \(switchOver(indent: 8) { $0.origin == .custom ? literal($0.fontName) : "nil" })
                }

                /// The font to use when Bold Text is on, if the style names one.
                \(access)var legibilityFontName: String? {
            \(switchOver(indent: 8) { literal($0.legibilityName) })
                }

                /// The size at the default content size (Large), in points.
                \(access)var baseSize: Double {
            \(switchOver(indent: 8) { SizeText.swift($0.baseSize) })
                }

                /// The largest size the style scales to, if the style sets one, in points.
                \(access)var maximumPointSize: Double? {
            \(switchOver(indent: 8) { row in row.maximumSize.map(SizeText.swift) ?? "nil" })
                }

                /// The size at each content size in `ContentSize.allCases`, in points (model
                /// \(scale.model.rawValue), rounding \(scale.rounding.rawValue)): what every font accessor gives.
                \(access)var pointSizes: [Double] {
            \(switchOver(indent: 8) { "[" + $0.sizes.map(SizeText.swift).joined(separator: ", ") + "]" })
                }

                /// The size at a content size, in points.
                \(access)func pointSize(at contentSize: ContentSize) -> Double {
                    pointSizes[ContentSize.allCases.firstIndex(of: contentSize) ?? 3]
                }

                /// A length that grows with the style's text (padding, an icon's size): `value` times
                /// the style's size at `contentSize` over its size at Large.
                \(access)func scaled(_ value: Double, at contentSize: ContentSize) -> Double {
                    guard baseSize > 0, baseSize.isFinite else { return value }
                    return value * pointSize(at: contentSize) / baseSize
                }

                /// The line height over the size (`lineHeight`: CSS's unitless `line-height`, a
                /// design tool's per cent over 100), if the style sets one: lines this many times
                /// the size apart, baseline to baseline. Not `NSParagraphStyle.lineHeightMultiple`,
                /// which multiplies the font's own line height.
                \(access)var lineHeightRatio: Double? {
            \(switchOver(indent: 8) { row in row.lineHeight.map(SizeText.swift) ?? "nil" })
                }

                @available(*, deprecated, renamed: "lineHeightRatio", message: "it multiplies the size, not the font's own line height as NSParagraphStyle.lineHeightMultiple does")
                \(access)var lineHeightMultiple: Double? { lineHeightRatio }

                /// The letter spacing in points at Large (`letterSpacing`), if the style sets one.
                \(access)var letterSpacing: Double? {
            \(switchOver(indent: 8) { row in row.letterSpacing.map(SizeText.swift) ?? "nil" })
                }

                /// The line height at a content size, in points: the ratio times the size there.
                \(access)func lineHeight(at contentSize: ContentSize) -> Double? {
                    lineHeightRatio.map { $0 * pointSize(at: contentSize) }
                }

                /// How far apart lines are, baseline to baseline, in a font of `fontSize` points whose
                /// own line height is `naturalLineHeight` points: `lineHeightRatio` times the size, or
                /// the font's own line height where the style's is tighter (neither UIKit nor SwiftUI
                /// before iOS 26 draws lines closer than the font's own, so both draw them at it);
                /// `nil` when the style sets none. Each line is centred in its box, as design tools and
                /// CSS draw it: half the extra above the glyphs and half below.
                \(access)func lineBox(fontSize: Double, naturalLineHeight: Double) -> Double? {
                    lineHeightRatio.map { max($0 * fontSize, naturalLineHeight) }
                }

                /// The letter spacing at a content size, in points: it scales with the size.
                \(access)func letterSpacing(at contentSize: ContentSize) -> Double? {
                    letterSpacing.map { scaled($0, at: contentSize) }
                }
            }

            """
    }
}
