import SwiftUI
import UIKit

struct Badge: View {
    @ScaledMetric(relativeTo: .caption) private var badgeSize: CGFloat = 12

    var body: some View {
        Text("New").font(.custom("Noteworthy-Bold", size: badgeSize))
    }
}

func headlineFont() -> UIFont {
    let metrics = UIFontMetrics(forTextStyle: .headline)
    return metrics.scaledFont(for: UIFont.preferredFont(forTextStyle: .headline))
}
