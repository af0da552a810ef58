import Foundation
import PlistcDiagnostics
import PlistcStyleDictionary
import TestSupport
import Testing

/// Generated Swift run on Linux against the iOS stubs, whose `UIFontMetrics` scales as iOS 26 was
/// measured to (plistc's default model) and whose `UIFont.preferredFont` and system text styles
/// have Apple's sizes: the SwiftUI modifier, `uiFont(compatibleWith:)` and `build --emit json` give the same
/// size for every style, model and rounding; missing fonts fall back to the system text style;
/// Bold Text picks the legibility font.
@Suite(
    "Generated Swift at run time",
    .enabled(if: Tool.swiftc != nil, "swiftc is not on PATH: the generated Swift is not compiled"))
struct GeneratedSwiftRuntimeTests {
    static let fixtures = [
        Fixtures.noteworthy, Fixtures.directory + "/build/extensions.plist", Fixtures.styles + "/missing-style.plist",
        Fixtures.directory + "/build/fractional.plist",
    ]

    /// Each fixture under each model and rounding, with the options that build it; and the
    /// system-font entries of gewill's ScaledFont.
    static let variants: [[String]] =
        fixtures.flatMap { path in
            ScalingModel.allCases.flatMap { model in
                Rounding.allCases.map {
                    ["--allow-fallbacks", "--model", model.rawValue, "--rounding", $0.rawValue, path]
                }
            }
        } + [["--allow-fallbacks", "--runtime", "gewill", Fixtures.directory + "/build/system-fonts.plist"]]

    /// Swift literals of Apple's tables, rows in canonical style order.
    private static func table(_ value: (TextStyle, ContentSizeCategory) -> Double) -> String {
        "["
            + TextStyle.allCases.map { style in
                "[" + ContentSizeCategory.allCases.map { "\(value(style, $0))" }.joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
    }

    /// The harness's main file: the stubs' hooks, and a `report` that prints, for a style, the
    /// font name and the twelve sizes SwiftUI's modifier and UIKit's `uiFont` give.
    static let harness = """
        import SwiftUI
        import UIKit

        let leading: [[Double]] = \(table(MeasuredLeadings.leading))
        let tieDown: [[Double]] = \(table { MeasuredLeadings.roundsFontTieDown($0, $1) ? 1 : 0 })
        let system: [[Double]] = \(table(AppleTypeTable.pointSize))
        let uiStyles: [UIFont.TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
        ]
        let fontStyles: [Font.TextStyle] = [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
        ]
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        func column(_ raw: String) -> Int { categories.firstIndex { $0._stubRawValue == raw } ?? 3 }
        func row(_ style: UIFont.TextStyle) -> Int { uiStyles.firstIndex(of: style) ?? -1 }
        UIFont._stubSystemSize = { style, raw in CGFloat(system[row(style)][column(raw)]) }
        UIFontMetrics._stubScale = { size, style, raw in
            let c = column(raw)
            guard c != 3 else { return size }
            // As iOS 26 was measured to: the leadings' ratio, a tie up but in the one cell
            // where it was measured to go down.
            let scaled = size * leading[row(style)][c] / leading[row(style)][3]
            let below = scaled.rounded(.down)
            return scaled - below > 0.5 || scaled - below == 0.5 && tieDown[row(style)][c] == 0 ? below + 1 : below
        }

        /// `system`, `+serif` or `+monospaced` for a design, `+bold` or `+regular` for a weight.
        func systemName(design: String?, weight: String?) -> String {
            "system" + (design.map { "+" + $0 } ?? "") + (weight.map { "+" + $0 } ?? "")
        }

        func describe(_ font: Font?, at c: Int) -> (String, Double) {
            func name(_ weight: Font.Weight?) -> String? {
                weight.map { $0 == .bold ? "bold" : $0 == .regular ? "regular" : "other" }
            }
            let weight = name(font?._stubWeight)
            switch font?._stubKind {
            case .fixed(let name, let size): return (name, Double(size))
            case .textStyle(let style):
                return (systemName(design: nil, weight: weight), system[fontStyles.firstIndex(of: style) ?? -1][c])
            case .system(let style, let design, let systemWeight):
                // iOS 16's `system(_:design:weight:)` carries the weight; iOS 13's `weight(_:)` adds it.
                let designName = design.flatMap { $0 == .default ? nil : "\\($0)" }
                let weight = name(systemWeight) ?? weight
                return (systemName(design: designName, weight: weight), system[fontStyles.firstIndex(of: style) ?? -1][c])
            default: return ("unexpected \\(String(describing: font))", -1)
            }
        }

        func describe(_ font: UIFont) -> String {
            guard font.fontName.hasPrefix(".SFUI-") else { return font.fontName }
            let name = font.fontName
            let design = name.contains("Serif") ? "serif" : name.contains("Monospaced") ? "monospaced" : nil
            let weight = name.contains("weight0.4") ? "bold" : name.contains("weight0.0") ? "regular" : nil
            return systemName(design: design, weight: weight)
        }

        @MainActor func report(
            _ label: String, bold: Bool, modifier: (Int) -> (any _StubFontCarrier)?,
            uiFont: (UITraitCollection) -> UIFont
        ) {
            var swiftUI: [(String, Double)] = []
            var uiKit: [(String, Double)] = []
            for c in 0..<12 {
                EnvironmentValues._stubCurrent.dynamicTypeSize = DynamicTypeSize.allCases[c]
                EnvironmentValues._stubCurrent.legibilityWeight = bold ? .bold : .regular
                swiftUI.append(describe(modifier(c)?._stubFont, at: c))
                let font = uiFont(UITraitCollection(_stubCategory: categories[c], weight: bold ? .bold : .regular))
                uiKit.append((describe(font), Double(font.pointSize)))
            }
            for (api, fonts) in [("swiftui", swiftUI), ("uikit", uiKit)] {
                let names = Set(fonts.map(\\.0)).sorted().joined(separator: "|")
                print(label, api, names, fonts.map { "\\($0.1)" }.joined(separator: " "))
            }
        }

        """

    /// The lines `report` prints for every style of generated type `name` (modifier `modifier`)
    /// with fonts installed as `installed` says (`all`, `none`), and Bold Text on or off.
    static func reportCalls(_ name: String, modifier: String, installed: String, bold: Bool) -> String {
        let install =
            installed == "all"
            ? "UIFont._stubInstalled = Set(\(name).allCases.flatMap { [$0.fontName, $0.legibilityFontName] }.compactMap { $0 })"
            : "UIFont._stubInstalled = []"
        return """
            \(install)
            for style in \(name).allCases {
                report("\(name) \(installed) \\(style)", bold: \(bold),
                    modifier: { _ in
                        let view = Text("x").\(modifier)(style)
                        return (view as Any as? ModifiedContent<Text, \(name)Modifier>)
                            .flatMap { $0._stubApplied as? any _StubFontCarrier }
                    },
                    uiFont: { style.uiFont(compatibleWith: $0) })
            }

            """
    }

    /// Compiles generated files and `main` against the iOS stubs and runs the result.
    static func run(generated: [String], main: String) throws -> String {
        let swiftc = try #require(Tool.swiftc)
        let stubs = try AppleStubModules.folder(for: .iOS)
        return try Fixtures.withTemporaryFolder("runtime") { folder in
            var files = try generated.enumerated().map { index, text in
                let path = folder + "/Generated\(index).swift"
                try ApplePlatform.iOS.rewrite(text).write(toFile: path, atomically: true, encoding: .utf8)
                return path
            }
            files.append(folder + "/main.swift")
            try (harness + main).write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
            let compile = try ProcessResult.run(
                swiftc,
                [
                    "-swift-version", "6", "-module-name", "App", "-I", stubs, "-L", stubs, "-lSwiftUI", "-lUIKit",
                    "-o",
                    folder + "/app",
                ] + files)
            try #require(compile.status == 0, Comment(rawValue: compile.error))
            let run = try ProcessResult.run(folder + "/app", [])
            try #require(run.status == 0, Comment(rawValue: run.error))
            return run.output
        }
    }

    /// A style of `build --emit json`.
    struct JSONStyle: Decodable {
        let style: String
        let origin: String
        let fontName: String
        let weight: String?
        let design: String?
        let sizes: [Double]

        /// How the harness names the font the style shows with its custom font installed.
        var shownFont: String {
            guard origin == "system" else { return fontName }
            let defaultWeight = TextStyle(rawValue: style).map(AppleTypeTable.weight)
            let variantWeight = weight == defaultWeight ? nil : weight?.lowercased()
            return "system" + (design.map { "+" + $0 } ?? "") + (variantWeight.map { "+" + $0 } ?? "")
        }
    }

    /// `build --emit json`'s styles for the options, decoded by `JSONDecoder`, which reads
    /// numbers exactly (`JSONSerialization` on Linux can be one unit in the last place off).
    static func styles(_ options: [String]) throws -> [JSONStyle] {
        struct Scale: Decodable { let styles: [JSONStyle] }
        let json = CapturedRun(["build", "--emit", "json"] + options).output
        return try JSONDecoder().decode(Scale.self, from: Data(json.utf8)).styles
    }

    private static func sizesText(_ sizes: [Double]) -> String { sizes.map { "\($0)" }.joined(separator: " ") }

    @Test func swiftUIUIKitAndJSONGiveTheSameSizes() throws {
        var generated: [String] = []
        var main = ""
        var expected: [String] = []
        for (index, options) in Self.variants.enumerated() {
            let name = "G\(index)"
            let build = CapturedRun(
                ["build", "--emit", "swift", "--type-name", name, "--modifier-name", "g\(index)"] + options)
            try #require(build.status == 0, Comment(rawValue: build.error))
            generated.append(build.output)
            // Nothing installed first: a font found installed stays found (the file caches it).
            main += Self.reportCalls(name, modifier: "g\(index)", installed: "none", bold: false)
            main += Self.reportCalls(name, modifier: "g\(index)", installed: "all", bold: false)
            for style in try Self.styles(options) {
                let key = style.style
                let font = style.shownFont
                let sizes = Self.sizesText(style.sizes)
                let textStyle = try #require(TextStyle(rawValue: key))
                let apple = Self.sizesText(ContentSizeCategory.allCases.map { AppleTypeTable.pointSize(textStyle, $0) })
                for api in ["swiftui", "uikit"] {
                    expected.append("\(name) all \(key) \(api) \(font) \(sizes)")
                    // Nothing installed: every style shows its system text style at Apple's sizes.
                    let system = style.origin == "system" ? font : "system"
                    expected.append("\(name) none \(key) \(api) \(system) \(apple)")
                }
            }
        }
        let output = try Self.run(generated: generated, main: main)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, want) in zip(lines.sorted(), expected.sorted()) where line != want {
            Issue.record("got  \(line)\nwant \(want)")
        }
    }

    @Test func boldTextTakesTheLegibilityFontWhenInstalled() throws {
        let path = Fixtures.directory + "/build/extensions.plist"
        let build = CapturedRun(["build", "--emit", "swift", "--type-name", "Bold", path])
        // A font found missing is asked again (the app may register it later), so the check
        // without the Bold Text font comes first; one found installed stays so.
        let main =
            "UIFont._stubInstalled = Set(Bold.allCases.compactMap(\\.fontName)).subtracting([\"Noteworthy-Bold\"])\n"
            + "print(Bold.allCases.map { $0.installedFontName(boldText: true) ?? \"system\" })\n"
            + Self.reportCalls("Bold", modifier: "typography", installed: "all", bold: true)
        let output = try Self.run(generated: [build.output], main: main)
        // The fixture gives body and footnote a legibilityFontName, Noteworthy-Bold.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "<key>legibilityFontName</key>").count == 3)
        var expected: [String] = []
        for style in try Self.styles([path]) {
            let key = style.style
            let name = ["body", "footnote"].contains(key) ? "Noteworthy-Bold" : style.fontName
            expected += ["swiftui", "uikit"].map { "Bold all \(key) \($0) \(name)" }
        }
        let names = output.split(separator: "\n").dropFirst().map {
            $0.split(separator: " ").prefix(5).joined(separator: " ")
        }
        #expect(names.sorted() == expected.sorted())
        // Without the Bold Text font installed, the regular font; without that, the system font.
        let first = try #require(output.split(separator: "\n").first)
        #expect(
            first == "[\"system\", \"system\", \"system\", \"Noteworthy-Light\", \"system\", \"Noteworthy-Light\", "
                + "\"Noteworthy-Light\", \"Noteworthy-Light\", \"Noteworthy-Light\", \"Noteworthy-Light\", \"Noteworthy-Light\"]"
        )
    }

    /// Line height and letter spacing reach both frameworks, in one model: lines a line box
    /// apart (the style's line height, or the font's own where that is more; the stub's fonts
    /// are 1.25 times their size tall), each centred in its box. SwiftUI's modifier adds the
    /// box less the font's height as `lineSpacing` and half of it as vertical padding; UIKit's
    /// attributes hold a paragraph style exactly a box tall and a `baselineOffset` of half
    /// the same extra. Letter spacing is tracking in both. A style without a line height or a
    /// letter spacing gets none of them, so what the caller set stays.
    @Test func lineHeightAndLetterSpacingReachSwiftUIAndUIKit() throws {
        let path = Fixtures.directory + "/build/spacing.plist"
        let build = CapturedRun(["build", "--emit", "swift", "--type-name", "Spacing", path])
        try #require(build.status == 0, Comment(rawValue: build.error))
        let main = """
            UIFont._stubInstalled = Set(Spacing.allCases.compactMap(\\.fontName))
            @MainActor func styled(_ view: Any) -> (lineSpacing: CGFloat?, padding: CGFloat?, tracking: CGFloat?) {
                var (lineSpacing, padding, tracking): (CGFloat?, CGFloat?, CGFloat?) = (nil, nil, nil)
                var nodes = [view]
                while let current = nodes.popLast() {
                    if let carrier = current as? any _StubFontCarrier {
                        lineSpacing = lineSpacing ?? carrier._stubLineSpacing
                        padding = padding ?? carrier._stubPadding
                        tracking = tracking ?? carrier._stubTracking
                        nodes += [carrier._stubInner].compactMap { $0 }
                    } else if let modified = current as? any _StubModifiedView {
                        nodes += [modified._stubContent, modified._stubApplied]
                    } else {
                        nodes += Mirror(reflecting: current).children.map(\\.value)
                    }
                }
                return (lineSpacing, padding, tracking)
            }
            for style in Spacing.allCases {
                for c in 0..<12 {
                    EnvironmentValues._stubCurrent.dynamicTypeSize = DynamicTypeSize.allCases[c]
                    let (lineSpacing, padding, tracking) = styled(Text("x").typography(style))
                    let traits = UITraitCollection(_stubCategory: categories[c], weight: .regular)
                    let attributes = style.attributes(compatibleWith: traits)
                    let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
                    let offset = attributes[.baselineOffset] as? CGFloat
                    let uiTracking = attributes[.tracking] as? CGFloat
                    print(style, c, lineSpacing ?? -1, padding ?? -1, tracking ?? -1, paragraph?.minimumLineHeight ?? -1,
                        paragraph?.maximumLineHeight ?? -1, offset ?? -1, uiTracking ?? -1, attributes[.kern] == nil)
                }
            }
            """
        let output = try Self.run(generated: [build.output], main: main)
        struct Spaced: Decodable {
            let style: String
            let origin: String
            let baseSize: Double
            let sizes: [Double]
            let lineHeight: Double?
            let letterSpacing: Double?
        }
        struct Scale: Decodable { let styles: [Spaced] }
        let json = CapturedRun(["build", "--emit", "json", path]).output
        let styles = try JSONDecoder().decode(Scale.self, from: Data(json.utf8)).styles
        var expected: [String] = []
        for style in styles {
            for (c, size) in style.sizes.enumerated() {
                let box = style.lineHeight.map { max($0 * size, 1.25 * size) }
                let extra = box.map { $0 - 1.25 * size }
                let tracking = style.letterSpacing.map { $0 * size / style.baseSize } ?? -1
                let lines = [extra ?? -1, extra.map { $0 / 2 } ?? -1, tracking, box ?? -1, box ?? -1]
                let uiKit = [extra.map { $0 / 2 } ?? -1, tracking]
                expected.append(
                    "\(style.style) \(c) " + (lines + uiKit).map { "\($0)" }.joined(separator: " ") + " true")
            }
        }
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, want) in zip(lines, expected) where !Self.sameNumbers(line, want) {
            Issue.record("got  \(line)\nwant \(want)")
        }
        #expect(styles.contains { $0.lineHeight != nil } && styles.contains { $0.letterSpacing != nil })
        #expect(styles.contains { $0.lineHeight == nil } && styles.contains { $0.letterSpacing == nil })
    }

    /// Whether two lines have the same words, numbers equal to a billionth.
    static func sameNumbers(_ left: String, _ right: String) -> Bool {
        let (a, b) = (left.split(separator: " "), right.split(separator: " "))
        return a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                guard let u = Double(x), let v = Double(y) else { return x == y }
                return abs(u - v) < 1e-9
            }
    }

    /// Deleting a style from the plist leaves its case: the app still builds, and the case
    /// shows the system text style, as ScaledFont does on the device.
    @Test func removingLargeTitleFromThePlistKeepsLargeTitleCompiling() throws {
        let text = try String(contentsOfFile: Fixtures.noteworthy, encoding: .utf8)
        let withoutLargeTitle = text.replacing(
            /<key>largeTitle<\/key>\s*<dict>.*?<\/dict>/.dotMatchesNewlines(), with: "")
        #expect(!withoutLargeTitle.contains("largeTitle"))
        let build = CapturedRun(["build", "--emit", "swift", "-"], input: Array(withoutLargeTitle.utf8))
        try #require(build.status == 0, Comment(rawValue: build.error))
        let main = """
            let style: StdinTypography = .largeTitle
            print(style.fontName ?? "system", style.pointSizes, StdinTypography(Font.TextStyle.largeTitle) == .largeTitle)
            """
        let output = try Self.run(generated: [build.output], main: main)
        let apple = ContentSizeCategory.allCases.map { AppleTypeTable.pointSize(.largeTitle, $0) }
        #expect(output == "system \(apple) true\n")
    }
}
