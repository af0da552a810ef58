// Apple's UIFont, UIFontDescriptor and UIFontMetrics as the documentation prints their Swift
// declarations (SOURCES.md, "UIKit: fonts"): signatures only. What a platform lacks is left
// out with `#if` (the harness rewrites the conditions per platform): on watchOS every
// `compatibleWith:` variant, on tvOS `UIFont.TextStyle.largeTitle`. The stub folds a system
// font's style, design and weight into its name (`.SFUI-…-serif-weight0.4`) for the harness.
@_exported import Foundation

@available(iOS 2.0, tvOS 9.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    let storedName: String
    let storedSize: CGFloat

    init(storedName: String, storedSize: CGFloat) {
        self.storedName = storedName
        self.storedSize = storedSize
    }

    /// `nil` for a name that no installed font has.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self._stubInstalled.contains(fontName) else { return nil }
        storedName = fontName
        storedSize = fontSize
    }

    /// A size of 0 keeps the descriptor's.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        storedName = descriptor.storedName
        storedSize = pointSize == 0 ? descriptor.storedSize : pointSize
    }

    open var fontName: String { storedName }
    open var pointSize: CGFloat { storedSize }
    /// Ascender, descender and leading: the harness's ratio of the size.
    open var lineHeight: CGFloat { storedSize * Self._stubLineHeightRatio }
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: storedName, size: storedSize) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(storedName: storedName, storedSize: fontSize) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(storedName: ".SFUI-Regular", storedSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(storedName: ".SFUI-Regular-weight\(weight.storedValue)", storedSize: fontSize)
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(storedName: ".SFUI-" + style.storedValue, storedSize: _stubSystemSize(style, _stubCategory(nil)))
    }

    #if !os(watchOS)
        @available(iOS 10.0, tvOS 10.0, *) @available(watchOS, unavailable)
        open class func preferredFont(
            forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            UIFont(
                storedName: ".SFUI-" + style.storedValue,
                storedSize: _stubSystemSize(style, _stubCategory(traitCollection)))
        }
    #endif

    /// A string-backed struct of constants (`NS_TYPED_ENUM`).
    public struct TextStyle: Hashable, Sendable {
        let storedValue: String
        public init(rawValue: String) { storedValue = rawValue }
        #if !os(tvOS)
            @available(iOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
            public static let largeTitle: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
        #endif
        public static let title1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        public static let extraLargeTitle: UIFont.TextStyle = UIFont.TextStyle(
            rawValue: "UICTFontTextStyleExtraLargeTitle")
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        public static let extraLargeTitle2: UIFont.TextStyle = UIFont.TextStyle(
            rawValue: "UICTFontTextStyleExtraLargeTitle2")
    }

    /// A `CGFloat`-backed struct of constants (`NS_TYPED_EXTENSIBLE_ENUM`), iOS 8.2.
    public struct Weight: Hashable, Sendable {
        let storedValue: CGFloat
        public init(rawValue: CGFloat) { storedValue = rawValue }
        public init(_ rawValue: CGFloat) { storedValue = rawValue }
        public static let ultraLight: UIFont.Weight = UIFont.Weight(rawValue: -0.8)
        public static let thin: UIFont.Weight = UIFont.Weight(rawValue: -0.6)
        public static let light: UIFont.Weight = UIFont.Weight(rawValue: -0.4)
        public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
        public static let medium: UIFont.Weight = UIFont.Weight(rawValue: 0.23)
        public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
        public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0.4)
        public static let heavy: UIFont.Weight = UIFont.Weight(rawValue: 0.56)
        public static let black: UIFont.Weight = UIFont.Weight(rawValue: 0.62)
    }
}

@available(iOS 7.0, tvOS 9.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    let storedName: String
    let storedSize: CGFloat

    public init(name fontName: String, size: CGFloat) {
        storedName = fontName
        storedSize = size
    }

    /// Only a weight trait changes the stub's descriptor (in its name).
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? UIFont.Weight).map { "-weight\($0.storedValue)" } ?? ""
        return UIFontDescriptor(name: storedName + weight, size: storedSize)
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(name: storedName + "-" + design.storedValue, size: storedSize)
    }

    public struct AttributeName: Hashable, Sendable {
        let storedValue: String
        public static let traits: UIFontDescriptor.AttributeName = UIFontDescriptor.AttributeName(
            storedValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: Hashable, Sendable {
        let storedValue: String
        public static let weight: UIFontDescriptor.TraitKey = UIFontDescriptor.TraitKey(
            storedValue: "NSCTFontWeightTrait")
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
    public struct SystemDesign: Hashable, Sendable {
        let storedValue: String
        public static let `default`: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(
            storedValue: "NSCTFontUIFontDesignDefault")
        public static let rounded: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(
            storedValue: "NSCTFontUIFontDesignRounded")
        @available(watchOS 7.0, *)
        public static let serif: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(
            storedValue: "NSCTFontUIFontDesignSerif")
        @available(watchOS 7.0, *)
        public static let monospaced: UIFontDescriptor.SystemDesign = UIFontDescriptor.SystemDesign(
            storedValue: "NSCTFontUIFontDesignMonospaced")
    }
}

/// Scales as the harness says (`_stubScale`), at the content size of the trait collection
/// given, else the current one; an unspecified content size is Large, as on a device.
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    open func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(Self._stubScale(font.pointSize, textStyle, _stubCategory(nil)))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(Self._stubScale(font.pointSize, textStyle, _stubCategory(nil)), maximumPointSize))
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { Self._stubScale(value, textStyle, _stubCategory(nil)) }

    #if !os(watchOS)
        @available(watchOS, unavailable)
        open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            font.withSize(Self._stubScale(font.pointSize, textStyle, _stubCategory(traitCollection)))
        }

        @available(watchOS, unavailable)
        open func scaledFont(
            for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            let size = Self._stubScale(font.pointSize, textStyle, _stubCategory(traitCollection))
            return font.withSize(min(size, maximumPointSize))
        }

        @available(watchOS, unavailable)
        open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
            Self._stubScale(value, textStyle, _stubCategory(traitCollection))
        }
    #endif
}
