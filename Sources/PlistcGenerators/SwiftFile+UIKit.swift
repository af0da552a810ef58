import PlistcStyleDictionary

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

    private var categoryCases: String {
        ContentSizeCategory.allCases.map { "            case .\($0.rawValue): \($0.uiKitName)" }.joined(separator: "\n")
    }

    var uiKit: String {
        """
        #if canImport(UIKit)
            import UIKit

            /// The fonts of this file found installed, by PostScript name and size, so that a view's
            /// body or a label's set-up asks UIKit for each once. A name found missing is asked
            /// again: the app may register its font later.
            private final class \(fontCache): @unchecked Sendable {  // `lock` guards `fonts`.
                static let shared = \(fontCache)()
                private let lock = NSLock()
                private var fonts: [String: UIFont] = [:]

                func font(_ name: String, size: CGFloat) -> UIFont? {
                    let key = "\\(size) \\(name)"
                    lock.lock()
                    defer { lock.unlock() }
                    if let font = fonts[key] { return font }
                    let font = UIFont(name: name, size: size)
                    fonts[key] = font
                    return font
                }
            }

            #if !os(watchOS) && !os(visionOS)
                /// `UITraitCollection(traitsFrom:)`, which iOS and tvOS 17 deprecate for
                /// `modifyingTraits(_:)`, for the releases before them: called through a protocol, so
                /// that an app whose deployment target is 17 or later gets no warning for code it
                /// never runs.
                private protocol \(traitMerging) {
                    func merged(_ collections: [UITraitCollection]) -> UITraitCollection
                }

                private struct \(typeName)TraitsFrom: \(traitMerging) {
                    @available(*, deprecated, message: "UITraitCollection(traitsFrom:), for iOS and tvOS before 17")
                    func merged(_ collections: [UITraitCollection]) -> UITraitCollection {
                        UITraitCollection(traitsFrom: collections)
                    }
                }
            #endif

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
                    installedFont(boldText: boldText, size: CGFloat(baseSize))?.fontName
                }

                /// The custom font the style shows now at a size (see `installedFontName(boldText:)`),
                /// each name and size looked up once; `nil` when the style shows the system font.
                \(access)func installedFont(boldText: Bool = false, size: CGFloat) -> UIFont? {
                    for name in [boldText ? legibilityFontName : nil, fontName] {
                        if let name, let font = \(fontCache).shared.font(name, size: size) { return font }
                    }
                    return nil
                }

                /// The size and own line height (`UIFont.lineHeight`) of the font the style shows at a
                /// content size, in points: its custom font at this file's size, else the system font
                /// of the style there, as `uiFont(compatibleWith:)` and SwiftUI show it (on watchOS,
                /// whose Dynamic Type sizes this file does not model, the system font at this file's).
                \(access)func shownFont(at contentSize: ContentSize, boldText: Bool = false) -> (pointSize: Double, lineHeight: Double) {
                    let size = CGFloat(pointSize(at: contentSize))
                    #if os(watchOS)
                        let fallback = UIFont.systemFont(ofSize: size)
                    #else
                        let traits = UITraitCollection(preferredContentSizeCategory: contentSize.category)
                        let fallback = \(systemFallback("UIFont.preferredFont(forTextStyle: uiTextStyle, compatibleWith: traits)"))
                    #endif
                    let font = installedFont(boldText: boldText, size: size) ?? fallback
                    return (Double(font.pointSize), Double(font.lineHeight))
                }\(uiKitSystemFontFunction)

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
                        guard let font = installedFont(size: CGFloat(baseSize)) else {
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

                    /// The UIKit category of the content size.
                    \(access)var category: UIContentSizeCategory {
                        switch self {
        \(categoryCases.indented(by: 4))
                        }
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
                    /// (`resolvedTraits(_:)`): `uiFont(compatibleWith:)`, and for a style that sets them,
                    /// its line box and its tracking. Lines are `lineHeightRatio` times the font's size
                    /// apart (`minimumLineHeight` = `maximumLineHeight`; the font's own line height where
                    /// that is more), each centred in its box by a `baselineOffset` of half what the box
                    /// adds to the font's line height, as design tools and CSS draw them. Letter spacing,
                    /// scaled with the size, is `.tracking` (iOS 14; `.kern` before), as SwiftUI's
                    /// `tracking(_:)`: it keeps ligatures.
                    \(access)func attributes(compatibleWith traitCollection: UITraitCollection? = nil)
                        -> [NSAttributedString.Key: Any]
                    {
                        let font = uiFont(compatibleWith: traitCollection)
                        var attributes: [NSAttributedString.Key: Any] = [.font: font]
                        if let lineBox = lineBox(fontSize: Double(font.pointSize), naturalLineHeight: Double(font.lineHeight)) {
                            let paragraph = NSMutableParagraphStyle()
                            paragraph.minimumLineHeight = CGFloat(lineBox)
                            paragraph.maximumLineHeight = CGFloat(lineBox)
                            attributes[.paragraphStyle] = paragraph
                            attributes[.baselineOffset] = (CGFloat(lineBox) - font.lineHeight) / 2
                        }
                        if let letterSpacing, baseSize > 0 {
                            let points = CGFloat(letterSpacing / baseSize) * font.pointSize
                            if #available(iOS 14.0, tvOS 14.0, *) {
                                attributes[.tracking] = points
                            } else {
                                attributes[.kern] = points
                            }
                        }
                        return attributes
                    }

                    /// A length that grows with the style's text (padding, an icon's size) for a trait
                    /// collection (`resolvedTraits(_:)`); see `scaled(_:at:)`.
                    \(access)func scaled(_ value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
                        let traits = Self.resolvedTraits(traitCollection)
                        return CGFloat(scaled(Double(value), at: ContentSize(traits.preferredContentSizeCategory) ?? .large))
                    }

        \(traitResolution.indented(by: 12))
                }
            #endif
        #else
            extension \(typeName) {
                /// The custom font the style shows: the Bold Text font when `boldText` and the style
                /// names one, else `fontName` (without UIKit, whether it is installed is not checked).
                \(access)func installedFontName(boldText: Bool = false) -> String? {
                    (boldText ? legibilityFontName : nil) ?? fontName
                }

                /// The size of the style's font at a content size and its own line height, without
                /// UIKit to measure it: 1.2 times the size.
                \(access)func shownFont(at contentSize: ContentSize, boldText: Bool = false) -> (pointSize: Double, lineHeight: Double) {
                    let size = pointSize(at: contentSize)
                    return (size, 1.2 * size)
                }
            }
        #endif

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
