import PlistcDiagnostics
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// `fixed-font-size` on a storyboard's view: reported unless the app's Swift gives the view a
/// scaled font, through the outlet of the scene's class (its `customClass`), in the view's own
/// class, or through another object holding it.
@Suite("Interface Builder outlets")
struct InterfaceBuilderOutletTests {
    /// A scene of class `owner` with one view (`kind`, of class `viewClass`) at a fixed size,
    /// held by the outlet `property`.
    static func scene(owner: String, property: String = "titleLabel", kind: String = "label", viewClass: String? = nil)
        -> String
    {
        """
        <document>
            <viewController id="vc-1" customClass="\(owner)">
                <view key="view" id="v-1">
                    <subviews>
                        <\(kind) id="t-1"\(viewClass.map { " customClass=\"\($0)\"" } ?? "")>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </\(kind)>
                    </subviews>
                </view>
                <connections>
                    <outlet property="\(property)" destination="t-1" id="o-1"/>
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
