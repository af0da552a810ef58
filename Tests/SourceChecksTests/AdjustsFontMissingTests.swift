import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// `adjusts-font-missing` where the code shows the view's whole life, quiet where it cannot.
@Suite("adjusts-font-missing")
struct AdjustsFontMissingTests {
    static func lines(_ source: String) -> [Int] {
        SourceCheck.findings(Array(source.utf8), path: "View.swift", configuration: LintConfiguration())
            .filter { $0.ruleID == AdjustsFontMissingRule.description.id }.map(\.location.line)
    }

    @Test func aViewMadeInAClosureAndGivenAScaledFont() {
        let source = """
            private let titleLabel: UILabel = {
                let label = UILabel()
                label.font = UIFontMetrics(forTextStyle: .title1)
                    .scaledFont(for: UIFont(name: "Avenir-Heavy", size: 28)!)
                return label
            }()
            private let bodyLabel: UILabel = {
                let label = UILabel()
                return label
            }()
            func configure() {
                titleLabel.font = scaledFont.font(forTextStyle: .title1)
                bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
                bodyLabel.adjustsFontForContentSizeCategory = true
            }
            """
        #expect(Self.lines(source) == [3, 12])
    }

    @Test func anOptionalChainAndSelfAreTheSameView() {
        let source = """
            let field = UITextField()
            self.field.font = UIFont.preferredFont(forTextStyle: .body)
            field?.adjustsFontForContentSizeCategory = true
            let view = UITextView()
            view.font = UIFont.preferredFont(forTextStyle: .body)
            view.adjustsFontForContentSizeCategory = false
            """
        #expect(Self.lines(source) == [5], "false is no fix")
    }

    @Test func quietWhereTheCodeCannotTell() {
        let outlet = """
            @IBOutlet weak var label: UILabel!
            func configure() { label.font = UIFont.preferredFont(forTextStyle: .body) }
            """
        let handled = """
            let label = UILabel()
            label.font = UIFont.preferredFont(forTextStyle: .body)
            NotificationCenter.default.addObserver(self, selector: #selector(update), name: UIContentSizeCategory.didChangeNotification, object: nil)
            """
        let fixed = """
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 17)
            """
        let unscaled = """
            let label = UILabel()
            let font = UIFont(name: "Avenir", size: 17)
            label.font = font
            """
        for source in [outlet, handled, unscaled] { #expect(Self.lines(source).isEmpty, "\(source)") }
        #expect(Self.lines(fixed).isEmpty, "a fixed font is fixed-font-size's")
    }
}
