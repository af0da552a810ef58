import SwiftUI

/// A card whose sizes are already scaled by @ScaledMetric and UIFontMetrics.
struct RecipeCard: View {
    @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 28
    @ScaledMetric private var bodySize: CGFloat = 17
    let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Crème brûlée")
                .font(.custom("Avenir-Heavy", size: titleSize))  // scaled twice
            Text("Serves four")
                .font(Font.custom("Avenir-Book",
                                  size: self.bodySize))
            Text("Chill overnight")
                .font(.custom("Avenir-Oblique", size: noteSize, relativeTo: .footnote))
            Text("Already right")
                .font(.custom("Avenir-Book", fixedSize: bodySize))
        }
    }
}
