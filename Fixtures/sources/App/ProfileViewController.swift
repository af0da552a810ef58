import UIKit

/// The scene of fixed-font-size.storyboard whose code scales its name label's font: that
/// label is not reported.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var handleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: nameLabel.font)
        nameLabel.adjustsFontForContentSizeCategory = true
        // Only its text: the handle keeps the storyboard's fixed size.
        handleLabel.text = "@ada"
    }
}

/// A label class that scales whatever font the storyboard gives it.
final class BrandLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        font = UIFontMetrics.default.scaledFont(for: font)
        adjustsFontForContentSizeCategory = true
    }
}
