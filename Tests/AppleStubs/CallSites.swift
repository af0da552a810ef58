// Call sites an app writes against two generated files in one module: NoteworthyTypography
// (modifier `noteworthy`) and BrandTypography (modifier `typography`, the default). Compiled by
// GeneratedSwiftPlatformTests on every platform, in both language modes, with no warning.
#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct ArticleView: View {
        @ScaledMetric(relativeTo: NoteworthyTypography.body.textStyle) private var iconSize = 20.0
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
            Text("Title").noteworthy(.largeTitle)
                .modifier(BrandTypographyModifier(.headline))
                .font(BrandTypography.caption.font(for: dynamicTypeSize))
                .font(NoteworthyTypography.body.font)
        }

        var joined: Text {
            Text("A").font(NoteworthyTypography.body.font) + Text("B").font(BrandTypography(.headline)?.systemFont)
        }

        var padding: CGFloat { NoteworthyTypography.body.scaled(8, for: dynamicTypeSize) + iconSize }
    }

    /// Apple's own modifiers are `nonisolated`: so are the generated ones.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated func styled(_ text: Text) -> some View {
        text.typography(.body).noteworthy(.caption2)
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    func sizes() -> [Double] {
        [
            NoteworthyTypography.body.pointSize(at: .large),
            NoteworthyTypography.body.pointSize(for: .accessibility5),
            BrandTypography.title.pointSize(
                at: NoteworthyTypography.ContentSize.xSmall.rawValue == "" ? .small : .large),
            NoteworthyTypography.ContentSize(DynamicTypeSize.xLarge) == .xLarge ? 1 : 0,
            Double(NoteworthyTypography.allCases.count + BrandTypography.allCases.count),
        ]
    }
#endif

func neutralSizes() -> Double {
    NoteworthyTypography.largeTitle.pointSize(at: .large) + BrandTypography.largeTitle.baseSize
        + NoteworthyTypography.body.scaled(4, at: .accessibility1)
}

#if canImport(UIKit)
    import UIKit

    func labelFonts() -> [UIFont] {
        #if os(watchOS)
            return [NoteworthyTypography.body.uiFont(), BrandTypography.largeTitle.uiFont()]
        #else
            let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            _ = NoteworthyTypography.body.pointSize(at: UIContentSizeCategory.extraLarge)
            _ = BrandTypography.title.scaled(12)
            return [
                NoteworthyTypography.body.uiFont(), BrandTypography.largeTitle.uiFont(compatibleWith: traits),
                NoteworthyTypography(.caption1)?.uiFont() ?? UIFont.preferredFont(forTextStyle: .body),
                BrandTypography(UIFont.TextStyle.headline)?.uiFont(compatibleWith: nil)
                    ?? BrandTypography.body.uiFont(),
            ]
        #endif
    }

    #if DEBUG
        func reportMissingFonts() -> [String] {
            NoteworthyTypography.missingFonts() + BrandTypography.missingFonts()
        }
    #endif
#endif
