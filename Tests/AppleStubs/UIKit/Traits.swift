// Apple's trait collections, content sizes, application and accessibility settings, as the
// documentation and the UIKit overlay's interface declare them (SOURCES.md, "UIKit: traits"):
// signatures only. watchOS has none of them but `UIAccessibility`.

#if !os(watchOS)
    @available(iOS 13.0, tvOS 13.0, *) @available(watchOS, unavailable)
    public enum UILegibilityWeight: Int, Sendable {
        case unspecified = -1
        case regular = 0
        case bold = 1
    }

    /// A string-backed struct of constants (`NS_TYPED_ENUM`).
    @available(iOS 7.0, tvOS 9.0, *) @available(watchOS, unavailable)
    public struct UIContentSizeCategory: Hashable, Sendable {
        let storedValue: String
        public init(rawValue: String) { storedValue = rawValue }
        public static let unspecified: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "_UICTContentSizeCategoryUnspecified")
        public static let extraSmall: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryXS")
        public static let small: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
        public static let medium: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
        public static let large: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
        public static let extraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryXL")
        public static let extraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryXXL")
        public static let extraExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryXXXL")
        public static let accessibilityMedium: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityM")
        public static let accessibilityLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityL")
        public static let accessibilityExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXL")
        public static let accessibilityExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXL")
        public static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @available(iOS 11.0, tvOS 11.0, *)
    extension UIContentSizeCategory {
        public var isAccessibilityCategory: Bool { storedValue.contains("Accessibility") }
        public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
            left._stubIndex < right._stubIndex
        }
        public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
            left._stubIndex <= right._stubIndex
        }
        public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
            left._stubIndex > right._stubIndex
        }
        public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
            left._stubIndex >= right._stubIndex
        }
    }

    /// `NS_SWIFT_SENDABLE`, not main-actor isolated. Nothing here is filled in from the app: an
    /// unspecified trait stays unspecified, and `UIFontMetrics` reads an unspecified content
    /// size as Large, as a device does.
    @available(iOS 8.0, tvOS 9.0, *) @available(watchOS, unavailable)
    open class UITraitCollection: NSObject, @unchecked Sendable {
        let storedWeight: UILegibilityWeight
        let storedCategory: UIContentSizeCategory

        init(storedCategory: UIContentSizeCategory, storedWeight: UILegibilityWeight) {
            self.storedCategory = storedCategory
            self.storedWeight = storedWeight
        }

        public override init() {
            storedWeight = .unspecified
            storedCategory = .unspecified
        }

        @available(iOS 10.0, tvOS 10.0, *)
        public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
            self.init(storedCategory: preferredContentSizeCategory, storedWeight: .unspecified)
        }

        @available(iOS 13.0, tvOS 13.0, *)
        public convenience init(legibilityWeight: UILegibilityWeight) {
            self.init(storedCategory: .unspecified, storedWeight: legibilityWeight)
        }

        /// Each trait from the last collection that specifies it.
        @available(iOS, introduced: 8.0, deprecated: 17.0)
        @available(visionOS, introduced: 1.0, deprecated: 1.0)
        public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
            self.init(
                storedCategory: traitCollections.last { $0.storedCategory != .unspecified }?.storedCategory
                    ?? .unspecified,
                storedWeight: traitCollections.last { $0.storedWeight != .unspecified }?.storedWeight ?? .unspecified)
        }

        @available(iOS 13.0, tvOS 13.0, *)
        open class var current: UITraitCollection {
            get { _StubTraits.current }
            set { _StubTraits.current = newValue }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        open var legibilityWeight: UILegibilityWeight { storedWeight }

        @available(iOS 10.0, tvOS 10.0, *)
        open var preferredContentSizeCategory: UIContentSizeCategory { storedCategory }
    }

    @available(iOS 17.0, tvOS 17.0, *)
    extension UITraitCollection {
        public typealias TraitMutations = (_ mutableTraits: inout any UIMutableTraits) -> Void
        public func modifyingTraits(_ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void)
            -> UITraitCollection
        {
            var traits: any UIMutableTraits = _StubMutableTraits(
                storedCategory: storedCategory, storedWeight: storedWeight)
            mutations(&traits)
            return UITraitCollection(
                storedCategory: traits.preferredContentSizeCategory, storedWeight: traits.legibilityWeight)
        }
    }

    /// The traits a `modifyingTraits(_:)` closure changes: two of them here, as properties.
    @available(iOS 17.0, tvOS 17.0, *)
    public protocol UIMutableTraits {
        var preferredContentSizeCategory: UIContentSizeCategory { get set }
        var legibilityWeight: UILegibilityWeight { get set }
    }

    /// Main-actor isolated; `shared` is unavailable in app extensions.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor open class UIApplication: NSObject {
        @MainActor open class var shared: UIApplication { _StubApplication.shared }
        @MainActor open var preferredContentSizeCategory: UIContentSizeCategory {
            UIApplication._stubPreferredContentSizeCategory
        }
    }
#endif

/// A namespace of accessibility settings (`UIAccessibilityIsBoldTextEnabled()` is
/// `NS_SWIFT_UI_ACTOR`).
public struct UIAccessibility {
    #if !os(watchOS)
        @available(iOS 8.0, tvOS 9.0, *) @available(watchOS, unavailable)
        @MainActor public static var isBoldTextEnabled: Bool { _stubBoldText }
    #endif
}
