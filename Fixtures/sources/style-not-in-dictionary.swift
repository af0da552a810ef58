import UIKit

final class ArticleViewController: UIViewController {
    private lazy var scaledFont: ScaledFont = {
        return ScaledFont(fontName: "Brand")
    }()

    private func configure(title: UILabel, body: UILabel, footer: UILabel) {
        title.font = scaledFont.font(forTextStyle: .headline)
        body.font = scaledFont.font(forTextStyle: .body)
        footer.font = scaledFont.font(forTextStyle: .footnote)
        for label in [title, body, footer] { label.adjustsFontForContentSizeCategory = true }
    }
}
