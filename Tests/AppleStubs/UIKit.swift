// A stand-in for the parts of Apple's UIKit that plistc's generated Swift and its users' call
// sites touch, so that generated code is compiled on Linux for every platform that has UIKit
// (iOS, Mac Catalyst, tvOS, watchOS, visionOS) and run.
//
// Declarations follow Apple's headers and documentation as collected, with sources, in the
// workspace's docs/apple-api.md and docs/apple-availability.md (§2). What a platform lacks is
// left out with `#if` (the harness rewrites the conditions per platform): on watchOS
// `UITraitCollection`, `UIContentSizeCategory`, `UILegibilityWeight` and every
// `compatibleWith:` variant; on tvOS `UIFont.TextStyle.largeTitle`.
//
// Members named `_stub…` are not Apple's: they let the harness choose which fonts are
// installed, how `UIFontMetrics` scales and the current content size, and read back sizes.
@_exported import Foundation

open class UIFont: @unchecked Sendable {
    /// `UIFont.TextStyle`, a string-backed struct of constants.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        #if !os(tvOS)
            @available(iOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
            public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        #endif
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
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    }

    /// Stub only: the PostScript names `UIFont(name:size:)` finds.
    nonisolated(unsafe) public static var _stubInstalled: Set<String> = []
    /// Stub only: Apple's system size for a text style at a content size (its raw value).
    nonisolated(unsafe) public static var _stubSystemSize: (TextStyle, String) -> CGFloat = { _, _ in 17 }

    /// `struct UIFont.Weight` (raw value `CGFloat`), iOS 8.2.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let fontName: String
    public let pointSize: CGFloat
    /// Stub only: the line height as a multiple of the size, for every font.
    nonisolated(unsafe) public static var _stubLineHeightRatio: CGFloat = 1.25
    /// The font's own line height (ascender, descender and leading), in points.
    open var lineHeight: CGFloat { pointSize * Self._stubLineHeightRatio }
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    /// A size of 0 keeps the descriptor's.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontName = descriptor._stubName
        self.pointSize = pointSize == 0 ? descriptor._stubSize : pointSize
    }

    /// Failable: `nil` for a name that no installed font has.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard Self._stubInstalled.contains(fontName) else { return nil }
        self.fontName = fontName
        pointSize = fontSize
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(fontName: ".SFUI-" + style.rawValue, pointSize: _stubSystemSize(style, UIFontMetrics._stubCategory))
    }

    #if !os(watchOS)
        @available(iOS 10.0, tvOS 10.0, *) @available(watchOS, unavailable)
        open class func preferredFont(
            forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            UIFont(fontName: ".SFUI-" + style.rawValue, pointSize: _stubSystemSize(style, category(traitCollection)))
        }
    #endif
}

/// `NS_SWIFT_SENDABLE`. The stub folds a design and a weight into the font's name
/// (`.SFUI-…-serif-0.4`), for the harness to read.
open class UIFontDescriptor: @unchecked Sendable {
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
    public struct SystemDesign: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        @available(watchOS 7.0, *) public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        @available(watchOS 7.0, *)
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public let _stubName: String
    public let _stubSize: CGFloat

    init(name: String, size: CGFloat) {
        _stubName = name
        _stubSize = size
    }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? UIFont.Weight).map { "-weight\($0.rawValue)" } ?? ""
        return UIFontDescriptor(name: _stubName + weight, size: _stubSize)
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 5.2, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(name: _stubName + "-" + design.rawValue, size: _stubSize)
    }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: @unchecked Sendable {
    /// Stub only: the content size (raw value) that the calls without a trait collection use.
    nonisolated(unsafe) public static var _stubCategory = "UICTContentSizeCategoryL"
    /// Stub only: how a size scales for a text style at a content size.
    nonisolated(unsafe) public static var _stubScale: (CGFloat, UIFont.TextStyle, String) -> CGFloat = { size, _, _ in
        size
    }

    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    open func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(Self._stubScale(font.pointSize, textStyle, Self._stubCategory))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(Self._stubScale(font.pointSize, textStyle, Self._stubCategory), maximumPointSize))
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { Self._stubScale(value, textStyle, Self._stubCategory) }

    #if !os(watchOS)
        @available(watchOS, unavailable)
        open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            font.withSize(Self._stubScale(font.pointSize, textStyle, category(traitCollection)))
        }

        @available(watchOS, unavailable)
        open func scaledFont(
            for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            let size = Self._stubScale(font.pointSize, textStyle, category(traitCollection))
            return font.withSize(min(size, maximumPointSize))
        }

        @available(watchOS, unavailable)
        open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
            Self._stubScale(value, textStyle, category(traitCollection))
        }
    #endif
}

#if !os(watchOS)
    /// The content size a trait collection asks for, the current one when it has none.
    func category(_ traits: UITraitCollection?) -> String {
        guard let category = traits?.preferredContentSizeCategory, category != .unspecified else {
            return UIFontMetrics._stubCategory
        }
        return category.rawValue
    }

    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    public enum UILegibilityWeight: Int, Sendable {
        case unspecified = -1
        case regular = 0
        case bold = 1
    }

    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
        public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
        public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
        public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
        public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
        public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
        public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
        public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
        public static let accessibilityMedium = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityM")
        public static let accessibilityLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityL")
        public static let accessibilityExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXL")
        public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXL")
        public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    }

    /// `NS_SWIFT_SENDABLE`, not main-actor isolated.
    @available(iOS 8.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class UITraitCollection: @unchecked Sendable {
        /// Stub only: the collection `current` returns.
        nonisolated(unsafe) public static var _stubCurrent = UITraitCollection()

        @available(iOS 13.0, tvOS 13.0, *)
        open class var current: UITraitCollection {
            get { _stubCurrent }
            set { _stubCurrent = newValue }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        open var legibilityWeight: UILegibilityWeight { weight }

        @available(iOS 10.0, tvOS 10.0, *)
        open var preferredContentSizeCategory: UIContentSizeCategory { category }

        private let weight: UILegibilityWeight
        private let category: UIContentSizeCategory

        public init() {
            weight = .unspecified
            category = .unspecified
        }

        @available(iOS 10.0, tvOS 10.0, *)
        public init(preferredContentSizeCategory: UIContentSizeCategory) {
            weight = .unspecified
            category = preferredContentSizeCategory
        }

        @available(iOS 13.0, tvOS 13.0, *)
        public init(legibilityWeight: UILegibilityWeight) {
            weight = legibilityWeight
            category = .unspecified
        }

        /// Deprecated in iOS 17 and visionOS 1 for `modifyingTraits(_:)`: each trait from the
        /// last collection that specifies it.
        @available(iOS, introduced: 8.0, deprecated: 17.0)
        @available(visionOS, introduced: 1.0, deprecated: 1.0)
        public init(traitsFrom traitCollections: [UITraitCollection]) {
            weight = traitCollections.last { $0.weight != .unspecified }?.weight ?? .unspecified
            category = traitCollections.last { $0.category != .unspecified }?.category ?? .unspecified
        }

        @available(iOS 17.0, tvOS 17.0, *)
        public func modifyingTraits(_ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void)
            -> UITraitCollection
        {
            var traits: any UIMutableTraits = _StubMutableTraits(
                preferredContentSizeCategory: category, legibilityWeight: weight)
            mutations(&traits)
            return UITraitCollection(
                _stubCategory: traits.preferredContentSizeCategory, weight: traits.legibilityWeight)
        }

        /// Stub only: a collection with both traits.
        public init(_stubCategory category: UIContentSizeCategory, weight: UILegibilityWeight) {
            self.weight = weight
            self.category = category
        }
    }

    /// The traits `modifyingTraits(_:)` lets a closure change (two of them here).
    @available(iOS 17.0, tvOS 17.0, *)
    public protocol UIMutableTraits {
        var preferredContentSizeCategory: UIContentSizeCategory { get set }
        var legibilityWeight: UILegibilityWeight { get set }
    }

    /// Stub only: the mutable traits `modifyingTraits(_:)` hands its closure.
    @available(iOS 17.0, tvOS 17.0, *)
    struct _StubMutableTraits: UIMutableTraits {
        var preferredContentSizeCategory: UIContentSizeCategory
        var legibilityWeight: UILegibilityWeight
    }

    /// `UIApplication` (main-actor isolated); `shared` is unavailable in app extensions.
    @MainActor open class UIApplication {
        /// Stub only: what the user chose in Settings.
        nonisolated(unsafe) public static var _stubPreferredContentSizeCategory = UIContentSizeCategory.large
        private static let application = UIApplication()

        open class var shared: UIApplication { application }
        open var preferredContentSizeCategory: UIContentSizeCategory { Self._stubPreferredContentSizeCategory }
    }

    /// `UIAccessibility`'s Swift namespace: `UIAccessibilityIsBoldTextEnabled()` (NS_SWIFT_UI_ACTOR).
    public enum UIAccessibility {
        /// Stub only: whether Bold Text is on in Settings.
        nonisolated(unsafe) public static var _stubBoldText = false
        @MainActor public static var isBoldTextEnabled: Bool { _stubBoldText }
    }
#endif

/// `NSParagraphStyle` and the attribute keys UIKit adds to `NSAttributedString.Key`.
open class NSParagraphStyle: @unchecked Sendable {
    public init() {}
    open var minimumLineHeight: CGFloat { storedMinimum }
    open var maximumLineHeight: CGFloat { storedMaximum }
    var storedMinimum: CGFloat = 0
    var storedMaximum: CGFloat = 0
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override open var minimumLineHeight: CGFloat {
        get { storedMinimum }
        set { storedMinimum = newValue }
    }
    override open var maximumLineHeight: CGFloat {
        get { storedMaximum }
        set { storedMaximum = newValue }
    }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
