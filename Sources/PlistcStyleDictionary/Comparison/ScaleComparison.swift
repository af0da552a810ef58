import PlistcDiagnostics

/// What a change to a style dictionary does on the device: two resolved scales, made with the
/// same model, rounding, runtime and content sizes, compared cell by cell, with the fallbacks,
/// the properties and the lint findings that changed. Either side may be absent (a dictionary
/// added or removed); `plistc diff` shows it.
public struct ScaleComparison: Sendable {
    /// One side: what it is called, and its scale and findings; `scale` is `nil` when the
    /// dictionary does not exist on that side.
    public struct Side: Sendable {
        /// The name shown for it: a path, `REV:PATH`, or `<stdin>`.
        public let label: String
        public let scale: TypeScale?
        public let diagnostics: [Diagnostic]

        /// A side that exists, with its findings.
        public init(label: String, scale: TypeScale?, diagnostics: [Diagnostic] = []) {
            (self.label, self.scale, self.diagnostics) = (label, scale, diagnostics)
        }
    }

    /// One style at one content size whose size changed; `old` or `new` is `nil` where that
    /// side has no dictionary.
    public struct Cell: Sendable, Hashable {
        public let style: TextStyle
        public let category: ContentSizeCategory
        public let old: Double?
        public let new: Double?

        /// The change in points; `nil` with a side missing or a size that is not finite.
        public var delta: Double? {
            guard let old, let new, old.isFinite, new.isFinite else { return nil }
            return new - old
        }

        /// The change as a percentage of the old size; `nil` where the old size is 0.
        public var percent: Double? {
            guard let delta, let old, old != 0 else { return nil }
            return delta / old * 100
        }
    }

    /// A style that started or stopped falling back to the system font, why it falls back,
    /// and the custom font of the other side (`nil` where that side has no dictionary).
    public struct Fallback: Sendable, Hashable {
        public let style: TextStyle
        public let reason: String
        /// The font it had before it fell back, or has now that it no longer does.
        public let font: String?
    }

    /// A property of a style other than its sizes that changed: its font, line height, letter
    /// spacing, size cap, Bold Text font or fallback reason, as text (`nil`: not set there).
    public struct PropertyChange: Sendable, Hashable {
        /// The property, as the JSON output names it: `fontName`, `lineHeight`,
        /// `letterSpacing`, `maximumSize`, `legibilityFontName`, `reason`.
        public let property: String
        public let style: TextStyle
        public let old: String?
        public let new: String?
    }

    public let old: Side
    public let new: Side
    /// The content sizes compared: those of the scales.
    public let categories: [ContentSizeCategory]
    /// Every cell that changed, style by style in canonical order, then by content size.
    public let cells: [Cell]
    /// The styles that fall back in the new side and did not in the old.
    public let fallbacksAdded: [Fallback]
    /// The styles that fell back in the old side and do not in the new.
    public let fallbacksRemoved: [Fallback]
    public let properties: [PropertyChange]
    /// The findings of the new side with no like finding (rule, severity and message) in the
    /// old, and those of the old with none in the new.
    public let findingsAdded: [Diagnostic]
    public let findingsResolved: [Diagnostic]

    /// Compares `old` with `new`. Their scales must share their content sizes.
    public init(old: Side, new: Side) {
        self.old = old
        self.new = new
        categories = new.scale?.categories ?? old.scale?.categories ?? []
        var cells: [Cell] = []
        var added: [Fallback] = []
        var removed: [Fallback] = []
        var properties: [PropertyChange] = []
        for style in TextStyle.allCases {
            let before = old.scale?.rows.first { $0.style == style }
            let after = new.scale?.rows.first { $0.style == style }
            cells += Self.cells(style, before, after, categories: categories)
            if let after, after.origin == .system, before?.origin != .system {
                added.append(Fallback(style: style, reason: after.reason ?? "no entry", font: before?.fontName))
            }
            if let before, before.origin == .system, after?.origin != .system {
                removed.append(Fallback(style: style, reason: before.reason ?? "no entry", font: after?.fontName))
            }
            if let before, let after { properties += Self.properties(style, before, after) }
        }
        (self.cells, fallbacksAdded, fallbacksRemoved, self.properties) = (cells, added, removed, properties)
        (findingsAdded, findingsResolved) = FindingChanges.between(old.diagnostics, new.diagnostics)
    }

    /// Whether nothing the comparison looks at changed.
    public var isEmpty: Bool {
        cells.isEmpty && fallbacksAdded.isEmpty && fallbacksRemoved.isEmpty && properties.isEmpty
            && findingsAdded.isEmpty && findingsResolved.isEmpty && (old.scale == nil) == (new.scale == nil)
    }

    /// The styles that fall back to the system font on both sides: no change, but what a
    /// reader of the diff should know (a file in a format the runtime never reads falls back
    /// everywhere).
    public var fallingBackOnBothSides: [TextStyle] {
        guard let oldRows = old.scale?.rows, let newRows = new.scale?.rows else { return [] }
        let before = Set(oldRows.filter { $0.origin == .system }.map(\.style))
        return newRows.filter { $0.origin == .system && before.contains($0.style) }.map(\.style)
    }

    /// How many errors the new side has that the old one has too.
    public var errorsOnBothSides: Int {
        guard old.scale != nil else { return 0 }
        let errors = new.diagnostics.filter { $0.severity == .error }.count
        return errors - findingsAdded.filter { $0.severity == .error }.count
    }

    /// Whether the dictionary exists on one side only.
    public var presence: Presence {
        switch (old.scale, new.scale) {
        case (nil, .some): .added
        case (.some, nil): .removed
        default: .both
        }
    }

    /// Where the dictionary exists.
    public enum Presence: String, Sendable {
        case both, added, removed
    }

    /// The styles with at least one changed cell or property, in canonical order.
    public var changedStyles: [TextStyle] {
        let touched = Set(cells.map(\.style)).union(properties.map(\.style))
        return TextStyle.allCases.filter(touched.contains)
    }

    private static func cells(
        _ style: TextStyle, _ before: TypeScale.Row?, _ after: TypeScale.Row?, categories: [ContentSizeCategory]
    ) -> [Cell] {
        guard before != nil || after != nil else { return [] }
        return categories.indices.compactMap { index in
            let old = before.map { $0.sizes[index] }
            let new = after.map { $0.sizes[index] }
            if let old, let new, sameSize(old, new) { return nil }
            return Cell(style: style, category: categories[index], old: old, new: new)
        }
    }

    /// Whether two sizes are the same: equal, or both not a number.
    static func sameSize(_ lhs: Double, _ rhs: Double) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }

    private static func properties(_ style: TextStyle, _ before: TypeScale.Row, _ after: TypeScale.Row)
        -> [PropertyChange]
    {
        let bothFallBack = before.origin == .system && after.origin == .system
        // A font that changes with the origin is told by the fallback added or removed.
        let sameOrigin = before.origin == after.origin
        let measures: [(String, Double?, Double?)] = [
            ("lineHeight", before.lineHeight, after.lineHeight),
            ("letterSpacing", before.letterSpacing, after.letterSpacing),
            ("maximumSize", before.maximumSize, after.maximumSize),
        ]
        let texts: [(String, String?, String?)] =
            [("fontName", sameOrigin ? before.fontName : nil, sameOrigin ? after.fontName : nil)]
            + measures.map { name, old, new in
                let same =
                    switch (old, new) {
                    case (nil, nil): true
                    case (let old?, let new?): sameSize(old, new)
                    default: false
                    }
                return (name, same ? nil : old.map(SizeText.exact), same ? nil : new.map(SizeText.exact))
            } + [
                ("legibilityFontName", before.legibilityName, after.legibilityName),
                // A fallback's reason, when the style falls back on both sides (a style that
                // starts or stops falling back is a fallback added or removed instead).
                ("reason", bothFallBack ? before.reason : nil, bothFallBack ? after.reason : nil),
            ]
        return texts.compactMap { name, old, new in
            old == new ? nil : PropertyChange(property: name, style: style, old: old, new: new)
        }
    }
}
