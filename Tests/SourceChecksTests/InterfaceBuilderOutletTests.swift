import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// `fixed-font-size` on a storyboard's view: reported unless the app's Swift gives the view a
/// scaled font, through the outlet of the scene's class (its `customClass`), in the view's own
/// class, or through another object holding it.
@Suite("Interface Builder outlets")
struct InterfaceBuilderOutletTests {
    /// A scene of class `owner` with one view (`kind`, of class `viewClass`, the parent's
    /// property `key`) at a fixed size (a configured button's title, with `configured`), held by
    /// the outlet `property` (none: `nil`).
    static func scene(
        owner: String, property: String? = "titleLabel", kind: String = "label", viewClass: String? = nil,
        key: String? = nil, configured: Bool = false
    ) -> String {
        let attributes = (viewClass.map { " customClass=\"\($0)\"" } ?? "") + (key.map { " key=\"\($0)\"" } ?? "")
        let font =
            configured
            ? "<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"Done\"><fontDescription key=\"titleFontDescription\" type=\"system\" pointSize=\"17\"/></buttonConfiguration>"
            : "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
        let outlet = property.map { "<outlet property=\"\($0)\" destination=\"t-1\" id=\"o-1\"/>" } ?? ""
        return """
            <document>
                <viewController id="vc-1" customClass="\(owner)">
                    <view key="view" id="v-1">
                        <subviews>
                            <\(kind) id="t-1"\(attributes)>
                                \(font)
                            </\(kind)>
                        </subviews>
                    </view>
                    <connections>
                        \(outlet)
                    </connections>
                </viewController>
            </document>
            """
    }

    /// The lines of the `fixed-font-size` findings of `storyboard`, with the app made of `swift`.
    static func reported(_ storyboard: String, swift: [String]) -> [Int] {
        let app = AppSummary(
            swift.enumerated().map { SourceSummary(Array($0.element.utf8), path: "App/File\($0.offset).swift") })
        return SourceCheck.check(
            Array(storyboard.utf8), path: "Main.storyboard", configuration: LintConfiguration(), app: app
        ).findings.filter { $0.ruleID.rawValue == "fixed-font-size" }.map(\.location.line)
    }

    static let scaledRoutes: [(name: String, storyboard: String, swift: [String])] = [
        (
            "the scene's class, in viewDidLoad", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = .preferredFont(forTextStyle: .body)\n    }\n}"
            ]
        ),
        (
            "self., UIFontMetrics, in the outlet's didSet", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel! {\n        didSet { self.titleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Inter\", size: 17)!) }\n    }\n}"
            ]
        ),
        (
            "an extension in another file", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}",
                "extension ProfileViewController {\n    func style() {\n        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)\n    }\n}",
            ]
        ),
        (
            "a computed property of another file", scene(owner: "ProfileViewController"),
            [
                "enum Theme {\n    static var bodyFont: UIFont {\n        UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Inter\", size: 17)!)\n    }\n}",
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = Theme.bodyFont\n    }\n}",
            ]
        ),
        (
            "a superclass", scene(owner: "ProfileViewController"),
            [
                "class BaseViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = .preferredFont(forTextStyle: .body)\n    }\n}",
                "final class ProfileViewController: BaseViewController {}",
            ]
        ),
        (
            "another object holding it", scene(owner: "ProfileCell"),
            [
                "final class ProfileCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n}",
                "func configure(_ cell: ProfileCell) {\n    cell.titleLabel.font = .preferredFont(forTextStyle: .body)\n}",
            ]
        ),
        (
            "a button's title label", scene(owner: "ProfileViewController", property: "signOutButton", kind: "button"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var signOutButton: UIButton!\n    override func viewDidLoad() {\n        signOutButton.titleLabel?.font = .preferredFont(forTextStyle: .body)\n    }\n}"
            ]
        ),
        (
            "a local name bound to the outlet", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel?\n    func style() {\n        guard let label = titleLabel else { return }\n        label.font = .preferredFont(forTextStyle: .body)\n    }\n}"
            ]
        ),
        (
            "an array's forEach", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    @IBOutlet var bodyLabel: UILabel!\n    func style() {\n        [titleLabel, bodyLabel].forEach { $0.font = .preferredFont(forTextStyle: .body) }\n    }\n}"
            ]
        ),
        (
            "a loop over an array", scene(owner: "ProfileViewController"),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    @IBOutlet var bodyLabel: UILabel!\n    func style() {\n        for label in [titleLabel, bodyLabel] {\n            label?.font = .preferredFont(forTextStyle: .body)\n        }\n    }\n}"
            ]
        ),
        (
            "a cell's own label", scene(owner: "ProfileCell", property: nil, key: "textLabel"),
            [
                "func configure(_ cell: UITableViewCell) {\n    cell.textLabel?.font = .preferredFont(forTextStyle: .body)\n}"
            ]
        ),
        (
            "a configured button's title transformer",
            scene(owner: "ProfileViewController", property: "doneButton", kind: "button", configured: true),
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var doneButton: UIButton!\n    override func viewDidLoad() {\n        doneButton.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in\n            var outgoing = incoming\n            outgoing.font = UIFont.preferredFont(forTextStyle: .body)\n            return outgoing\n        }\n    }\n}"
            ]
        ),
        (
            "the view's own class", scene(owner: "ProfileViewController", viewClass: "BrandLabel"),
            [
                "final class BrandLabel: UILabel {\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        font = UIFontMetrics.default.scaledFont(for: font)\n    }\n}"
            ]
        ),
    ]

    @Test(arguments: scaledRoutes.indices)
    func aViewGivenAScaledFontIsNotReported(route: Int) {
        let (name, storyboard, swift) = Self.scaledRoutes[route]
        #expect(Self.reported(storyboard, swift: swift) == [], "\(name)")
        // Without its Swift, the same view is reported.
        #expect(Self.reported(storyboard, swift: []) == [5], "\(name)")
    }

    static let fixedRoutes: [(name: String, swift: [String])] = [
        ("no Swift", []),
        (
            "only its text",
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.text = \"Ada\"\n    }\n}"
            ]
        ),
        (
            "a fixed font in code",
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = UIFont(name: \"Inter\", size: 17)\n    }\n}"
            ]
        ),
        (
            "another class's outlet of the same name",
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}",
                "class SettingsViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = .preferredFont(forTextStyle: .body)\n    }\n}",
            ]
        ),
        (
            "a button's title label, beside an outlet named titleLabel",
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    @IBOutlet var doneButton: UIButton!\n    override func viewDidLoad() {\n        doneButton.titleLabel?.font = .preferredFont(forTextStyle: .body)\n    }\n}"
            ]
        ),
        (
            "a size named as a scaled font is",
            [
                "enum Fonts {\n    static var headline: UIFont { .preferredFont(forTextStyle: .headline) }\n}\nenum Size {\n    static let headline: CGFloat = 17\n}",
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    override func viewDidLoad() {\n        titleLabel.font = UIFont.systemFont(ofSize: Size.headline, weight: .bold)\n    }\n}",
            ]
        ),
        (
            "another outlet of the same class",
            [
                "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n    @IBOutlet var bodyLabel: UILabel!\n    override func viewDidLoad() {\n        bodyLabel.font = .preferredFont(forTextStyle: .body)\n    }\n}"
            ]
        ),
    ]

    @Test(arguments: fixedRoutes.indices)
    func aViewNoSwiftScalesIsReported(route: Int) {
        let (name, swift) = Self.fixedRoutes[route]
        #expect(Self.reported(Self.scene(owner: "ProfileViewController"), swift: swift) == [5], "\(name)")
    }

    /// The message names the outlet, or says there is none, and the nearest text style.
    @Test func theMessageNamesTheOutletAndTheStyle() throws {
        let held = try #require(
            SourceCheck.check(
                Array(Self.scene(owner: "ProfileViewController").utf8), path: "Main.storyboard",
                configuration: LintConfiguration()
            ).findings.first)
        #expect(
            held.message.text.contains("no Swift of --sources gives ProfileViewController.titleLabel a scaled font"))
        #expect(held.message.text.contains("the nearest text style is .body (17 pt at the default size)"))
        let loose = Self.scene(owner: "ProfileViewController").replacing(
            "<outlet property=\"titleLabel\" destination=\"t-1\" id=\"o-1\"/>", with: "")
        let alone = try #require(
            SourceCheck.check(Array(loose.utf8), path: "Main.storyboard", configuration: LintConfiguration()).findings
                .first)
        #expect(alone.message.text.contains("and it has no outlet"))
    }
}

/// A function's defaulted parameters, given or left out, are each a way to call it: a font
/// helper called without them still scales.
@Suite("Call labels")
struct CallLabelTests {
    @Test func aHelperCalledWithoutItsDefaultedParametersScales() {
        let helper =
            "final class BrandLabel: UILabel {\n    private func fontFor(_ style: UIFont.TextStyle, weight: UIFont.Weight? = nil) -> UIFont {\n        return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: 17))\n    }\n    override func awakeFromNib() {\n        self.font = fontFor(.body)\n    }\n}"
        let storyboard = InterfaceBuilderOutletTests.scene(owner: "ProfileViewController", viewClass: "BrandLabel")
        #expect(InterfaceBuilderOutletTests.reported(storyboard, swift: [helper]) == [])
        let fixed = helper.replacing(
            "UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: 17))",
            with: ".systemFont(ofSize: 17)")
        #expect(InterfaceBuilderOutletTests.reported(storyboard, swift: [fixed]) == [5])
    }
}
