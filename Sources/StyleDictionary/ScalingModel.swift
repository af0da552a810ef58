/// How a custom size at `.large` scales to the other content sizes. Apple documents no formula:
/// both models are reconstructions, named in every output.
public enum ScalingModel: String, Sendable, CaseIterable {
    /// `base × leading(style, c) / leading(style, .large)`: what `UIFontMetrics` does on device
    /// (body 17 gives 48 at AX5 and 16.333 at Medium at @3x). The default.
    case uifontmetrics
    /// `base × size(style, c) / size(style, .large)`: what the system font does; Apple's base
    /// sizes reproduce Apple's table exactly.
    case pointsize

    /// The unrounded size of `base` (points at `.large`) for a style at a content size.
    /// At `.large` it is `base` itself, exactly.
    public func scale(_ base: Double, _ style: TextStyle, to category: ContentSizeCategory) -> Double {
        guard category != .large else { return base }
        return switch self {
        case .uifontmetrics: base * AppleTypeTable.leading(style, category) / AppleTypeTable.leading(style, .large)
        case .pointsize: base * AppleTypeTable.pointSize(style, category) / AppleTypeTable.pointSize(style, .large)
        }
    }

    /// The size the device shows `base` at: the base itself at `.large` (exact, unrounded),
    /// elsewhere scaled and rounded; never above `maximum`.
    public func size(
        _ base: Double, _ style: TextStyle, at category: ContentSizeCategory, rounding: Rounding,
        maximum: Double? = nil
    ) -> Double {
        let size = category == .large ? base : rounding.apply(scale(base, style, to: category))
        return maximum.map { min(size, $0) } ?? size
    }
}

/// How scaled sizes are rounded, as the platform does for fonts and for metrics.
public enum Rounding: String, Sendable, CaseIterable {
    /// The nearest whole point, halves away from zero: fonts through `scaledFont(for:)`.
    case points
    /// The nearest 1/2 point: the pixel grid of @2x screens (`@ScaledMetric`, `scaledValue`).
    case pixels2x = "pixels@2x"
    /// The nearest 1/3 point: the pixel grid of @3x screens.
    case pixels3x = "pixels@3x"
    /// No rounding.
    case none

    /// `size` rounded.
    public func apply(_ size: Double) -> Double {
        switch self {
        case .points: size.rounded(.toNearestOrAwayFromZero)
        case .pixels2x: (size * 2).rounded(.toNearestOrAwayFromZero) / 2
        case .pixels3x: (size * 3).rounded(.toNearestOrAwayFromZero) / 3
        case .none: size
        }
    }
}
