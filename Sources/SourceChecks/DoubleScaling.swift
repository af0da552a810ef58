import Diagnostics
import StyleDictionary
import SwiftSource

/// `double-scaling`: a scaled size (`@ScaledMetric`, `UIFontMetrics.scaledValue(for:)`) scaled
/// again by `custom(_:size:)`, a scaled font scaled again by `scaledFont(for:)`.
enum DoubleScaling {
    static func findings(in file: SourceFile) -> [Diagnostic] {
        let values = CallMarks(file) { $0.name == "scaledValue" && $0.labels.first == "for" }
        let scaledFonts = CallMarks(file) { $0.name == "scaledFont" || $0.name == "preferredFont" }
        let metrics = file.scaledMetricNames
        let scaled = metrics.union(file.bindings.filter { values.any(in: $0.value) }.map(\.name))
        var found: [Diagnostic] = []
        for call in file.calls {
            if call.name == "custom", call.base == .implicitMember || call.names.first == "Font",
                let index = call.labels.firstIndex(of: "size"),
                let name = scaledName(call.arguments[index], metrics: metrics, scaled: scaled, values: values, file)
            {
                let fix = fixedSize(call, sizeArgument: index, in: file)
                let advice =
                    fix == nil
                    ? "give it to custom(_:fixedSize:) instead (without relativeTo:, which only a size custom(_:size:) scales needs)"
                    : "give it to custom(_:fixedSize:) instead"
                found.append(
                    DoubleScalingRule.description.diagnostic(
                        "\(name), already scaled, and custom(_:size:) scales it again relative to \(relativeStyle(call, file)): \(advice)",
                        at: SourceCheck.location(of: file.anchor(of: call), in: file), fix: fix))
            }
            if call.name == "scaledFont", call.labels.first == "for", let range = call.arguments.first {
                if let inner = scaledFonts.first(in: range) {
                    found.append(
                        DoubleScalingRule.description.diagnostic(
                            "scaledFont(for:) is given a font from \(inner.name)(\(inner.labels.map { ($0 ?? "_") + ":" }.joined())), which is already scaled: scale the unscaled font once",
                            at: SourceCheck.location(of: file.anchor(of: call), in: file)))
                }
            }
        }
        return found
    }

    /// What an argument is when it is a scaled size, for the message (`size is a
    /// @ScaledMetric`, `size is from scaledValue(for:)`); `nil` when it is not one.
    static func scaledName(
        _ range: Range<Int>, metrics: Set<String>, scaled: Set<String>, values: CallMarks, _ file: SourceFile
    ) -> String? {
        let argument = Array(file.tokens[range])
        let name: String? =
            if argument.count == 1, argument[0].kind == .identifier {
                argument[0].text
            } else if argument.count == 3, argument[0].text == "self", argument[1].is("."),
                argument[2].kind == .identifier
            {
                argument[2].text
            } else {
                nil
            }
        if let name, scaled.contains(name) {
            return metrics.contains(name)
                ? "\(name) is a @ScaledMetric" : "\(name) is from scaledValue(for:)"
        }
        return values.any(in: range) ? "the size is from scaledValue(for:)" : nil
    }

    /// The style `custom(_:size:)` scales relative to: its `relativeTo:`, else body.
    static func relativeStyle(_ call: SwiftCall, _ file: SourceFile) -> String {
        guard let index = call.labels.firstIndex(of: "relativeTo") else { return "body" }
        return file.tokens[call.arguments[index]].map(\.text).joined().trimmingPrefix(".").description
    }

    /// The `--fix`: the label `size` renamed `fixedSize`, every other byte kept. Only for
    /// `custom(name, size: x)`: with `relativeTo:` the argument would go too, and the fix
    /// is left to a person.
    static func fixedSize(_ call: SwiftCall, sizeArgument index: Int, in file: SourceFile) -> Fix? {
        guard call.labels.count == 2, index == 1, call.arguments[index].lowerBound >= 2 else { return nil }
        let label = call.arguments[index].lowerBound - 2
        guard file.tokens[label].text == "size", file.tokens[label + 1].is(":") else { return nil }
        let token = file.tokens[label]
        var fix = Fix(
            .content(SourceCheck.location(of: token, in: file)), with: "fixedSize", summary: "size: → fixedSize:")
        fix.range = TextRange(
            start: file.position(token.start, line: token.line), end: file.position(token.end, line: token.line))
        return fix
    }
}
