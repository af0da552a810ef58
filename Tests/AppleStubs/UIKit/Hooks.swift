// The harness's hooks into the UIKit stub: not Apple's API, so nothing here may declare a
// public name that does not start with `_stub` or `_Stub` (AppleStubSourcesTests checks).
// They choose which fonts are installed, how `UIFontMetrics` scales, the current traits and
// what the user chose in Settings, and read back what the code asked for.

extension UIFont {
    /// The PostScript names `UIFont(name:size:)` finds.
    nonisolated(unsafe) public static var _stubInstalled: Set<String> = []
    /// Apple's system size for a text style at a content size (its raw value).
    nonisolated(unsafe) public static var _stubSystemSize: (TextStyle, String) -> CGFloat = { _, _ in 17 }
    /// Every font's own line height as a multiple of its size.
    nonisolated(unsafe) public static var _stubLineHeightRatio: CGFloat = 1.25
}

extension UIFontMetrics {
    /// How a size scales for a text style at a content size (its raw value).
    nonisolated(unsafe) public static var _stubScale: (CGFloat, UIFont.TextStyle, String) -> CGFloat = { size, _, _ in
        size
    }
}

#if os(watchOS)
    /// The content size a call scales to: watchOS has no trait collections; Large.
    func _stubCategory(_ traits: Never?) -> String { "UICTContentSizeCategoryL" }
#else
    /// The content size a call scales to: the given trait collection's, else the current
    /// one's, and Large where that is unspecified, as on a device.
    func _stubCategory(_ traits: UITraitCollection?) -> String {
        let category = (traits ?? UITraitCollection.current).storedCategory
        return category == .unspecified ? UIContentSizeCategory.large.storedValue : category.storedValue
    }

    extension UIContentSizeCategory {
        /// The raw value, for the harness's tables.
        public var _stubRawValue: String { storedValue }

        var _stubIndex: Int {
            [
                UIContentSizeCategory.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ].firstIndex(of: self) ?? -1
        }
    }

    extension UITraitCollection {
        /// A collection with both traits.
        public convenience init(_stubCategory category: UIContentSizeCategory, weight: UILegibilityWeight) {
            self.init(storedCategory: category, storedWeight: weight)
        }
    }

    /// What `UITraitCollection.current` returns: unspecified, as outside UIKit's scopes.
    enum _StubTraits {
        nonisolated(unsafe) static var current = UITraitCollection()
    }

    /// The mutable traits `modifyingTraits(_:)` hands its closure.
    @available(iOS 17.0, tvOS 17.0, *)
    struct _StubMutableTraits: UIMutableTraits {
        var preferredContentSizeCategory: UIContentSizeCategory
        var legibilityWeight: UILegibilityWeight

        init(storedCategory: UIContentSizeCategory, storedWeight: UILegibilityWeight) {
            preferredContentSizeCategory = storedCategory
            legibilityWeight = storedWeight
        }
    }

    extension UIApplication {
        /// What the user chose in Settings.
        nonisolated(unsafe) public static var _stubPreferredContentSizeCategory = UIContentSizeCategory.large
    }

    @MainActor enum _StubApplication {
        static let shared = UIApplication()
    }

    extension UIAccessibility {
        /// Whether Bold Text is on in Settings.
        nonisolated(unsafe) public static var _stubBoldText = false
    }
#endif
