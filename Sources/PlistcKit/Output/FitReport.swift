import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary
import PlistcTextFit

/// What `plistc fit` writes: a line per string, the JSON contract, or a Markdown table.
package struct FitReport: Sendable {
    package let results: [FitResult]
    /// The language of `--text` strings.
    package let locale: String

    /// Every output says whose measure it is.
    package static let measure = "widths are HarfBuzz's shaping and ICU's line breaking, not CoreText's"

    package var overflowing: Int { results.count { $0.outcome.firstOverflow != nil } }

    /// The text report, a line per string and a count, handed to `write` in pieces of about
    /// `textPiece` bytes: a report as long as its strings is never held whole.
    package func writeText(_ write: (String) -> Void) {
        var piece = ""
        func add(_ line: String) {
            piece += line + "\n"
            if piece.utf8.count >= Self.textPiece {
                write(piece)
                piece = ""
            }
        }
        for result in results {
            let place = result.string.map { "\(TextReporter.printable($0.location.description)): " } ?? ""
            add(
                "\(place)\(result.name) in \(result.style.rawValue) (\(TextReporter.printable(result.font))), \(result.budgetText): \(result.verdict)"
            )
            if !result.missingCharacters.isEmpty {
                add(
                    "  note: the font has no glyph for \(TextReporter.printable(result.missingCharacters.map(String.init).joined(separator: " "))): a device draws them in another font, so the width is not predicted"
                )
            }
        }
        add("\(results.count - overflowing) of \(results.count) fit; \(Self.measure)")
        if !piece.isEmpty { write(piece) }
    }

    /// How much of the text report is written at a time.
    package static let textPiece = 1 << 16

    package var json: String {
        let values: [JSONValue] = results.map { result in
            .object([
                .init("key", result.string.map { .string($0.key) } ?? .null),
                .init("localization", .string(result.string?.localization ?? locale)),
                .init("variation", result.string?.variation.map(JSONValue.string) ?? .null),
                .init("text", .string(result.text)),
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
                .init("location", result.string.map { .string($0.location.description) } ?? .null),
            ])
        }
        return JSONWriter.text(
            .object([.init("measure", .string(Self.measure)), .init("results", .array(values))]),
            layout: .lines(depth: 2), finalNewline: true)
    }

    /// A table of the strings that overflow, for a pull request's comment.
    package var markdown: String {
        var lines = [
            "# Strings that do not fit", "",
            "\(overflowing) of \(results.count) overflow at some content size; \(Self.measure).", "",
        ]
        let failing = results.filter { $0.outcome.firstOverflow != nil }
        if !failing.isEmpty {
            lines += ["| String | Where | Style | Room | Fits through | First overflow |", "|---|---|---|---|---|---|"]
            for result in failing {
                let overflow =
                    result.outcome.firstOverflow.map {
                        "\(result.categories[$0.sizeIndex].rawValue): \(result.excess($0))"
                    }
                    ?? ""
                let cells = [
                    result.name, result.string.map { $0.location.description } ?? "--text", result.style.rawValue,
                    result.budgetText, result.fitsThrough?.rawValue ?? "none", overflow,
                ]
                lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell's text: line breaks as spaces, and the rest as Markdown shows it literally
    /// (`MarkdownText`), so that a string from a pull request can neither break the table nor
    /// add a link, an image, a notification or markup to the comment it is posted in.
    package static func cell(_ text: String) -> String {
        MarkdownText.escaped(String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }))
    }

    /// A width in points, to two decimals, without trailing zeros.
    package static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        guard rounded.magnitude < 1e15 else { return String(rounded) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
