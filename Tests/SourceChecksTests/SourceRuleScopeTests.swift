import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// What the rules must not take for a mistake, and the forms of the mistakes they must not
/// miss: found in a review against the code apps write.
@Suite("Source rules: scope and forms")
struct SourceRuleScopeTests {
    static func found(_ source: String, _ rule: RuleDescription) -> [String] {
        SourceCheck.findings(Array(source.utf8), path: "F.swift", configuration: LintConfiguration())
            .filter { $0.ruleID == rule.id }.map { "\($0.location.line):\($0.location.column)" }
    }

    /// A `@ScaledMetric` or `scaledValue` name counts only where it is in scope: not in
    /// another type, a free function's parameter, nor another type's `custom`.
    @Test func doubleScalingKeepsToScope() {
        let source = """
            struct A: View { @ScaledMetric var size: CGFloat = 17; var body: some View { Image("x").frame(width: size) } }
            struct B: View { let size: CGFloat; var body: some View { Text("x").font(.custom("N", size: size)) } }
            func brandFont(size: CGFloat) -> Font { .custom("N", size: size) }
            extension UIFont { static func custom(_ n: String, size: CGFloat) -> UIFont { UIFont(name: n, size: size)! } }
            let s = UIFontMetrics.default.scaledValue(for: 17)
            func label() { label.font = .custom("N", size: s) }
            struct C: View {
                @ScaledMetric var size: CGFloat = 17
                var body: some View { VStack { Text("x").font(.custom("N", size: size)) } }
            }
            let f: Font = .custom("N", size: s)
            """
        #expect(Self.found(source, DoubleScalingRule.description) == ["9:51", "11:15"])
    }

    /// Every place SwiftUI code writes a `Font` counts, and an extension of the same type is
    /// in the `@ScaledMetric`'s scope.
    @Test func doubleScalingSeesEveryFontExpression() {
        let source = """
            struct V: View {
                @ScaledMetric var size: CGFloat = 17
                var body: some View { Text("t").font(big ? .custom("A", size: size) : .body) }
                var second: Font { style == 0 ? .custom("A", size: size) : .body }
                func third() -> Font {
                    let weight = 1
                    return .custom("A", size: size)
                }
                var fourth: Font { SwiftUI.Font.custom("A", size: size) }
            }
            extension V {
                var fifth: some View { Text("e").font(.custom("A", size: size)) }
            }
            """
        #expect(Self.found(source, DoubleScalingRule.description) == ["3:48", "4:37", "7:16", "9:37", "12:43"])
    }

    @Test func fixedFontSizeReadsUIKitsForms() {
        let source = """
            title.font = .systemFont(ofSize: 17)
            subtitle.font = .boldSystemFont(ofSize: 20)
            let base: UIFont = UIFont(name: "N", size: 17)!
            body.font = UIFontMetrics.default.scaledFont(for: base)
            let other: UIFont? = UIFont(name: "N", size: 15)
            baseFont = UIFont(name: "N", size: 17)!
            self.second = UIFont(name: "N", size: 17)!
            let fallback = UIFont(name: "N", size: 21) ?? .systemFont(ofSize: 21)
            let scaled = [baseFont, second, fallback].map { UIFontMetrics.default.scaledFont(for: $0) }
            caption.font = UIFontMetrics.default.scaledFont(for: baseFont)
            caption.font = UIFontMetrics.default.scaledFont(for: second)
            caption.font = UIFontMetrics.default.scaledFont(for: fallback)
            """
        #expect(Self.found(source, FixedFontSizeRule.description) == ["1:14", "2:17", "5:22"])
    }

    /// A font scaled twice through ScaledFont's own font, or through a name bound to a scaled
    /// font (in scope), is found; an unscaled base under the same kind of name is not.
    @Test func doubleScalingFollowsScaledFontsAndNames() {
        let source = """
            func configure() {
                label1.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: scaledFont.font(forTextStyle: .body))
                let scaledBody = metrics.scaledFont(for: base)
                label2.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: scaledBody)
                let plain = UIFont(name: "N", size: 17)!
                label3.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: plain)
            }
            func other() {
                label4.font = UIFontMetrics.default.scaledFont(for: scaledBody)
            }
            """
        #expect(Self.found(source, DoubleScalingRule.description) == ["2:54", "4:57"])
    }

    /// A property assigned a fixed font (`label2.font = UIFont(…)`) is not the variable `font`
    /// that the code scales elsewhere; `self.base` is the type's own `base`.
    @Test func fixedFontSizeTakesNoPropertyForAVariable() {
        let source = """
            func configure(font: UIFont) {
                label1.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
                label2.font = UIFont(name: "Hallo sans", size: 30)
                self.base = UIFont(name: "Hallo sans", size: 17)!
                label3.font = UIFontMetrics.default.scaledFont(for: base)
            }
            """
        #expect(Self.found(source, FixedFontSizeRule.description) == ["3:19"])
    }

    @Test func sizeCappedReadsEveryRangeAndItsViewer() {
        let source = """
            Text("a").dynamicTypeSize(..<DynamicTypeSize.xxxLarge)
            Text("b").dynamicTypeSize(..<DynamicTypeSize.accessibility1)
            Text("c").dynamicTypeSize(DynamicTypeSize.xSmall...DynamicTypeSize.large)
            Text("d").dynamicTypeSize(..<DynamicTypeSize.accessibility2)
            Label("e", systemImage: "x").dynamicTypeSize(...DynamicTypeSize.large)
                .accessibilityShowsLargeContentViewer { Label("e", systemImage: "x") }
            HStack {
                Image("f").accessibilityShowsLargeContentViewer()
                Text("g").dynamicTypeSize(...DynamicTypeSize.large)
            }
            VStack {
                Text("h").dynamicTypeSize(...DynamicTypeSize.large)
            }
            .accessibilityShowsLargeContentViewer()
            Text("i").dynamicTypeSize(...(.large))
            Text("j").dynamicTypeSize((.xSmall)...(DynamicTypeSize.xxLarge))
            Text("k").dynamicTypeSize(...(.accessibility2))
            Text("l").dynamicTypeSize(...(size))
            """
        #expect(
            Self.found(source, SizeCappedRule.description) == ["1:11", "2:11", "3:11", "9:15", "15:11", "16:11"])
        let message = SourceCheck.findings(Array(source.utf8), path: "F.swift", configuration: LintConfiguration())
            .first?.message.text
        #expect(message?.hasPrefix("Dynamic Type is capped at xxLarge") == true, "..<xxxLarge reaches xxLarge")
    }

    @Test func adjustsFontSeesTheClosureAndTheLoop() {
        let source = """
            lazy var titleLabel: UILabel = {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                return label
            }()
            let bodyLabel = UILabel()
            let footLabel = UILabel()
            let noteLabel = UILabel()
            func configure() {
                titleLabel.font = .preferredFont(forTextStyle: .title1)
                bodyLabel.font = .preferredFont(forTextStyle: .body)
                footLabel.font = .preferredFont(forTextStyle: .footnote)
                noteLabel.font = .preferredFont(forTextStyle: .caption1)
                [bodyLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
                for label in [footLabel] { label.adjustsFontForContentSizeCategory = true }
            }
            let a = UILabel()
            let b = UILabel()
            func more() {
                a.font = .preferredFont(forTextStyle: .body)
                b.font = .preferredFont(forTextStyle: .body)
                for (i, label) in [a].enumerated() { label.adjustsFontForContentSizeCategory = true }
                let rest = [b]
                rest.forEach { $0.adjustsFontForContentSizeCategory = true }
            }
            """
        #expect(Self.found(source, AdjustsFontMissingRule.description) == ["13:15"])
    }

    /// A style chosen by an expression names no one style: it could be any.
    @Test func aStyleChosenByAnExpressionIsAny() {
        let catalog = SourceRuleExampleTests.catalog
        let source = """
            let font = ScaledFont(fontName: "Noteworthy")
            label.font = font.font(forTextStyle: header ? .headline : .body)
            label.font = font.font(forTextStyle: UIFont.TextStyle.footnote)
            """
        let (found, uses) = SourceCheck.check(
            Array(source.utf8), path: "F.swift", configuration: LintConfiguration(), dictionaries: catalog)
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["3:38 style-not-in-dictionary"])
        #expect(uses?["Noteworthy"] == .some(nil))
    }
}
