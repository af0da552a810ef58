import PlistcStyleDictionary

/// The generated file's SwiftUI part: text styles, fonts and the `View` modifier. What needs
/// more than iOS 13, macOS 10.15, tvOS 13 and watchOS 6 says so with `@available`.
extension SwiftFile {
    static let availability14 = "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)"
    static let availability15 = "@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)"

    private var modifierType: String { typeName + "Modifier" }

    /// `case .body: self = .body` for each case, from SwiftUI's own text style names.
    private var textStyleInitializerCases: String {
        rows.map { "            case .\($0.style.rawValue): self = .\($0.style.rawValue)" }.joined(separator: "\n")
    }

    /// `case .large: .large` for each content size, for `DynamicTypeSize`.
    private var dynamicTypeSizeCases: String {
        ContentSizeCategory.allCases.map { "                case .\($0.rawValue): .\($0.rawValue)" }
            .joined(separator: "\n")
    }

    /// `Font.body`, or with a system-font entry's variant `Self.systemFont(.body, design: .serif,
    /// weight: .bold)`: the design and weight gewill's ScaledFont gives it.
    private func systemFont(_ row: TypeScale.Row) -> String {
        let style = row.style.rawValue
        guard let variant = systemVariant(row) else { return "Font.\(style)" }
        let design = variant.design.map { "." + $0 } ?? "nil"
        let weight = variant.weight.map { "." + $0 } ?? "nil"
        return "Self.systemFont(.\(style), design: \(design), weight: \(weight))"
    }

    /// `systemFont(_:design:weight:)`: iOS 16's `Font.system(_:design:weight:)` where it exists,
    /// else iOS 13's `system(_:design:)` and `weight(_:)`; empty when no style needs it.
    private var swiftUISystemFontFunction: String {
        guard rows.contains(where: { systemVariant($0) != nil }) else { return "" }
        return """


                    /// A system text style's font in a design and weight: `Font.system(_:design:weight:)`
                    /// from iOS 16, before it `system(_:design:)` with `weight(_:)`.
                    static func systemFont(_ style: Font.TextStyle, design: Font.Design?, weight: Font.Weight?) -> Font {
                        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                            return Font.system(style, design: design, weight: weight)
                        }
                        let font = Font.system(style, design: design ?? .default)
                        return weight.map { font.weight($0) } ?? font
                    }
            """
    }

    /// The modifier's body: the font, and in a file that sets them, the line box and the
    /// tracking, each only for a style that sets it (what the caller set stays otherwise).
    private var modifierBody: String {
        guard hasSpacing else {
            return """
                        \(access)func body(content: Content) -> some View {
                            content.font(style.font(for: dynamicTypeSize, legibilityWeight: legibilityWeight))
                        }
                """
        }
        return """
                    \(access)func body(content: Content) -> some View {
                        content.font(style.font(for: dynamicTypeSize, legibilityWeight: legibilityWeight))
                            .modifier(
                                \(typeName)Lines(
                                    spacing: style.lineSpacing(for: dynamicTypeSize, legibilityWeight: legibilityWeight)))
                            .modifier(\(typeName)Tracking(points: style.tracking(for: dynamicTypeSize)))
                    }
            """
    }

    /// The two private modifiers the body applies, in a file that sets spacing.
    private var spacingModifiers: String {
        guard hasSpacing else { return "" }
        return """


                /// Lines `spacing` apart (what the line box adds to the font's own line height) with half of
                /// it above the first line and half below the last, so that every line's box is the style's
                /// line height and its glyphs are centred in it; nothing for a style without a line height.
                \(Self.availability15)
                private struct \(typeName)Lines: ViewModifier {
                    let spacing: Double?

                    @ViewBuilder
                    func body(content: Content) -> some View {
                        if let spacing {
                            content.lineSpacing(CGFloat(spacing)).padding(.vertical, CGFloat(spacing / 2))
                        } else {
                            content
                        }
                    }
                }

                /// The tracking (from iOS 16, where `View.tracking(_:)` is); nothing for a style without
                /// a letter spacing.
                \(Self.availability15)
                private struct \(typeName)Tracking: ViewModifier {
                    let points: Double?

                    @ViewBuilder
                    func body(content: Content) -> some View {
                        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), let points {
                            content.tracking(CGFloat(points))
                        } else {
                            content
                        }
                    }
                }
            """
    }

    var swiftUI: String {
        """
        #if canImport(SwiftUI)
            import SwiftUI

            \(Self.availability14)
            extension \(typeName) {
                /// The SwiftUI text style the size scales with.
                \(access)var textStyle: Font.TextStyle {
        \(switchOver(indent: 12) { ".\($0.style.rawValue)" })
                }

                /// The style for a SwiftUI text style; `nil` for one this file has no case for.
                \(access)init?(_ textStyle: Font.TextStyle) {
                    switch textStyle {
        \(textStyleInitializerCases)
                    default: return nil
                    }
                }

                /// The system font of the style: what it shows when its custom font is missing (in the
                /// design and weight a system-font entry asks for, as gewill's ScaledFont makes it).
                \(access)var systemFont: Font {
        \(switchOver(indent: 12, systemFont))
                }\(swiftUISystemFontFunction)

                /// The font, scaled by SwiftUI itself relative to `textStyle`
                /// (`Font.custom(_:size:relativeTo:)`), or the system font when the custom font is
                /// missing. SwiftUI's scaling is taken to be UIFontMetrics' (not measured), without
                /// `maximumPointSize` or Bold Text: `\(modifierName)(_:)` and
                /// `font(for:legibilityWeight:)` give this file's sizes.
                \(access)var font: Font {
                    guard let name = installedFontName() else { return systemFont }
                    return Font.custom(name, size: CGFloat(baseSize), relativeTo: textStyle)
                }
            }

            \(Self.availability15)
            extension \(typeName).ContentSize {
                /// The content size of a SwiftUI Dynamic Type size (one newer than this file: the
                /// nearest it knows).
                \(access)init(_ dynamicTypeSize: DynamicTypeSize) {
                    self =
                        switch dynamicTypeSize {
        \(dynamicTypeSizeCases)
                        @unknown default: dynamicTypeSize > .accessibility5 ? .accessibility5 : .large
                        }
                }
            }

            \(Self.availability15)
            extension \(typeName) {
                /// The size at a SwiftUI Dynamic Type size, in points.
                \(access)func pointSize(for dynamicTypeSize: DynamicTypeSize) -> Double {
                    pointSize(at: ContentSize(dynamicTypeSize))
                }

                /// The font at a Dynamic Type size, at this file's size for it: the Bold Text font
                /// when `legibilityWeight` is `.bold` and the style names one, and the system text
                /// style (with its weight) when the custom font is missing.
                \(access)func font(for dynamicTypeSize: DynamicTypeSize, legibilityWeight: LegibilityWeight? = nil) -> Font {
                    guard let name = installedFontName(boldText: legibilityWeight == .bold) else { return systemFont }
                    return Font.custom(name, fixedSize: CGFloat(pointSize(for: dynamicTypeSize)))
                }

                /// A length that grows with the style's text at a Dynamic Type size (padding, an
                /// icon's size); see `scaled(_:at:)`.
                \(access)func scaled(_ value: CGFloat, for dynamicTypeSize: DynamicTypeSize) -> CGFloat {
                    CGFloat(scaled(Double(value), at: ContentSize(dynamicTypeSize)))
                }

                /// What `lineSpacing(_:)` adds between lines for the style's line box at a Dynamic
                /// Type size (`lineBox(fontSize:naturalLineHeight:)` of the font shown there,
                /// `shownFont(at:boldText:)`): the box minus the font's own line height; the modifier
                /// also pads the text by half of it above and below. `nil` when the style sets no
                /// line height.
                \(access)func lineSpacing(for dynamicTypeSize: DynamicTypeSize, legibilityWeight: LegibilityWeight? = nil)
                    -> Double?
                {
                    let shown = shownFont(at: ContentSize(dynamicTypeSize), boldText: legibilityWeight == .bold)
                    return lineBox(fontSize: shown.pointSize, naturalLineHeight: shown.lineHeight).map { $0 - shown.lineHeight }
                }

                /// The tracking (letter spacing) at a Dynamic Type size, in points; `nil` when the
                /// style sets none.
                \(access)func tracking(for dynamicTypeSize: DynamicTypeSize) -> Double? {
                    letterSpacing(at: ContentSize(dynamicTypeSize))
                }
            }

            /// Applies a style's font at this file's size for the view's Dynamic Type size, with the
            /// Bold Text font when that is on and the system text style when the font is missing;
            /// for a style that sets them, its line height (lines that far apart, each centred in its
            /// box as design tools draw it; the half-boxes above the first line and below the last are
            /// padding, so apply it to the `Text` itself) and its tracking. What a style does not set,
            /// such as a `lineSpacing(_:)` around it, is left as the caller set it.
            \(Self.availability15)
            \(access)struct \(modifierType): ViewModifier {
                private let style: \(typeName)
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                @Environment(\\.legibilityWeight) private var legibilityWeight

                nonisolated \(access)init(_ style: \(typeName)) {
                    self.style = style
                }

        \(modifierBody)
            }

            \(Self.availability15)
            extension View {
                /// Sets the font of a text style from \(sourceName), scaled with Dynamic Type and
                /// following Bold Text: `Text("Hello").\(modifierName)(.body)`.
                nonisolated \(access)func \(modifierName)(_ style: \(typeName)) -> some View {
                    modifier(\(modifierType)(style))
                }
            }\(spacingModifiers)
        #endif

        """
    }
}
