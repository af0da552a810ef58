import Diagnostics
import JSON
import StyleDictionary
import TextFit

/// One string measured in one style against its budget.
struct FitResult: Sendable {
    let text: String
    let style: TextStyle
    let font: String
    let budget: FitBudget
    let categories: [ContentSizeCategory]
    let sizes: [Double]
    let outcome: FitOutcome
    let missingCharacters: [Character]

    /// The largest content size it fits at, or `nil`.
    var fitsThrough: ContentSizeCategory? { outcome.fitsThrough.map { categories[$0] } }
}

/// What `plistc fit` writes: a line per string, or the JSON contract.
struct FitReport: Sendable {
    let results: [FitResult]
    let locale: String

    /// Every output says whose measure it is.
    static let measure = "widths are HarfBuzz's shaping and ICU's line breaking, not CoreText's"

    var text: String {
        var lines: [String] = []
        for result in results {
            let quoted = "\"" + TextReporter.printable(QuotedText.short(result.text)) + "\""
            let budget =
                "\(Self.points(result.budget.width)) pt × \(result.budget.lines == 0 ? "any number of" : String(result.budget.lines)) line\(result.budget.lines == 1 ? "" : "s")"
            var line = "\(quoted) in \(result.style.rawValue) (\(TextReporter.printable(result.font))), \(budget): "
            if let overflow = result.outcome.firstOverflow {
                let size = result.categories[overflow.sizeIndex]
                line += result.fitsThrough.map { "fits through \($0.rawValue); " } ?? "does not fit at any size; "
                line +=
                    "at \(size.rawValue) (\(Self.points(result.sizes[overflow.sizeIndex])) pt) it needs \(overflow.linesNeeded) line\(overflow.linesNeeded == 1 ? "" : "s"), the widest \(Self.points(overflow.widestLine)) pt"
            } else {
                line += "fits at every size, through \(result.categories.last?.rawValue ?? "")"
            }
            lines.append(line)
            if !result.missingCharacters.isEmpty {
                lines.append(
                    "  note: the font has no glyph for \(TextReporter.printable(result.missingCharacters.map(String.init).joined(separator: " "))): a device draws them in another font, so the width is not predicted"
                )
            }
        }
        let overflowing = results.filter { $0.outcome.firstOverflow != nil }.count
        lines.append("\(results.count - overflowing) of \(results.count) fit; \(Self.measure)")
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        let values: [JSONValue] = results.map { result in
            .object([
                .init("key", .null), .init("localization", .string(locale)), .init("text", .string(result.text)),
                .init("style", .string(result.style.rawValue)), .init("width", .number(result.budget.width)),
                .init("lines", .integer(isNegative: false, magnitude: UInt64(result.budget.lines))),
                .init("fitsThrough", result.fitsThrough.map { .string($0.rawValue) } ?? .null),
                .init(
                    "firstOverflow",
                    result.outcome.firstOverflow.map { overflow in
                        .object([
                            .init("size", .string(result.categories[overflow.sizeIndex].rawValue)),
                            .init("linesNeeded", .integer(isNegative: false, magnitude: UInt64(overflow.linesNeeded))),
                            .init("widestLine", .number((overflow.widestLine * 100).rounded() / 100)),
                        ])
                    } ?? .null),
                .init("missingCharacters", .array(result.missingCharacters.map { .string(String($0)) })),
            ])
        }
        return JSONWriter.text(
            .object([.init("measure", .string(Self.measure)), .init("results", .array(values))]),
            layout: .lines(depth: 2), finalNewline: true)
    }

    /// A width in points, to two decimals, without trailing zeros.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
