import Foundation
import TestSupport
import Testing

/// Linux does not enforce `@available`, so this scan does: every Apple API the generated Swift
/// names (every public name of `Tests/AppleStubs` that appears in its SwiftUI or UIKit part) is
/// mapped to the versions that introduced it, and each use must sit inside `@available`
/// annotations that cover it wherever it compiles. The floor is SwiftPM's default deployment
/// target when a package names no platforms (iOS 12, macOS 10.13, tvOS 12, watchOS 4), below
/// the iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 the generated file promises.
@Suite("Generated Swift's availability annotations")
struct GeneratedSwiftAvailabilityTests {
    typealias Versions = [String: [Int]]

    static let floor: Versions = ["iOS": [12], "macOS": [10, 13], "tvOS": [12], "watchOS": [4]]
    private static let v13: Versions = ["iOS": [13], "macOS": [10, 15], "tvOS": [13], "watchOS": [6]]
    private static let v14: Versions = ["iOS": [14], "macOS": [11], "tvOS": [14], "watchOS": [7]]
    private static let v15: Versions = ["iOS": [15], "macOS": [12], "tvOS": [15], "watchOS": [8]]
    private static let v16: Versions = ["iOS": [16], "macOS": [13], "tvOS": [16], "watchOS": [9]]
    /// UIKit APIs older than the floor (UIFont, UIFontMetrics, UIContentSizeCategory …).
    private static let uiKitOld: Versions = ["iOS": [11], "tvOS": [11], "watchOS": [4]]

    /// The versions of each SwiftUI name, from docs/apple-availability.md §1 and §5; a name with
    /// overloads of several versions takes the newest the generator uses (`custom`: the
    /// `relativeTo:` and `fixedSize:` forms, iOS 14), or names the overload by a label
    /// (`system|weight:`).
    static let swiftUI: [String: Versions] = {
        var names: [String: Versions] = [:]
        for name in [
            "Font", "TextStyle", "largeTitle", "title", "headline", "subheadline", "body", "callout", "footnote",
            "caption", "View", "ViewModifier", "Content", "content", "modifier", "font", "Environment",
            "EnvironmentValues",
            "legibilityWeight", "LegibilityWeight", "bold", "regular", "Text", "weight", "Weight", "Design",
            "lineSpacing", "tracking", "ViewBuilder", "AnyView", "padding", "Edge", "vertical",
            // Builders, containers and previews for call sites (iOS 13); `value`, `data` and the
            // edges are also names the generated code uses as its own.
            "EmptyView", "TupleView", "value", "Group", "VStack", "HorizontalAlignment", "ForEach", "data",
            "PreviewProvider", "previews", "Set", "top", "leading", "bottom", "trailing", "all", "horizontal", "center",
        ] { names[name] = v13 }
        // Text.tracking(_:) is iOS 13, View.tracking(_:) iOS 16: the view modifier is the one
        // called on `content` (the file's own `tracking(for:)` is neither).
        names["tracking|content.tracking("] = v16
        for name in ["title2", "title3", "caption2", "custom", "ScaledMetric"] { names[name] = v14 }
        for name in ["serif", "monospaced"] { names[name] = v13.merging(["watchOS": [7]]) { $1 } }
        for name in [
            "DynamicTypeSize", "dynamicTypeSize", "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
            "isAccessibilitySize",
        ] { names[name] = v15 }
        names["system"] = v13
        names["system|weight:"] = v16
        return names
    }()

    /// The versions of each UIKit name, from docs/apple-availability.md §2.
    static let uiKit: [String: Versions] = {
        var names: [String: Versions] = [:]
        for name in [
            "UIFont", "TextStyle", "title1", "title2", "title3", "headline", "subheadline", "body",
            "callout", "footnote", "caption1", "caption2", "fontName", "pointSize", "withSize", "preferredFont",
            "UIFontMetrics", "scaledFont", "scaledValue", "UIContentSizeCategory", "unspecified", "extraSmall", "small",
            "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium",
            "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge", "UITraitCollection", "preferredContentSizeCategory",
            // UIFont.Weight's (iOS 8.2); UILegibilityWeight's cases of the same names come with
            // `legibilityWeight`, which is checked itself.
            "Weight", "bold", "regular", "fontDescriptor", "UIFontDescriptor", "addingAttributes", "AttributeName",
            "traits", "TraitKey", "weight", "lineHeight", "systemFont", "NSParagraphStyle", "NSMutableParagraphStyle",
            "minimumLineHeight", "maximumLineHeight", "NSAttributedString", "Key", "font", "paragraphStyle", "kern",
        ] { names[name] = uiKitOld }
        for name in ["withDesign", "SystemDesign"] { names[name] = ["iOS": [13], "tvOS": [13], "watchOS": [5, 2]] }
        for name in ["serif", "monospaced"] { names[name] = ["iOS": [13], "tvOS": [13], "watchOS": [7]] }
        names["largeTitle"] = ["iOS": [11], "watchOS": [5]]
        for name in ["current", "legibilityWeight", "UILegibilityWeight"] {
            names[name] = ["iOS": [13], "tvOS": [13]]
        }
        // UIApplication, UIAccessibility (iOS 2, 8) are older than the floor, and not on watchOS.
        for name in ["UIApplication", "shared", "UIAccessibility", "isBoldTextEnabled", "baselineOffset"] {
            names[name] = uiKitOld
        }
        names["tracking"] = ["iOS": [14], "tvOS": [14], "watchOS": [7]]
        for name in ["modifyingTraits", "UIMutableTraits"] { names[name] = ["iOS": [17], "tvOS": [17]] }
        return names
    }()

    /// The public names a stub declares in either SDK shape: Apple's, not the harness's hooks.
    static func declaredNames(inStub module: String) throws -> Set<String> {
        var names: Set<String> = []
        for sdk in AppleSDK.allCases {
            for file in sdk.stubFiles(of: module) {
                let declarations = StubDeclarations(try String(contentsOfFile: file, encoding: .utf8)).declarations
                for declaration in declarations where declaration.isPublic && !declaration.isHook {
                    if let name = declaration.name, name != "init" { names.insert(name) }
                }
            }
        }
        return names
    }

    static let goldens = Fixtures.files(in: Fixtures.directory + "/build", withExtension: "swift")

    @Test(arguments: goldens)
    func everyAPIUseIsCoveredByItsAnnotations(golden: String) throws {
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let problems = AvailabilityScan(text, swiftUI: Self.swiftUI, uiKit: Self.uiKit, floor: Self.floor).problems(
            stubNames: [
                "SwiftUI": try Self.declaredNames(inStub: "SwiftUI"), "UIKit": try Self.declaredNames(inStub: "UIKit"),
            ])
        #expect(problems.isEmpty, "\(Fixtures.relative(golden)):\n\(problems.joined(separator: "\n"))")
    }

    /// The scan sees a missing annotation: without the modifier's `@available`, its
    /// `DynamicTypeSize` needs iOS 15 where only the floor holds.
    @Test func aMissingAnnotationIsFound() throws {
        let golden = Fixtures.directory + "/build/noteworthy.swift"
        var text = try String(contentsOfFile: golden, encoding: .utf8)
        let annotated = "    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)\n    public struct"
        #expect(text.contains(annotated))
        text = text.replacingOccurrences(of: annotated, with: "    public struct")
        let problems = AvailabilityScan(text, swiftUI: Self.swiftUI, uiKit: Self.uiKit, floor: Self.floor).problems(
            stubNames: [:])
        #expect(problems.contains { $0.contains("'dynamicTypeSize' needs iOS 15") }, "\(problems)")
    }

    /// A name of the stubs that the table lacks is reported, so that a new API cannot slip in.
    @Test func anUnmappedAPIIsFound() {
        let text = "#if canImport(SwiftUI)\n    import SwiftUI\n    let x = Font.newThing\n#endif\n"
        let problems = AvailabilityScan(text, swiftUI: Self.swiftUI, uiKit: Self.uiKit, floor: Self.floor).problems(
            stubNames: ["SwiftUI": ["newThing"]])
        #expect(problems.contains("line 3: 'newThing' (SwiftUI) has no availability in the test's table"))
        #expect(problems.contains { $0.hasPrefix("line 3: 'Font' needs iOS 13 but only iOS 12") }, "\(problems)")
    }

    /// APIs Apple deprecates in a release the generated code supports, and what replaces each.
    /// Linux does not warn, and a device warns for a deprecated call wherever the deployment
    /// target is at or past the deprecation, even in code that `if #available` skips: so each
    /// use must sit in a declaration that is itself deprecated, which is reached through a
    /// protocol requirement (no warning), never called directly.
    /// Matched as an argument label, so `UITraitCollection(traitsFrom:)`, `.init(traitsFrom:)`
    /// and a type-inferred call are all found.
    static let deprecated = ["traitsFrom:": "modifyingTraits"]

    /// A line's code: without string literals and without a trailing comment.
    static func code(of line: Substring) -> String {
        let withoutStrings = line.replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"")
        let code = withoutStrings.firstRange(of: "//").map { withoutStrings[..<$0.lowerBound] } ?? withoutStrings[...]
        return code.trimmingCharacters(in: .whitespaces)
    }

    @Test func theScanSeesCodeOnly() {
        #expect(Self.code(of: "let a = .init(traitsFrom: x)  // traitsFrom:") == "let a = .init(traitsFrom: x)")
        #expect(Self.code(of: "#if os(visionOS)  // `init(traitsFrom:)` is deprecated") == "#if os(visionOS)")
        #expect(Self.code(of: #"print("traitsFrom: // no")"#) == #"print("")"#)
    }

    @Test(arguments: goldens)
    func deprecatedAPIIsOnlyUsedInDeprecatedDeclarations(golden: String) throws {
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var uses = 0
        defer {
            // Every golden merges UIKit traits; a scan that finds no use has stopped seeing it.
            if text.contains("UITraitCollection") {
                #expect(uses > 0, "\(Fixtures.relative(golden)): no traitsFrom: found")
            }
        }
        for (number, line) in lines.enumerated() {
            let code = Self.code(of: line)
            guard !code.hasPrefix("@") else { continue }
            for (api, replacement) in Self.deprecated where code.contains(api) {
                uses += 1
                let declaration = lines[..<number].lastIndex { $0.contains("func ") || $0.contains("var ") }
                let attribute = declaration.map { lines[$0 - 1] } ?? ""
                #expect(
                    attribute.contains("@available(*, deprecated"),
                    "\(Fixtures.relative(golden)):\(number + 1): \(api) outside a deprecated declaration")
                #expect(lines.contains { $0.contains(replacement) }, "\(Fixtures.relative(golden)): no \(replacement)")
                let name = declaration.flatMap { lines[$0].firstMatch(of: /func (\w+)/)?.output.1 }.map(String.init)
                let calls = lines.filter { line in
                    name.map { line.contains($0 + "(") } == true && !line.contains("func ")
                }
                #expect(!calls.isEmpty, "\(Fixtures.relative(golden)): \(name ?? "the declaration") is never called")
                #expect(calls.allSatisfy { $0.contains(" as any ") }, "\(Fixtures.relative(golden)): \(calls)")
            }
        }
    }
}
