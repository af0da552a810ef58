// Apple's `Font`, as the SDKs' SwiftUI interfaces declare it (SOURCES.md, "Font"): signatures
// only; the bodies record what was asked for, for the harness to read through Hooks.swift.
@_exported import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    var provider: AnyFontBox
    init(_ kind: _StubKind) { provider = AnyFontBox(kind: kind) }
    public func hash(into hasher: inout Hasher) { hasher.combine(provider) }
    public static func == (lhs: Font, rhs: Font) -> Bool { lhs.provider == rhs.provider }
}

/// What a font is (Apple's is a class hierarchy of providers).
@usableFromInline struct AnyFontBox: Hashable, Sendable {
    var kind: Font._StubKind
    var weight: Font.Weight? = nil
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public static let largeTitle: Font = Font(.textStyle(.largeTitle))
    public static let title: Font = Font(.textStyle(.title))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = Font(.textStyle(.title2))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = Font(.textStyle(.title3))
    public static let headline: Font = Font(.textStyle(.headline))
    public static let subheadline: Font = Font(.textStyle(.subheadline))
    public static let body: Font = Font(.textStyle(.body))
    public static let callout: Font = Font(.textStyle(.callout))
    public static let footnote: Font = Font(.textStyle(.footnote))
    public static let caption: Font = Font(.textStyle(.caption))
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = Font(.textStyle(.caption2))
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(.system(style, design: design, weight: weight))
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @_disfavoredOverload public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(.system(style, design: design, weight: nil))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.TextStyle: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.TextStyle: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.Weight: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public enum Design: Hashable, Sendable {
        case `default`
        @available(watchOS 7.0, *)
        case serif
        case rounded
        @available(watchOS 7.0, *)
        case monospaced
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.provider.weight = weight
        return font
    }
    @frozen public struct Weight: Hashable {
        internal var value: CGFloat
        public static let ultraLight: Font.Weight = Font.Weight(value: -0.8)
        public static let thin: Font.Weight = Font.Weight(value: -0.6)
        public static let light: Font.Weight = Font.Weight(value: -0.4)
        public static let regular: Font.Weight = Font.Weight(value: 0)
        public static let medium: Font.Weight = Font.Weight(value: 0.23)
        public static let semibold: Font.Weight = Font.Weight(value: 0.3)
        public static let bold: Font.Weight = Font.Weight(value: 0.4)
        public static let heavy: Font.Weight = Font.Weight(value: 0.56)
        public static let black: Font.Weight = Font.Weight(value: 0.62)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size: size, relativeTo: nil))
    }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(.custom(name, size: size, relativeTo: textStyle))
    }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.fixed(name, size: fixedSize)) }
}
