import UIKit

final class ProfileHeader: UIView {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .title1)
        return label
    }()

    private let bioView = UITextView()

    func configure() {
        let bodyFont = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Noteworthy-Light", size: 17)!)
        bioView.font = bodyFont
        bioView.adjustsFontForContentSizeCategory = true
    }
}
