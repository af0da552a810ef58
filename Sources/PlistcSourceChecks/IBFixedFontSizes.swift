import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcStyleDictionary

/// `fixed-font-size` on a storyboard or XIB: a view that shows text in a custom font or the
/// system font at a point size, which no Swift of `--sources` gives a scaled font, through an
/// outlet that holds the view or in the view's own class (`ScaledOutlets`): its text stays
/// that size at every text size.
/// The message names the nearest text style and, when a style dictionary shows a style in the
/// same font at the same size, that style.
enum IBFixedFontSizes {
    /// The labels a table view cell of a built-in style holds, by their property.
    static let cellLabels: Set<String> = ["textLabel", "detailTextLabel"]

    static func findings(
        _ views: [TextViewFonts.View], outlets: IBOutlets, app: AppSummary, catalog: DictionaryCatalog?,
        path: String
    ) -> [Diagnostic] {
        views.compactMap { view -> Diagnostic? in
            // A view whose box is ticked is ib-adjusts-without-text-style's.
            guard !view.adjustsFont, let font = view.fonts.first(where: { $0.textStyle == nil }),
                let size = font.points
            else { return nil }
            // A cell's own label is held by the cell's property of its name (`cell.textLabel`).
            let cellLabel =
                view.key.flatMap { Self.cellLabels.contains($0) ? $0 : nil }.map {
                    [IBOutlets.Outlet(ownerClass: nil, property: $0, isCollection: false)]
                } ?? []
            let held = (view.id.flatMap { outlets.byDestination[$0] } ?? []) + cellLabel
            guard !held.contains(where: { app.scaledOutlets.scales($0.property, of: $0.ownerClass) }),
                !(view.customClass.map(app.scaledOutlets.scalesItself) ?? false)
            else { return nil }
            let matching = font.name.flatMap { name in catalog?.style(showing: name, at: size) }
            let style = matching?.style ?? FixedFontSizes.nearestStyle(to: size)
            let code =
                held.isEmpty
                ? "it has no outlet" : "no Swift of --sources gives \(CountText.list(held) { $0.words }) a scaled font"
            let styleSize = FixedFontSizes.points(AppleTypeTable.pointSize(style, .large))
            let advice =
                matching.map {
                    "\($0.dictionary).plist's \($0.style.rawValue) is this font at this size: give the view that style's scaled font in code (ScaledFont's font(forTextStyle: \(style.uiKitName))), or the \(style.uiKitName) text style (\(styleSize) pt at the default size)"
                }
                ?? "the nearest text style is \(style.uiKitName) (\(styleSize) pt at the default size): give the view that text style, or a scaled font in code (UIFontMetrics(forTextStyle: \(style.uiKitName)).scaledFont(for:))"
            return FixedFontSizeRule.description.diagnostic(
                "\(view.kind)\(view.id.map { " \($0)" } ?? "") shows \(font.words), a fixed size, and \(code): its text stays \(FixedFontSizes.points(size)) pt at every text size; \(advice)",
                at: SourceLocation(file: path, line: view.line, column: view.column))
        }
    }
}
