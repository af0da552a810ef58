/// The room a string has: a width in points and a number of lines (0: any number, so that
/// only a word wider than the box fails).
public struct FitBudget: Sendable, Hashable {
    /// The widest room a budget may give, in points: far past any screen, and a bound that
    /// keeps every width printable.
    public static let widestRoom = 100_000.0

    /// The box's width, in points.
    public let width: Double
    /// The lines the string may take; 0 for any number.
    public let lines: Int

    /// A budget of `lines` lines `width` points wide.
    public init(width: Double, lines: Int) {
        self.width = width
        self.lines = lines
    }

    /// Whether a layout stays inside the budget.
    public func holds(_ layout: LineFit.Layout) -> Bool {
        !hasTooFewLines(for: layout.lines) && !isTooNarrow(for: layout.widestLine)
    }

    /// Whether `needed` lines are more than the budget allows (never, for any number).
    public func hasTooFewLines(for needed: Int) -> Bool { lines > 0 && needed > lines }

    /// Whether a line `widest` points wide is wider than the box (beyond rounding's error).
    public func isTooNarrow(for widest: Double) -> Bool { widest > width + 1e-9 }
}

/// How a string fits a budget over a style's sizes, smallest first.
public struct FitOutcome: Sendable, Hashable {
    /// Where it first does not fit.
    public struct Overflow: Sendable, Hashable {
        /// The index of the size (in the sizes given).
        public let sizeIndex: Int
        /// The lines it needs there.
        public let linesNeeded: Int
        /// Its widest line there, in points.
        public let widestLine: Double
    }

    /// The index of the largest size up to which it fits, or `nil` when it does not fit at
    /// the smallest.
    public let fitsThrough: Int?
    /// The first size at which it does not fit, or `nil` when it fits at every size.
    public let firstOverflow: Overflow?
}

extension LineFit {
    /// The text laid out at each of `sizes` (points, smallest first) with the letter spacing
    /// at each (points; none when `letterSpacings` is `nil`), against `budget`: one linear pass
    /// per size, stopping at the first that overflows (what it fits through).
    public func fit(sizes: [Double], letterSpacings: [Double]? = nil, budget: FitBudget) -> FitOutcome {
        for (index, size) in sizes.enumerated() {
            let spacing = letterSpacings.flatMap { index < $0.count ? $0[index] : nil } ?? 0
            let layout = layout(size: size, letterSpacing: spacing, width: budget.width)
            if !budget.holds(layout) {
                return FitOutcome(
                    fitsThrough: index > 0 ? index - 1 : nil,
                    firstOverflow: .init(sizeIndex: index, linesNeeded: layout.lines, widestLine: layout.widestLine))
            }
        }
        return FitOutcome(fitsThrough: sizes.isEmpty ? nil : sizes.count - 1, firstOverflow: nil)
    }
}
