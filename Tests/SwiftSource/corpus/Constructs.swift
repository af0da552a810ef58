// swift-format-ignore-file
// (Not formatted: the nested block comments are what this file tests.)
// Every construct the lexer must read exactly, each next to the calls the rules look for.
// Written for plistc's tests; not compiled, only parsed.
import SwiftUI
import UIKit

/* A block comment /* nested */ with UIFont(name: "Hidden", size: 1) inside. */
struct Card: View {
    @ScaledMetric(relativeTo: .body) var size: CGFloat = 17
    let name = "Inter-Regular"
    let raw = #"A "raw" string with .font(.system(size: 3)) and \(not) interpolated"#
    let twice = ##"Two # hashes: "# and Font.custom("x", size: 1)"##
    let multiline = """
        UIFont.systemFont(ofSize: 12) stays text,
        but \(Font.custom("Inside", size: 13)) is code
        """
    var body: some View {
        VStack {
            Text("Hello \(name)")
                .font(.custom(name, size: size))
                .font(.custom(name, fixedSize: size))
                .font(.custom("Inter-Bold", size: 17, relativeTo: .headline))
                .font(.system(size: 17))
            #if os(iOS)
                Text("Phone").font(Font.custom("Inter", size: 12))
            #else
                Text("Other").font(.system(size: 11, weight: .bold))
            #endif
            Text(`default`).dynamicTypeSize(...DynamicTypeSize.xxLarge)
                .accessibilityShowsLargeContentViewer()
            Button("Save") { save() }.font(.custom(name, size: 15))
        }
        .padding()
    }
    let `default` = "x"
    func save() {
        let pattern = /font\(.+\)/
        _ = pattern
        let ratio = size / 2 / 3
        _ = ratio
    }
}

final class Label: UILabel {
    init() {
        super.init(frame: .zero)
        let base = UIFont(name: "Noteworthy-Light", size: 17) ?? UIFont.systemFont(ofSize: 17)
        font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
        adjustsFontForContentSizeCategory = true
        let preferred = UIFont.preferredFont(forTextStyle: .footnote)
        font = UIFontMetrics.default.scaledFont(for: preferred, maximumPointSize: 40)
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledValue(for: 20)
        font = UIFont.boldSystemFont(ofSize: scaled).withSize(scaled)
    }
    required init?(coder: NSCoder) { fatalError("\(#function) is not used") }
}

let scaledFont = ScaledFont(fontName: "Noteworthy")
let footnote = scaledFont.font(forTextStyle: .footnote)
