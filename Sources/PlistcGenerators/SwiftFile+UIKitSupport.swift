import PlistcStyleDictionary

/// What the generated file's UIKit part calls on: its font cache's name, trait resolution, and
/// the system font in a system-font entry's design and weight.
extension SwiftFile {
    /// The private type that caches the file's font lookups.
    var fontCache: String { typeName + "Fonts" }

    /// The private protocol through which the file calls `init(traitsFrom:)`.
    var traitMerging: String { typeName + "TraitMerging" }

    /// `resolvedTraits(_:)` and what it reads from the app, with trait collections (every UIKit
    /// platform but watchOS).
    var traitResolution: String {
        """
        /// The trait collection the style resolves in: `traitCollection`, else
        /// `UITraitCollection.current`. Outside UIKit's trait-resolution scopes (a background
        /// thread, a font made before its view is in a window) that leaves traits unspecified,
        /// which would mean Large and no Bold Text: they are taken from what the user chose,
        /// `UIApplication.shared.preferredContentSizeCategory` and
        /// `UIAccessibility.isBoldTextEnabled`, read on the main thread. In an app extension,
        /// which has no `UIApplication.shared`, add `PLISTC_APP_EXTENSION` to the target's
        /// Active Compilation Conditions; there the content size comes from the collection only.
        \(access)static func resolvedTraits(_ traitCollection: UITraitCollection?) -> UITraitCollection {
            let traits = traitCollection ?? UITraitCollection.current
            let category = traits.preferredContentSizeCategory == .unspecified ? userContentSizeCategory : nil
            let weight = traits.legibilityWeight == .unspecified ? userLegibilityWeight : nil
            guard category != nil || weight != nil else { return traits }
            if #available(iOS 17.0, tvOS 17.0, *) {
                return traits.modifyingTraits { traits in
                    if let category { traits.preferredContentSizeCategory = category }
                    if let weight { traits.legibilityWeight = weight }
                }
            }
            #if os(visionOS)  // `init(traitsFrom:)` is deprecated from visionOS 1, which has the above.
                return traits
            #else
                var collections = [traits]
                if let category { collections.append(UITraitCollection(preferredContentSizeCategory: category)) }
                if let weight { collections.append(UITraitCollection(legibilityWeight: weight)) }
                return (\(typeName)TraitsFrom() as any \(traitMerging)).merged(collections)
            #endif
        }

        /// The content size the user chose, read on the main thread; `nil` elsewhere and in an
        /// app extension (`PLISTC_APP_EXTENSION`).
        private static var userContentSizeCategory: UIContentSizeCategory? {
            #if PLISTC_APP_EXTENSION
                return nil
            #else
                guard Thread.isMainThread else { return nil }
                return MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory }
            #endif
        }

        /// Bold Text as the user set it, read on the main thread; `nil` elsewhere.
        private static var userLegibilityWeight: UILegibilityWeight? {
            guard Thread.isMainThread else { return nil }
            return MainActor.assumeIsolated { UIAccessibility.isBoldTextEnabled ? .bold : .regular }
        }
        """
    }

    /// Whether a style has a system-font entry with a design or a weight.
    var hasSystemVariants: Bool { rows.contains { systemVariant($0) != nil } }

    /// The system text style's font `expression`, in the style's variant when any has one.
    func systemFallback(_ expression: String) -> String {
        hasSystemVariants ? "systemFont(\(expression))" : expression
    }

    /// `systemFont(_:)`, which gives a text style's font the design and weight of the style's
    /// system-font entry as gewill's ScaledFont does (descriptor attributes; the design from
    /// iOS 13, watchOS 7); empty when no style has one.
    var uiKitSystemFontFunction: String {
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
    var uiFont: String {
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
            /// The font for a trait collection (`resolvedTraits(_:)`: `UITraitCollection.current`
            /// when `nil`, with what it leaves unspecified taken from the app): the Bold Text font
            /// when that is on and installed, else the style's font, else the system font of the
            /// style: never a crash.
            \(adjusting)
            /// Bold Text changes need a new font: on iOS 17 and later,
            /// `registerForTraitChanges([UITraitLegibilityWeight.self]) { (view: MyLabel, _) in … }`;
            /// before, `traitCollectionDidChange(_:)`.
            \(access)func uiFont(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
                let traits = Self.resolvedTraits(traitCollection)
                guard let font = installedFont(boldText: traits.legibilityWeight == .bold, size: CGFloat(baseSize)) else {
                    return \(systemFallback("UIFont.preferredFont(forTextStyle: uiTextStyle, compatibleWith: traits)"))
                }
            \(scaling)
            }
            """
    }
}
