import Diagnostics
import StyleDictionary
import SwiftSource

/// The source rules on one Swift file of the app (`lint --sources`): `fixed-font-size`,
/// `double-scaling`, `size-capped`, with the dictionaries linted `dictionary-not-found` and
/// `style-not-in-dictionary`, and with fonts `unknown-font` for the names in code; each finding located in the file, silenced by its `// plistc:`
/// comments, and given the severity the configuration says.
public enum SourceCheck {
    /// The findings of `bytes`, read from `path`, under `configuration`, sorted by location.
    public static func findings(
        _ bytes: [UInt8], path: String, configuration: LintConfiguration, dictionaries: DictionaryCatalog? = nil
    ) -> [Diagnostic] {
        let file = SourceFile(bytes, path: path)
        let suppressions = SourceSuppressions(file.directives)
        let found =
            FixedFontSizes.findings(in: file) + DoubleScaling.findings(in: file) + SizeCaps.findings(in: file)
            + (dictionaries.map { DictionaryUses.findings(in: file, catalog: $0) } ?? [])
            + (configuration.options.fonts.map { FontNamesInCode.findings(in: file, fonts: $0) } ?? [])
        return found.compactMap { diagnostic -> Diagnostic? in
            let rule = diagnostic.ruleID
            guard !configuration.disabledRules.contains(rule),
                !suppressions.silences(rule.rawValue, onLine: diagnostic.location.line)
            else { return nil }
            var shown = diagnostic
            if let severity = configuration.severities[rule] { shown.severity = severity }
            return shown
        }.sorted { $0.location < $1.location }
    }

    /// The styles the file asks of each dictionary it names (`nil`: a style held in a
    /// variable, so any), for dropping the `missing-style` notes of styles no call site uses.
    public static func styleUses(_ bytes: [UInt8], path: String) -> [String: Set<TextStyle>?] {
        DictionaryUses.styleUses(in: SourceFile(bytes, path: path))
    }

    /// Where a token is, in the file.
    static func location(of token: SwiftToken, in file: SourceFile) -> SourceLocation {
        SourceLocation(file: file.path, line: token.line, column: token.column)
    }
}

/// `fixed-font-size`: fonts at a number of points that Dynamic Type never scales.
enum FixedFontSizes {
    static let uiKitSystemFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    static func findings(in file: SourceFile) -> [Diagnostic] {
        let scalers = file.calls.filter { $0.name == "scaledFont" && $0.labels.first == "for" }
        var found: [Diagnostic] = []
        for call in file.calls {
            let size: Double?
            var framework = "SwiftUI"
            switch (call.name, call.base, call.names.first) {
            case ("system", .implicitMember, _), ("system", .none, "Font"):
                size = call.labels.first == "size" ? SourceFile.number(file.argument("size", of: call)) : nil
            case ("custom", .implicitMember, _), ("custom", .none, "Font"):
                size = SourceFile.number(file.argument("fixedSize", of: call))
            case ("UIFont", .none, _) where call.labels == ["name", "size"]:
                framework = "UIKit"
                size = SourceFile.number(file.argument("size", of: call))
            case (let name, .none, "UIFont") where uiKitSystemFonts.contains(name) && call.labels.first == "ofSize":
                framework = "UIKit"
                size = SourceFile.number(file.argument("ofSize", of: call))
            default: size = nil
            }
            guard let size else { continue }
            if framework == "UIKit" && isScaled(call, in: file, scalers: scalers) { continue }
            let style = nearestStyle(to: size)
            let points = size == size.rounded() ? String(Int(size)) : String(size)
            let advice =
                framework == "UIKit"
                ? "scale it with UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledFont(for:), or use the \(style.rawValue) style"
                : "use the \(style.rawValue) style (.font(.\(style.rawValue)), or .custom(_:size:relativeTo: .\(style.rawValue)) for a custom font)"
            found.append(
                FixedFontSizeRule.description.diagnostic(
                    "a font at a fixed \(points) pt never grows with Dynamic Type: \(advice), which is \(Self.points(AppleTypeTable.pointSize(style, .large))) pt at the default size",
                    at: SourceCheck.location(of: file.anchor(of: call), in: file)))
        }
        return found
    }

    /// Whether a UIKit font is handed to `scaledFont(for:)`: made inside its arguments, or
    /// bound to a name (`let base = UIFont(…)`) that one of them uses.
    static func isScaled(_ call: SwiftCall, in file: SourceFile, scalers: [SwiftCall]) -> Bool {
        if scalers.contains(where: { SourceFile.isInside(call, argumentsOf: $0) }) { return true }
        let start = call.calleeToken - (call.names.count - 1) * 2
        guard start >= 2, file.tokens[start - 1].is("="), file.tokens[start - 2].kind == .identifier else {
            return false
        }
        let name = file.tokens[start - 2].text
        return scalers.contains { scaler in
            scaler.arguments.contains { range in
                file.tokens[range].contains { $0.kind == .identifier && $0.text == name }
            }
        }
    }

    /// The text style whose size at the default content size is nearest `size` (body on a tie
    /// with it, as headline is body's size in bold; else the smaller style).
    static func nearestStyle(to size: Double) -> TextStyle {
        ([.body] + TextStyle.allCases.filter { $0 != .body }).min { first, second in
            let (a, b) = (
                abs(AppleTypeTable.pointSize(first, .large) - size),
                abs(AppleTypeTable.pointSize(second, .large) - size)
            )
            return a != b ? a < b : AppleTypeTable.pointSize(first, .large) < AppleTypeTable.pointSize(second, .large)
        } ?? .body
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// `double-scaling`: a `@ScaledMetric` value scaled again by `custom(_:size:)`, a scaled font
/// scaled again by `scaledFont(for:)`.
enum DoubleScaling {
    static func findings(in file: SourceFile) -> [Diagnostic] {
        let metrics = file.scaledMetricNames
        var found: [Diagnostic] = []
        for call in file.calls {
            if call.name == "custom", call.base == .implicitMember || call.names.first == "Font",
                let size = file.argument("size", of: call).map(Array.init), let name = scaledName(size, metrics)
            {
                found.append(
                    DoubleScalingRule.description.diagnostic(
                        "\(name) is a @ScaledMetric, already scaled, and custom(_:size:) scales it again relative to body: give it to custom(_:fixedSize:) instead",
                        at: SourceCheck.location(of: file.anchor(of: call), in: file)))
            }
            if call.name == "scaledFont", call.labels.first == "for", let range = call.arguments.first {
                let inner = file.calls.first { other in
                    range.contains(other.calleeToken) && (other.name == "scaledFont" || other.name == "preferredFont")
                }
                if let inner {
                    found.append(
                        DoubleScalingRule.description.diagnostic(
                            "scaledFont(for:) is given a font from \(inner.name)(\(inner.labels.map { ($0 ?? "_") + ":" }.joined())), which is already scaled: scale the unscaled font once",
                            at: SourceCheck.location(of: file.anchor(of: call), in: file)))
                }
            }
        }
        return found
    }

    /// The `@ScaledMetric` an argument is (`size`, `self.size`), or `nil`.
    static func scaledName(_ argument: [SwiftToken], _ metrics: Set<String>) -> String? {
        if argument.count == 1, argument[0].kind == .identifier, metrics.contains(argument[0].text) {
            return argument[0].text
        }
        if argument.count == 3, argument[0].text == "self", argument[1].is("."), metrics.contains(argument[2].text) {
            return argument[2].text
        }
        return nil
    }
}

/// `size-capped`: `.dynamicTypeSize(...X)` below the accessibility sizes.
enum SizeCaps {
    static let belowAccessibility: Set<String> = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    ]

    static func findings(in file: SourceFile) -> [Diagnostic] {
        let viewers = Set(
            file.calls.filter { $0.name == "accessibilityShowsLargeContentViewer" }.map { file.blocks[$0.calleeToken] })
        var found: [Diagnostic] = []
        for call in file.calls where call.name == "dynamicTypeSize" && call.labels == [nil] {
            let argument = Array(file.tokens[call.arguments[0]])
            guard let first = argument.first, first.is("...") || first.is("..<"), let last = argument.last,
                last.kind == .identifier, belowAccessibility.contains(last.text), argument.count <= 4,
                !viewers.contains(file.blocks[call.calleeToken])
            else { continue }
            found.append(
                SizeCappedRule.description.diagnostic(
                    "Dynamic Type is capped at \(last.text), below the accessibility sizes: people who need larger text cannot get it here; cap only small, repeated chrome, and show its text in the large content viewer (.accessibilityShowsLargeContentViewer())",
                    at: SourceCheck.location(of: file.anchor(of: call), in: file)))
        }
        return found
    }
}
