import PlistcDiagnostics

/// The resolved type scale: every text style at every chosen content size, as the device shows it.
public struct TypeScale: Sendable, Hashable {
    /// One style's row.
    public struct Row: Sendable, Hashable {
        /// Where the font comes from.
        public enum Origin: String, Sendable, Hashable {
            case custom, system
        }

        public let style: TextStyle
        public let origin: Origin
        /// Why the style falls back to the system font; `nil` for a custom font.
        public let reason: String?
        /// The PostScript name, or `System Semibold` and the like for a fallback.
        public let fontName: String
        /// The system font's weight for a fallback; `nil` for a custom font.
        public let weight: String?
        /// The system font's design (`serif`, `monospaced`) for a gewill system-font entry;
        /// `nil` for the default design and for a custom font.
        public var design: String? = nil
        /// The size at `.large`.
        public let baseSize: Double
        /// The size at each of the scale's categories.
        public let sizes: [Double]
        /// The largest size the style scales to (`maximumPointSize`); `nil` when unset.
        public var maximumSize: Double? = nil
        /// The font for Bold Text (`legibilityFontName`); `nil` when unset.
        public var legibilityName: String? = nil
        /// The file holding the custom font, when fonts were given and one holds it.
        public var fontFile: String? = nil
        /// The custom font's OS/2 weight class, when fonts were given and one holds it.
        public var fontWeight: Int? = nil
        /// The custom font's family name, when fonts were given and one holds it.
        public var fontFamily: String? = nil
        /// The custom font's own line height per point (its hhea metrics), when fonts were given.
        public var fontLineHeightPerPoint: Double? = nil
        /// The line height as a multiple of the size (`lineHeight`); `nil` when unset.
        public var lineHeight: Double? = nil
        /// The letter spacing in points at `.large` (`letterSpacing`); `nil` when unset.
        public var letterSpacing: Double? = nil

        /// The line height in points at each of the scale's categories: the multiple times
        /// the size there.
        public var lineHeights: [Double]? { lineHeight.map { multiple in sizes.map { multiple * $0 } } }

        /// The distance between lines, baseline to baseline, as a multiple of the size, as the
        /// generated Swift draws them in both frameworks: the line height, or the font's own
        /// where that is more (known with the font's metrics); `nil` without a line height.
        public var lineBoxMultiple: Double? {
            lineHeight.map { multiple in max(multiple, fontLineHeightPerPoint ?? multiple) }
        }

        /// The spacing to add between lines at each of the scale's categories so that lines
        /// are one line box apart: the box less the font's own line height (its hhea ascender,
        /// descender and line gap at that size). 0 where the line height is tighter than the
        /// font's, which is drawn at the font's; `nil` without a line height or the metrics.
        public var lineSpacings: [Double]? {
            guard let box = lineBoxMultiple, let perPoint = fontLineHeightPerPoint else { return nil }
            return sizes.map { box * $0 - perPoint * $0 }
        }

        /// The letter spacing in points at each of the scale's categories: it scales with the
        /// size (`letterSpacing × size / baseSize`).
        public var letterSpacings: [Double]? {
            guard let letterSpacing, baseSize != 0, baseSize.isFinite else { return nil }
            return sizes.map { letterSpacing * $0 / baseSize }
        }
    }

    /// Whether the scale was built with fonts given, so rows say which file and weight.
    public let showsFonts: Bool

    /// The file the scale was built from, as given.
    public let source: String
    public let model: ScalingModel
    public let rounding: Rounding
    public let categories: [ContentSizeCategory]
    /// The eleven styles, in canonical order.
    public let rows: [Row]

    /// Resolves a file's verdict: custom styles scaled by `model` and rounded (the base itself
    /// at `.large`, unrounded), capped at their `maximumPointSize`; fallbacks at Apple's sizes.
    /// With `fonts`, a custom font that none of them (nor the platform) has is a fallback too,
    /// as on the device.
    public init(
        source: String, verdict: RuntimeVerdict, model: ScalingModel = .uifontmetrics, rounding: Rounding = .points,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, fonts: FontAvailability? = nil
    ) {
        self.source = source
        showsFonts = fonts != nil
        self.model = model
        self.rounding = rounding
        self.categories = categories
        rows = verdict.styles.map { style, outcome in
            switch outcome {
            case .custom(let font):
                if let fonts, !fonts.knows(font.name) {
                    // UIFont(name:size:) is nil on the device, and ScaledFont takes the system font.
                    return Self.systemRow(
                        style,
                        reason:
                            "no font named '\(QuotedText.short(font.name))' is in the fonts given or built in, so UIFont(name:size:) is nil",
                        categories: categories)
                }
                let sizes = categories.map {
                    model.size(font.size, style, at: $0, rounding: rounding, maximum: font.maximumSize)
                }
                let face = fonts?.face(named: font.name)
                return Row(
                    style: style, origin: .custom, reason: nil, fontName: font.name, weight: nil, baseSize: font.size,
                    sizes: sizes, maximumSize: font.maximumSize, legibilityName: font.legibilityName,
                    fontFile: face?.file, fontWeight: face?.weightClass, fontFamily: face?.family,
                    fontLineHeightPerPoint: face?.lineHeightPerPoint, lineHeight: font.lineHeight,
                    letterSpacing: font.letterSpacing)
            case .system(let reason):
                let variant: SystemFontVariant? =
                    if case .systemFontEntry(let variant) = reason { variant } else { nil }
                return Self.systemRow(style, reason: reason.description, categories: categories, variant: variant)
            }
        }
    }

    /// Apple's own table, for reference (`plistc scale`).
    public static func apple(categories: [ContentSizeCategory] = ContentSizeCategory.allCases) -> TypeScale {
        TypeScale(
            source: "Apple (Human Interface Guidelines)", model: .pointsize, rounding: .none, categories: categories,
            rows: TextStyle.allCases.map { systemRow($0, reason: nil, categories: categories) })
    }

    private init(
        source: String, model: ScalingModel, rounding: Rounding, categories: [ContentSizeCategory], rows: [Row]
    ) {
        (self.source, self.model, self.rounding, self.categories, self.rows) = (
            source, model, rounding, categories, rows
        )
        showsFonts = false
    }

    /// The system font for a style at Apple's sizes, in the variant a gewill entry asks for.
    private static func systemRow(
        _ style: TextStyle, reason: String?, categories: [ContentSizeCategory],
        variant: SystemFontVariant? = nil
    ) -> Row {
        let weight = variant?.appliedWeight.map { $0 == "bold" ? "Bold" : "Regular" } ?? AppleTypeTable.weight(style)
        let design = variant?.appliedDesign
        let designName: String? = design.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = ["System", designName, weight].compactMap { $0 }
        var row = Row(
            style: style, origin: .system, reason: reason, fontName: name.joined(separator: " "), weight: weight,
            baseSize: AppleTypeTable.pointSize(style, .large),
            sizes: categories.map { AppleTypeTable.pointSize(style, $0) })
        row.design = design
        return row
    }
}
