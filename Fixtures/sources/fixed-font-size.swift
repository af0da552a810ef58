import SwiftUI
import UIKit

struct PriceTag: View {
    var body: some View {
        VStack {
            Text("€ 12").font(.system(size: 17))
            Text("Sale").font(.custom("Noteworthy-Bold", fixedSize: 28))
            Text("Fine print").font(Font.system(size: 11, weight: .light))
        }
    }
}

final class PriceCell: UITableViewCell {
    let priceLabel = UILabel()
    let noteLabel = UILabel()

    func configure() {
        priceLabel.font = UIFont(name: "Noteworthy-Light", size: 20)
        noteLabel.font = UIFont.systemFont(ofSize: 13)
        // Scaled: not fixed.
        let base = UIFont(name: "Noteworthy-Light", size: 17)!
        detailTextLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
    }
}
