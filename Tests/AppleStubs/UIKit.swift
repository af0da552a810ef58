// A stand-in for the parts of Apple's UIKit that plistc's generated Swift uses, so that the
// generated code is type-checked on Linux. Declarations only; nothing here runs.
//
// Every signature is copied from Apple's published interface, as collected with sources in
// the workspace's docs/apple-api.md: the iOS 17.4 SDK UIKit headers and apinotes (S2) and
// developer.apple.com documentation (S4); UITraitCollection.legibilityWeight and
// UILegibilityWeight from developer.apple.com/documentation/uikit/uitraitcollection/
// legibilityweight and /uikit/uilegibilityweight. Bodies are placeholders.
@_exported import Foundation

// S4 uikit/uilegibilityweight: enum UILegibilityWeight (Int raw values)
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

// S4 uikit/uitraitcollection/legibilityweight: var legibilityWeight: UILegibilityWeight { get }
open class UITraitCollection {
    public init() {}
    open var legibilityWeight: UILegibilityWeight { .unspecified }
}

open class UIFont {
    // S2 apinotes / S4 uikit/uifont/textstyle: struct UIFont.TextStyle with static members
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    private init() {}

    // S4 uikit/uifont/init(name:size:): init?(name fontName: String, size fontSize: CGFloat)
    public init?(name fontName: String, size fontSize: CGFloat) { return nil }

    // S4 uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

    // S4 uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { UIFont() }
}

// S2 UIFontMetrics.h / S4 uikit/uifontmetrics
open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { font }
}
