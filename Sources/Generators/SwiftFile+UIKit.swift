import StyleDictionary

/// The generated file's UIKit part: text styles, the installed-font check and `uiFont`, with
/// what watchOS (no trait collections) and tvOS (no `largeTitle`) lack left out by `#if`, and
/// `@available` on what needs more than SwiftPM's default deployment targets (iOS 12, tvOS 12,
/// watchOS 4): `largeTitle` (watchOS 5), `UITraitCollection.current` and Bold Text (iOS 13).
extension SwiftFile {
    /// `.title1` for `title`; `largeTitle` becomes `.title1` on tvOS, which lacks it.
    private func uiKitStyle(_ row: TypeScale.Row) -> String {
        guard row.style == .largeTitle else { return String(row.style.uiKitName) }
        return "\n"
            + ["#if os(tvOS)", "    .title1", "#else", "    .largeTitle", "#endif"].joined(separator: "\n")
            .indented(by: 16)
    }

    private var uiKitInitializerCases: String {
        rows.map { row in
            let line = "            case \(row.style.uiKitName): self = .\(row.style.rawValue)"
            return row.style == .largeTitle ? "            #if !os(tvOS)\n    \(line)\n            #endif" : line
        }.joined(separator: "\n")
    }

    private var contentSizeCategoryCases: String {
        ContentSizeCategory.allCases.map { "            case \($0.uiKitName): .\($0.rawValue)" }.joined(separator: "\n")
    }

    var uiKit: String {
        """
        #if canImport(UIKit)
            import UIKit

            @available(watchOS 5.0, *)
            extension \(typeName) {
                /// The UIKit text style the size scales with (`title1` for `largeTitle` on tvOS).
                \(access)var uiTextStyle: UIFont.TextStyle {
        \(switchOver(indent: 12, uiKitStyle))
                }

                /// The style for a UIKit text style; `nil` for one this file has no case for.
                @_disfavoredOverload  // `init(.headline)` means SwiftUI's `Font.TextStyle.headline`.
                \(access)init?(_ textStyle: UIFont.TextStyle) {
                    switch textStyle {
        \(uiKitInitializerCases)
                    default: return nil
                    }
                }

                /// The custom font the style shows now: the Bold Text font when `boldText` and it is
                /// installed, else `fontName` when installed; `nil` when the style shows the system font.
                \(access)func installedFontName(boldText: Bool = false) -> String? {
                    [boldText ? legibilityFontName : nil, fontName].lazy.compactMap { $0 }
                        .first { UIFont(name: $0, size: 12) != nil }
                }

                /// The line height of the font the style shows (the system font's when its own is
                /// missing) at a size, as the font itself sets it, in points.
                \(access)func naturalLineHeight(at size: Double, boldText: Bool = false) -> Double {
                    let font = installedFontName(boldText: boldText).flatMap { UIFont(name: $0, size: CGFloat(size)) }
                    return Double((font ?? UIFont.systemFont(ofSize: CGFloat(size))).lineHeight)
                }\(systemVariantFunction)

                #if DEBUG
                    /// Debug builds: the fonts this file names that do not load, each once. List a
                    /// font's file under `UIAppFonts` in Info.plist and use its PostScript name.
                    \(access)static func missingFonts() -> [String] {
                        var missing: [String] = []
                        for name in allCases.flatMap({ [$0.fontName, $0.legibilityFontName] }).compactMap({ $0 })
                        where !missing.contains(name) && UIFont(name: name, size: 12) == nil {
                            missing.append(name)
                        }
                        return missing
                    }
                #endif
            }

            #if os(watchOS)
                @available(watchOS 5.0, *)
                extension \(typeName) {
                    /// The font scaled by `UIFontMetrics` (clamped to `maximumPointSize`), or the
                    /// system font of the style when the custom font is missing. watchOS has its own
                    /// Dynamic Type sizes, which this file does not model, and no Bold Text font here.
                    \(access)func uiFont() -> UIFont {
                        guard let name = installedFontName(), let font = UIFont(name: name, size: CGFloat(baseSize)) else {
                            return \(systemFallback("UIFont.preferredFont(forTextStyle: uiTextStyle)"))
                        }
                        let metrics = UIFontMetrics(forTextStyle: uiTextStyle)
                        guard let maximumPointSize else { return metrics.scaledFont(for: font) }
                        return metrics.scaledFont(for: font, maximumPointSize: CGFloat(maximumPointSize))
                    }
                }
            #else
                extension \(typeName).ContentSize {
                    /// The content size of a UIKit category; `nil` for `.unspecified` and unknown ones.
                    \(access)init?(_ category: UIContentSizeCategory) {
                        let size: Self? =
                            switch category {
        \(contentSizeCategoryCases.indented(by: 8))
                            default: nil
                            }
                        guard let size else { return nil }
                        self = size
                    }
                }

                @available(iOS 13.0, tvOS 13.0, *)
                extension \(typeName) {
        \(uiFont.indented(by: 12))

                    /// The size at a UIKit content size category, in points (at Large for `.unspecified`).
                    @_disfavoredOverload  // `pointSize(at: .large)` means `ContentSize.large`.
                    \(access)func pointSize(at category: UIContentSizeCategory) -> Double {
                        pointSize(at: ContentSize(category) ?? .large)
                    }

                    /// The attributes of an attributed string in the style for a trait collection
                    /// (`UITraitCollection.current` when `nil`): `uiFont(compatibleWith:)`, and when the
                    /// style sets them, a paragraph style whose lines are `lineHeightMultiple` times the
                    /// font's size tall and the kern of its letter spacing at that size.
                    \(access)func attributes(compatibleWith traitCollection: UITraitCollection? = nil)
                        -> [NSAttributedString.Key: Any]
                    {
                        let font = uiFont(compatibleWith: traitCollection)
                        var attributes: [NSAttributedString.Key: Any] = [.font: font]
                        if let lineHeightMultiple {
                            let paragraph = NSMutableParagraphStyle()
                            paragraph.minimumLineHeight = CGFloat(lineHeightMultiple) * font.pointSize
                            paragraph.maximumLineHeight = CGFloat(lineHeightMultiple) * font.pointSize
                            attributes[.paragraphStyle] = paragraph
                        }
                        if let letterSpacing, baseSize > 0 {
                            attributes[.kern] = CGFloat(letterSpacing / baseSize) * font.pointSize
                        }
                        return attributes
                    }

                    /// A length that grows with the style's text (padding, an icon's size) for a trait
                    /// collection (`UITraitCollection.current` when `nil`); see `scaled(_:at:)`.
                    \(access)func scaled(_ value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
                        let traits = traitCollection ?? UITraitCollection.current
                        return CGFloat(scaled(Double(value), at: ContentSize(traits.preferredContentSizeCategory) ?? .large))
                    }
                }
            #endif
        #else
            extension \(typeName) {
                /// The custom font the style shows: the Bold Text font when `boldText` and the style
                /// names one, else `fontName` (without UIKit, whether it is installed is not checked).
                \(access)func installedFontName(boldText: Bool = false) -> String? {
                    (boldText ? legibilityFontName : nil) ?? fontName
                }

                /// A font's own line height at a size, without UIKit to measure it: 1.2 times the size.
                \(access)func naturalLineHeight(at size: Double, boldText: Bool = false) -> Double {
                    1.2 * size
                }
            }
        #endif

        """
    }

    /// Whether a style has a system-font entry with a design or a weight.
    private var hasSystemVariants: Bool { rows.contains { systemVariant($0) != nil } }

    /// The system text style's font `expression`, in the style's variant when any has one.
    private func systemFallback(_ expression: String) -> String {
        hasSystemVariants ? "systemFont(\(expression))" : expression
    }

    /// `systemFont(_:)`, which gives a text style's font the design and weight of the style's
    /// system-font entry as gewill's ScaledFont does (descriptor attributes; the design from
    /// iOS 13, watchOS 7); empty when no style has one.
    private var systemVariantFunction: String {
        guard hasSystemVariants else { return "" }
        let cases = switchOver(indent: 16) { row in
            let variant = systemVariant(row)
            return "(\(literal(variant?.design)), \(variant?.weight.map { "." + $0 } ?? "nil"))"
        }
        return "\n\n"
            + """
                    /// A system text style's font in the design and weight the style's entry asks for.
                    func systemFont(_ font: UIFont) -> UIFont {
                        let variant: (design: String?, weight: UIFont.Weight?) =
            \(cases)
                        var descriptor = font.fontDescriptor
                        if let weight = variant.weight {
                            descriptor = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])
                        }
                        if let design = variant.design, #available(iOS 13.0, tvOS 13.0, watchOS 7.0, *) {
                            descriptor = descriptor.withDesign(design == "serif" ? .serif : .monospaced) ?? descriptor
                        }
                        return UIFont(descriptor: descriptor, size: 0)
                    }
            """
    }

    /// `uiFont(compatibleWith:)`, with trait collections (every UIKit platform but watchOS).
    private var uiFont: String {
        let scaling =
            uiFontMetricsGivesTheScale
            ? """
                let metrics = UIFontMetrics(forTextStyle: uiTextStyle)
                guard let maximumPointSize else { return metrics.scaledFont(for: font, compatibleWith: traits) }
                return metrics.scaledFont(for: font, maximumPointSize: CGFloat(maximumPointSize), compatibleWith: traits)
            """
            : """
                return font.withSize(CGFloat(pointSize(at: traits.preferredContentSizeCategory)))
            """
        let adjusting =
            uiFontMetricsGivesTheScale
            ? """
            /// `UIFontMetrics` scales it (as this file's sizes model), so a label with
            /// `adjustsFontForContentSizeCategory = true` follows content size changes by itself;
            """
            : """
            /// It is made at this file's size for the collection's content size (model
            /// \(scale.model.rawValue) and rounding \(scale.rounding.rawValue) are not UIFontMetrics'), so set it again
            /// when the content size changes, as for Bold Text;
            """
        return """
            /// The font for a trait collection (`UITraitCollection.current` when `nil`): the Bold
            /// Text font when that is on and installed, else the style's font, else the system font
            /// of the style: never a crash.
            \(adjusting)
            /// Bold Text changes need a new font: on iOS 17 and later,
            /// `registerForTraitChanges([UITraitLegibilityWeight.self]) { (view: MyLabel, _) in … }`;
            /// before, `traitCollectionDidChange(_:)`.
            \(access)func uiFont(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
                let traits = traitCollection ?? UITraitCollection.current
                guard let name = installedFontName(boldText: traits.legibilityWeight == .bold),
                    let font = UIFont(name: name, size: CGFloat(baseSize))
                else {
                    return \(systemFallback("UIFont.preferredFont(forTextStyle: uiTextStyle, compatibleWith: traits)"))
                }
            \(scaling)
            }
            """
    }
}

extension String {
    /// Each line indented `spaces` more; empty lines stay empty.
    func indented(by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }
}
