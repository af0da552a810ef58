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

        /// What every screen writes: several views, a group, a list, one with its own spacing.
        var screen: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Headline").noteworthy(.headline)
                Text("Body").typography(.body)
                Group {
                    Text("A").noteworthy(.caption)
                    Text("B").font(NoteworthyTypography.footnote.font)
                }
                ForEach(0..<3) { index in
                    Text("Row \(index)").noteworthy(.callout)
                }
                ForEach(NoteworthyTypography.allCases, id: \.self) { style in
                    Text(style.rawValue).noteworthy(style)
                }
                if dynamicTypeSize.isAccessibilitySize {
                    Text("Large").noteworthy(.title)
                }
            }
            .lineSpacing(8)
        }

        var joined: Text {
            Text("A").font(NoteworthyTypography.body.font) + Text("B").font(BrandTypography(.headline)?.systemFont)
        }

        var padding: CGFloat { NoteworthyTypography.body.scaled(8, for: dynamicTypeSize) + iconSize }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct ArticleView_Previews: PreviewProvider {
        static var previews: some View {
            ArticleView()
            ArticleView().dynamicTypeSizeStub()
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension View {
        func dynamicTypeSizeStub() -> some View { typography(.largeTitle) }
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
            _ = NSAttributedString(string: "Hello", attributes: BrandTypography.body.attributes(compatibleWith: traits))
            _ = NoteworthyTypography.resolvedTraits(nil).preferredContentSizeCategory
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

    #if !os(watchOS)
        /// A label set up as UIKit apps do: the font, Dynamic Type updates, several lines, and
        /// attributed text in the style's line height and tracking.
        @MainActor final class ArticleHeader: UIView {
            let title = UILabel(frame: .zero)
            let summary = UILabel(frame: .zero)

            override init(frame: CGRect) {
                super.init(frame: frame)
                title.font = NoteworthyTypography.title.uiFont()
                title.adjustsFontForContentSizeCategory = true
                title.numberOfLines = 0
                summary.numberOfLines = 0
                summary.attributedText = NSAttributedString(
                    string: "Summary",
                    attributes: BrandTypography.body.attributes(compatibleWith: UITraitCollection.current))
                summary.text = summary.attributedText?.string
            }
        }
    #endif

    #if DEBUG
        func reportMissingFonts() -> [String] {
            NoteworthyTypography.missingFonts() + BrandTypography.missingFonts()
        }
    #endif
#endif
