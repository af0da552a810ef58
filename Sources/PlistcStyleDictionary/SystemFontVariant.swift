import PlistcDiagnostics

/// The gewill fork's system-font variants: a `design` (`default`, `serif`, `monospaced`) and a
/// `weight` (`regular`, `bold`). Values it does not know (`rounded`, `semibold`, `Bold`: the
/// match is case-sensitive) decode, and are ignored.
public struct SystemFontVariant: Sendable, Hashable {
    /// The designs and weights the fork knows.
    public static let designs = ["default", "serif", "monospaced"]
    public static let weights = ["regular", "bold"]

    /// The values as written, `nil` when absent.
    public let design: String?
    public let weight: String?

    /// Creates a variant from an entry's values.
    public init(design: String?, weight: String?) {
        self.design = design
        self.weight = weight
    }

    /// The design the fork applies: a known one other than `default`, or `nil`.
    public var appliedDesign: String? { design.flatMap { Self.designs.contains($0) && $0 != "default" ? $0 : nil } }
    /// The weight the fork applies: `bold`, `regular`, or `nil` (the style's own).
    public var appliedWeight: String? { weight.flatMap { Self.weights.contains($0) ? $0 : nil } }

    /// What the fork makes of it, for a reason: " (serif, bold)", or the values it ignores.
    var explanation: String {
        var parts: [String] = []
        if let design {
            parts.append(
                Self.designs.contains(design) ? "design \(design)" : "design '\(QuotedText.short(design))' ignored")
        }
        if let weight {
            parts.append(
                Self.weights.contains(weight) ? "weight \(weight)" : "weight '\(QuotedText.short(weight))' ignored")
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
