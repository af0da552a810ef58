/// How a custom size at `.large` scales to the other content sizes. Apple documents no formula:
/// each model is a reconstruction, named in every output with what was measured of it and what
/// is assumed (`ScalingModel+Basis`).
public enum ScalingModel: String, Sendable, CaseIterable {
    /// `base × leading(style, c) / leading(style, .large)` with the leadings iOS applies
    /// (`MeasuredLeadings`): what `UIFontMetrics` was measured to do on iOS 26, every value of
    /// `scaledFont(for:)` and `scaledValue(for:compatibleWith:)`. The default.
    case uifontmetrics
    /// The same ratio with the leadings Apple publishes (`AppleTypeTable.leading`), which iOS 26
    /// does not follow in 8 cells.
    case uifontmetricsHIG = "uifontmetrics-hig"
    /// `base × size(style, c) / size(style, .large)`: what the system font does; Apple's base
    /// sizes reproduce Apple's table exactly.
    case pointsize

    /// The size the device shows `base` at: the base itself at `.large` (exact, unrounded),
    /// elsewhere scaled and rounded; never above `maximum`.
    public func size(
        _ base: Double, _ style: TextStyle, at category: ContentSizeCategory, rounding: Rounding,
        maximum: Double? = nil
    ) -> Double {
        let size =
            category == .large
            ? base
            : rounding.apply(
                base, times: table(style, category), over: table(style, .large),
                tiesDown: rounding == .points && self == .uifontmetrics
                    && MeasuredLeadings.roundsFontTieDown(style, category))
        return maximum.map { min(size, $0) } ?? size
    }

    /// The value of the model's table for a style at a content size.
    private func table(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        switch self {
        case .uifontmetrics: MeasuredLeadings.leading(style, category)
        case .uifontmetricsHIG: AppleTypeTable.leading(style, category)
        case .pointsize: AppleTypeTable.pointSize(style, category)
        }
    }
}

/// How scaled sizes are rounded, as the platform does for fonts and for metrics: to the nearest
/// step, halves up, as iOS was measured to round.
public enum Rounding: String, Sendable, CaseIterable {
    /// The nearest whole point: fonts through `scaledFont(for:)`.
    case points
    /// The nearest 1/2 point: the pixel grid of @2x screens (`@ScaledMetric`, `scaledValue`).
    case pixels2x = "pixels@2x"
    /// The nearest 1/3 point: the pixel grid of @3x screens.
    case pixels3x = "pixels@3x"
    /// No rounding.
    case none

    /// `base × numerator / denominator`, rounded to the nearest step, a tie up (down when
    /// `tiesDown`). The steps per point multiply the product before the one division, so the
    /// size is rounded once on its way to the grid: 72.1 × 25 / 21 at 1/3 pt is 257.4999…
    /// thirds for the double nearest 72.1, which rounding the size first, then its thirds, takes
    /// to 257.5 and up. A product too large for the steps is a size far past any step, returned
    /// as it is.
    public func apply(_ base: Double, times numerator: Double, over denominator: Double, tiesDown: Bool = false)
        -> Double
    {
        let size = base * numerator / denominator
        guard let steps else { return size }
        let scaled = base * numerator * steps / denominator
        guard scaled.isFinite else { return size }
        let below = scaled.rounded(.down)
        let fraction = scaled - below
        let up = fraction > 0.5 || (fraction == 0.5 && !tiesDown)
        return (up ? below + 1 : below) / steps
    }

    /// How many steps a point has: 1, 2 or 3; `nil` for no rounding.
    private var steps: Double? {
        switch self {
        case .points: 1
        case .pixels2x: 2
        case .pixels3x: 3
        case .none: nil
        }
    }
}
