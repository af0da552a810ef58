import PlistcDiagnostics
import PlistcLocalizedStrings
import PlistcStyleDictionary
import PlistcTextFit

/// One string measured in one style against its budget.
package struct FitResult: Sendable {
    /// The text as measured (placeholders sampled).
    package let text: String
    /// The strings file's entry it comes from; `nil` for `--text`.
    package let string: LocalizedString?
    package let style: TextStyle
    package let font: String
    package let budget: FitBudget
    /// The content sizes checked, and the style's size at each.
    package let categories: [ContentSizeCategory]
    package let sizes: [Double]
    package let outcome: FitOutcome
    package let missingCharacters: [Character]

    /// The largest content size it fits at, or `nil`.
    package var fitsThrough: ContentSizeCategory? { outcome.fitsThrough.map { categories[$0] } }

    /// `"Einstellungen"`, with its key and localization when it has them: `tab.settings (de)`.
    package var name: String {
        let quoted = "\"" + TextReporter.printable(QuotedText.short(text)) + "\""
        guard let string else { return quoted }
        let variation = string.variation.map { ", " + $0 } ?? ""
        return
            "\(quoted) (\(TextReporter.printable(QuotedText.short(string.key))), \(string.localization ?? "development language")\(variation))"
    }

    /// `200 pt × 2 lines`.
    package var budgetText: String {
        let lines = budget.lines == 0 ? "any number of" : String(budget.lines)
        return "\(FitReport.points(budget.width)) pt × \(lines) line\(budget.lines == 1 ? "" : "s")"
    }

    /// What happens at the first size it overflows: `fits through xxxLarge; at accessibility1
    /// (26 pt) it needs 3 lines, 1 more than 2`, or that it fits throughout.
    package var verdict: String {
        guard let overflow = outcome.firstOverflow else {
            return "fits at every size checked, through \(categories.last?.rawValue ?? "none")"
        }
        let start = fitsThrough.map { "fits through \($0.rawValue); " } ?? "does not fit at any size checked; "
        return start
            + "at \(categories[overflow.sizeIndex].rawValue) (\(FitReport.points(sizes[overflow.sizeIndex])) pt) \(excess(overflow))"
    }

    /// What is past the budget where it overflows: the lines it needs past the budget's (`it
    /// needs 3 lines, 1 more than 2`), its widest line past the width (`the widest line is
    /// 77.05 pt, 5.05 pt over 72`), or both.
    package func excess(_ overflow: FitOutcome.Overflow) -> String {
        var parts: [String] = []
        if budget.hasTooFewLines(for: overflow.linesNeeded) {
            let lines = overflow.linesNeeded
            parts.append("it needs \(lines) lines, \(lines - budget.lines) more than \(budget.lines)")
        }
        if budget.isTooNarrow(for: overflow.widestLine) {
            let widest = overflow.widestLine
            parts.append(
                "the widest line is \(FitReport.points(widest)) pt, \(FitReport.points(max(0.01, widest - budget.width))) pt over \(FitReport.points(budget.width))"
            )
        }
        return parts.joined(separator: ", and ")
    }

    /// The `text-overflow` finding of a string from a strings file that overflows, and its
    /// `missing-glyph` finding when the font lacks some of its characters.
    package var diagnostics: [Diagnostic] {
        guard let string else { return [] }
        var found: [Diagnostic] = []
        if outcome.firstOverflow != nil {
            let message: Sentence =
                "\(name) in \(style.rawValue) (\(TextReporter.printable(font))), \(budgetText): \(verdict) (HarfBuzz's measure, not CoreText's)"
            found.append(
                TextOverflowRule.description.diagnostic(
                    message, at: string.location, keyPath: string.key,
                    suggestion:
                        "shorten the text, or give it more room (a wider box, more lines, or lines: 0 to let it wrap)"))
        }
        if !missingCharacters.isEmpty {
            let characters = TextReporter.printable(missingCharacters.map(String.init).joined(separator: " "))
            found.append(
                MissingGlyphRule.description.diagnostic(
                    "\(name): \(TextReporter.printable(font)) has no glyph for \(characters): a device draws them in another font, so the width is not predicted",
                    at: string.location, keyPath: string.key))
        }
        return found
    }
}
