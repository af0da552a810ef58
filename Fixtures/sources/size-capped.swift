import SwiftUI

struct Article: View {
    var body: some View {
        ScrollView {
            Text("Body text that everyone must be able to read")
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
    }
}

struct TabBarItem: View {
    var body: some View {
        Label("Home", systemImage: "house")
            .dynamicTypeSize(...DynamicTypeSize.large)
            .accessibilityShowsLargeContentViewer()
    }
}
