import Foundation
import TestSupport
import Testing

/// UIKit's trait collections can be unspecified: `UITraitCollection()`, and
/// `UITraitCollection.current` outside UIKit's trait-resolution scopes. The stubs read an
/// unspecified content size as Large and an unspecified weight as regular, as a device does, so
/// these tests fail unless the generated code resolves them from what the user chose
/// (`UIApplication.shared.preferredContentSizeCategory`, `UIAccessibility.isBoldTextEnabled`).
extension GeneratedSwiftRuntimeTests {
    @Test func anUnspecifiedTraitCollectionResolvesToWhatTheUserChose() throws {
        let path = Fixtures.directory + "/build/extensions.plist"
        let build = CapturedRun(["build", "--emit", "swift", "--type-name", "Noteworthy", path])
        try #require(build.status == 0, Comment(rawValue: build.error))
        let main = """
            UIFont._stubInstalled = Set(Noteworthy.allCases.flatMap { [$0.fontName, $0.legibilityFontName] }.compactMap { $0 })
            UIApplication._stubPreferredContentSizeCategory = .accessibilityLarge
            UIAccessibility._stubBoldText = true
            let given = Noteworthy.body.uiFont(compatibleWith: UITraitCollection())
            let current = Noteworthy.body.uiFont()
            let resolved = Noteworthy.resolvedTraits(UITraitCollection())
            let plain = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Noteworthy-Light", size: 17)!, compatibleWith: UITraitCollection())
            print(given.fontName, given.pointSize, current.fontName, current.pointSize)
            print(resolved.preferredContentSizeCategory == .accessibilityLarge, resolved.legibilityWeight == .bold)
            print(Noteworthy.body.scaled(10, compatibleWith: UITraitCollection()))
            print(plain.pointSize)
            // A specified collection is kept as given.
            let specified = Noteworthy.body.uiFont(compatibleWith: UITraitCollection(_stubCategory: .extraSmall, weight: .regular))
            print(specified.fontName, specified.pointSize)
            """
        let output = try Self.run(generated: [build.output], main: main).split(separator: "\n").map(String.init)
        let json = try Self.styles([path])
        let body = try #require(json.first { $0.style == "body" })
        // AX-L is the ninth content size; xSmall the first.
        let accessibilityLarge = body.sizes[8]
        #expect(output.count == 5, "\(output)")
        #expect(output.first == "Noteworthy-Bold \(accessibilityLarge) Noteworthy-Bold \(accessibilityLarge)")
        #expect(output.dropFirst().first == "true true")
        #expect(output.dropFirst(2).first.flatMap(Double.init).map { $0 > 10 } == true, "\(output)")
        // What the stub does alone, unresolved: Large, as on a device.
        #expect(output.dropFirst(3).first == "17.0", "\(output)")
        #expect(output.last == "Noteworthy-Light \(body.sizes[0])", "\(output)")
    }
}
