import StyleDictionary

/// The generated file's SwiftUI and UIKit parts, each under `#if canImport`.
extension SwiftFile {
    /// `case .xSmall: .xSmall` for each content size of the scale.
    private var dynamicTypeSizeCases: String {
        scale.categories.map { "case .\($0.rawValue): .\($0.rawValue)" }.joined(separator: "\n                ")
    }

    var swiftUI: String {
        """
        #if canImport(SwiftUI)
            import SwiftUI

            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension \(typeName) {
                /// The SwiftUI text style the size scales with.
                \(access)var textStyle: Font.TextStyle {
            \(switchOver { ".\($0.style.rawValue)" }.indented)
                }

                /// The font, scaled by SwiftUI relative to `textStyle` (`Font.custom(_:size:relativeTo:)`),
                /// or the system font of the style. It does not clamp to `maximumPointSize`, nor follow
                /// Bold Text: `typography(_:)` does both.
                \(access)var font: Font {
                    guard let fontName else { return Self.systemFont(textStyle) }
                    return Font.custom(fontName, size: CGFloat(baseSize), relativeTo: textStyle)
                }

                static func systemFont(_ style: Font.TextStyle) -> Font {
                    switch style {
                    case .largeTitle: Font.largeTitle
                    case .title: Font.title
                    case .title2: Font.title2
                    case .title3: Font.title3
                    case .headline: Font.headline
                    case .subheadline: Font.subheadline
                    case .callout: Font.callout
                    case .footnote: Font.footnote
                    case .caption: Font.caption
                    case .caption2: Font.caption2
                    default: Font.body
                    }
                }
            }

            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            extension \(typeName) {
                /// The size at a SwiftUI Dynamic Type size, in points; `nil` for a size this file was
                /// not generated for.
                \(access)func pointSize(at size: DynamicTypeSize) -> Double? {
                    let contentSize: ContentSize? =
                        switch size {
                        \(dynamicTypeSizeCases)
                        default: nil
                        }
                    return contentSize.map { pointSize(at: $0) }
                }
            }

            /// Applies a style's font at the size Dynamic Type gives it: `@ScaledMetric` scales the base
            /// size once, and `Font.custom(_:fixedSize:)` uses it as it is, so nothing scales twice.
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            \(access)struct \(typeName)Modifier: ViewModifier {
                private let style: \(typeName)
                @ScaledMetric private var scaledSize: CGFloat
                @Environment(\\.legibilityWeight) private var legibilityWeight

                \(access)init(_ style: \(typeName)) {
                    self.style = style
                    _scaledSize = ScaledMetric(wrappedValue: CGFloat(style.baseSize), relativeTo: style.textStyle)
                }

                \(access)func body(content: Content) -> some View {
                    content.font(font)
                }

                private var font: Font {
                    let bold = legibilityWeight == .bold ? style.legibilityFontName : nil
                    guard let name = bold ?? style.fontName else { return \(typeName).systemFont(style.textStyle) }
                    let size = style.maximumPointSize.map { min(scaledSize, CGFloat($0)) } ?? scaledSize
                    return Font.custom(name, fixedSize: size)
                }
            }

            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension View {
                /// Sets the font of a text style from \(sourceName), scaled with Dynamic Type.
                \(access)func typography(_ style: \(typeName)) -> some View {
                    modifier(\(typeName)Modifier(style))
                }
            }
        #endif

        """
    }

    var uiKit: String {
        """
        #if canImport(UIKit)
            import UIKit

            extension \(typeName) {
                /// The UIKit text style the size scales with.
                \(access)var uiTextStyle: UIFont.TextStyle {
            \(switchOver { ".\($0.style.uiKitName.dropFirst())" }.indented)
                }

                /// The font scaled for the current content size by `UIFontMetrics` (clamped to
                /// `maximumPointSize`), the Bold Text font when that is on, and the system font of the
                /// style when the custom font is missing: never a crash. Set
                /// `adjustsFontForContentSizeCategory = true` on the view that shows it.
                \(access)func uiFont(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
                    let bold = traitCollection?.legibilityWeight == .bold ? legibilityFontName : nil
                    guard let name = bold ?? fontName, let font = UIFont(name: name, size: CGFloat(baseSize)) else {
                        return UIFont.preferredFont(forTextStyle: uiTextStyle, compatibleWith: traitCollection)
                    }
                    let metrics = UIFontMetrics(forTextStyle: uiTextStyle)
                    guard let maximumPointSize else { return metrics.scaledFont(for: font, compatibleWith: traitCollection) }
                    return metrics.scaledFont(
                        for: font, maximumPointSize: CGFloat(maximumPointSize), compatibleWith: traitCollection)
                }
            }
        #endif

        """
    }
}
