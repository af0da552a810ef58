import Diagnostics
import StyleDictionary
import SwiftSource

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
