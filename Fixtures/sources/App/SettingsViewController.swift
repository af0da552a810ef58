import UIKit

/// The scene of fixed-font-size.storyboard whose code never gives its labels a scaled font:
/// both are reported.
final class SettingsViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = NSLocalizedString("Settings", comment: "")
        versionLabel.textColor = .secondaryLabel
    }
}
