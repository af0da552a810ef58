import SwiftUI

// A merge left this file unfinished: plistc reads none of it rather than guess.
struct Banner: View {
    var body: some View {
        Text("Sale").font(.system(size: 17))
        Text("Ends soon)
    }
}
