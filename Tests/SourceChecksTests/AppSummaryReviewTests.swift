import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// Shapes of real apps' code that the app-wide summary once took for mistakes, or missed.
@Suite("The app's Swift summarised: what it must not take for a mistake")
struct AppSummaryReviewTests {
    static func found(_ files: [(String, String)], rule: String) -> [String] {
        AppSummaryTests.findings(files, catalog: AppSummaryTests.catalog).filter { $0.hasSuffix(rule) }
    }

    /// Overloads differ by their labels: `brand(_:)` scales, `brand(size:)` does not.
    @Test func aScaledFontFunctionIsKnownByItsLabels() {
        let fonts = """
            extension UIFont {
                static func brand(_ style: UIFont.TextStyle) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: brand(size: 17))
                }
                static func brand(size: CGFloat) -> UIFont { UIFont(name: "Brand-Regular", size: size)! }
            }
            """
        let card = """
            func configure() {
                a.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .brand(size: 28))
                b.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .brand(.body))
            }
            """
        #expect(
            Self.found([("Fonts.swift", fonts), ("Card.swift", card)], rule: "double-scaling") == [
                "Card.swift:3:51 double-scaling"
            ])
    }

    /// A stored property's observer is no computed font; a parameter of the same name as a
    /// scaled property elsewhere is the function's own.
    @Test func observersAndParametersAreNoScaledProperties() {
        let title = """
            final class TitleView: UIView {
                var baseFont: UIFont! {
                    didSet { label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: baseFont) }
                }
            }
            enum Theme {
                static var titleFont: UIFont { UIFontMetrics(forTextStyle: .title1).scaledFont(for: base) }
            }
            """
        let banner = """
            final class Banner: UIView {
                init(titleFont: UIFont) {
                    label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: titleFont)
                    other.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: view.baseFont)
                }
            }
            """
        #expect(Self.found([("Title.swift", title), ("Banner.swift", banner)], rule: "double-scaling") == [])
    }

    /// A helper on `Font` is not its twin on `UIFont`.
    @Test func aHelperIsKnownByItsType() {
        let helpers = """
            extension Font {
                static func brand(size: CGFloat) -> Font { .custom("Brand-Regular", size: size) }
            }
            extension UIFont {
                static func brand(size: CGFloat) -> UIFont { UIFont(name: "Brand-Regular", size: size)! }
            }
            """
        let views = """
            final class Header: UIView {
                func configure() {
                    let size = UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28)
                    label.font = UIFont.brand(size: size)
                    label.font = .brand(size: size)
                }
            }
            struct Title: View {
                @ScaledMetric var size: CGFloat = 28
                var body: some View { Text("Hi").font(.brand(size: size)) }
            }
            """
        #expect(
            Self.found([("Fonts.swift", helpers), ("Views.swift", views)], rule: "double-scaling") == [
                "Views.swift:10:43 double-scaling"
            ])
    }

    /// `font(for:)` asked of an instance of another type is that type's.
    @Test func anotherTypesMethodOfTheSameNameIsNoLoaders() {
        let reader = """
            let fonts = FontScaler(fontName: "Brand")
            let theme = MarkdownTheme()
            func render() {
                textView.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: theme.font(for: .footnote))
                title.font = fonts.font(for: .body)
            }
            """
        #expect(
            AppSummaryTests.findings(
                [("FontScaler.swift", AppSummaryTests.loader), ("Reader.swift", reader)],
                catalog: AppSummaryTests.catalog) == [])
    }

    /// A type that reads another plist, with a `font(for:)`, is no loader; a loader that names
    /// its own resource is bound to it, whatever it is made with.
    @Test func onlyAStyleDictionaryLoaderNamesDictionaries() throws {
        let theme = """
            final class Theme {
                init(name: String) { colors = NSDictionary(contentsOf: Bundle.main.url(forResource: name, withExtension: "plist")!) }
                func font(for style: UIFont.TextStyle) -> UIFont {
                    switch style { case .largeTitle: return .preferredFont(forTextStyle: .largeTitle) default: return .preferredFont(forTextStyle: style) }
                }
            }
            let dark = Theme(name: "DarkColors")
            """
        let fixed = """
            final class AppFonts {
                init(family: String) { styles = NSDictionary(contentsOf: Bundle.main.url(forResource: "Brand", withExtension: "plist")!) }
                func font(forTextStyle style: UIFont.TextStyle) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont(name: styles[style.rawValue]!, size: 17)!)
                }
            }
            let appFonts = AppFonts(family: "Avenir-Book")
            func f() { a.font = appFonts.font(forTextStyle: .footnote) }
            """
        #expect(AppSummaryTests.findings([("Theme.swift", theme)], catalog: AppSummaryTests.catalog) == [])
        #expect(
            AppSummary([SourceSummary(Array(theme.utf8), path: "Theme.swift")]).impliedFormat(forDictionary: "Brand")
                == nil)
        #expect(
            AppSummaryTests.findings([("AppFonts.swift", fixed)], catalog: AppSummaryTests.catalog) == [
                "AppFonts.swift:8:49 style-not-in-dictionary"
            ])
    }

    /// Custom styles as extensions of `UIFont.TextStyle` write them.
    @Test func everySpellingOfACustomStyle() {
        let styles = """
            extension UIFont.TextStyle {
                static let header = UIFont.TextStyle(rawValue: "ATHeader")
                static let banner: UIFont.TextStyle = .init(rawValue: "ATBanner")
                static let caption3 = Self(rawValue: "ATCaption3")
                static let other = Other(rawValue: "NotAStyle")
            }
            """
        let app = AppSummary([SourceSummary(Array(styles.utf8), path: "Styles.swift")])
        #expect(app.customRawValues == ["ATHeader", "ATBanner", "ATCaption3"])
    }
}
