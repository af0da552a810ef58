import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// The scale as design tokens in the Design Tokens Community Group format 2025.10: a
/// `typography` group with one token per text style (family, size, weight, letter spacing and
/// line height; px are iOS points), and a `dynamicType` group with each style's size at every
/// content size, so that web and Android builds share the Dynamic Type scale. What only
/// plistc reads (the PostScript name, whether line height and letter spacing were set, the
/// extension keys, a fallback's reason) goes under `$extensions` `org.plistc`, so that
/// `plistc import` gives back the same dictionary.
public enum DTCGGenerator: Sendable {
    /// The vendor key of plistc's extensions.
    public static let vendor = "org.plistc"

    /// The tokens of `scale`, written by plistc `version` (none: no version in the text).
    public static func render(_ scale: TypeScale, version: String) -> String {
        let by = version.isEmpty ? "plistc" : "plistc \(version)"
        let description =
            "The text styles of \(PathText.fileName(scale.source)) as ScaledFont shows them (model \(scale.model.rawValue), rounding \(scale.rounding.rawValue)), written by \(by). Sizes are in px, which are iOS points."
        let sizes = ContentSizeCategory.allCases.enumerated().map { index, category in
            let members = scale.rows.compactMap { row -> JSONValue.Member? in
                guard index < row.sizes.count, row.sizes[index].isFinite else { return nil }
                return JSONValue.Member(
                    row.style.rawValue, .object(["$type": .string("dimension"), "$value": dimension(row.sizes[index])]))
            }
            return JSONValue.Member(category.rawValue, .object(members))
        }
        let dynamicType = [
            JSONValue.Member(
                "$description",
                .string(
                    "Each style's size at each Dynamic Type content size (SwiftUI's DynamicTypeSize names), in px (iOS points)."
                ))
        ]
        let document = JSONValue.object([
            "$schema": .string("https://www.designtokens.org/schemas/2025.10/format.json"),
            "$description": .string(description),
            "typography": .object(scale.rows.compactMap(token)),
            "dynamicType": .object(dynamicType + sizes),
        ])
        return JSONWriter.text(document, layout: .lines(depth: 3), finalNewline: true)
    }

    /// `{"value": 17, "unit": "px"}`.
    private static func dimension(_ points: Double) -> JSONValue {
        .object(["value": .measure(points), "unit": .string("px")])
    }

    /// A style's typography token; `nil` for one whose size is not a finite number.
    private static func token(_ row: TypeScale.Row) -> JSONValue.Member? {
        guard row.baseSize.isFinite else { return nil }
        let value = JSONValue.object([
            "fontFamily": .string(family(row)), "fontSize": dimension(row.baseSize), "fontWeight": .int(weight(row)),
            "letterSpacing": dimension(row.letterSpacing ?? 0),
            "lineHeight": row.lineHeight.map { .measure($0) } ?? .number(1.2),
        ])
        var plistc = [JSONValue.Member("origin", .string(row.origin.rawValue))]
        if row.origin == .custom {
            plistc.append(JSONValue.Member("fontName", .string(row.fontName)))
        } else {
            plistc.append(JSONValue.Member("reason", .optional(row.reason)))
        }
        plistc += [
            JSONValue.Member("lineHeight", .measure(row.lineHeight)),
            JSONValue.Member("letterSpacing", .measure(row.letterSpacing)),
            JSONValue.Member("maximumPointSize", .measure(row.maximumSize)),
            JSONValue.Member("legibilityFontName", .optional(row.legibilityName)),
        ]
        return JSONValue.Member(
            row.style.rawValue,
            .object([
                "$type": .string("typography"), "$value": value, "$description": .string(note(row)),
                "$extensions": .object([vendor: .object(plistc)]),
            ]))
    }

    /// The family: the font file's, the PostScript name without fonts, or the system's.
    private static func family(_ row: TypeScale.Row) -> String {
        guard row.origin == .custom else {
            switch row.design {
            case "serif": return "ui-serif"
            case "monospaced": return "ui-monospace"
            default: return "system-ui"
            }
        }
        return row.fontFamily ?? row.fontName
    }

    /// The weight: the font file's OS/2 class, else the one the PostScript name says (`-Bold`:
    /// 700), else 400; a system font's, from Apple's table.
    private static func weight(_ row: TypeScale.Row) -> Int {
        if let weight = row.fontWeight { return weight }
        let name = (row.origin == .custom ? row.fontName.split(separator: "-").last.map(String.init) : row.weight) ?? ""
        return namedWeights.first { name.lowercased().hasSuffix($0.0) }?.1 ?? 400
    }

    private static let namedWeights: [(String, Int)] = [
        ("extrabold", 800), ("ultrabold", 800), ("semibold", 600), ("demibold", 600), ("extralight", 200),
        ("ultralight", 200), ("thin", 100), ("hairline", 100), ("light", 300), ("medium", 500), ("bold", 700),
        ("heavy", 800), ("black", 900), ("regular", 400), ("book", 400),
    ]

    /// What a reader of the token needs to know.
    private static func note(_ row: TypeScale.Row) -> String {
        guard row.origin == .custom else {
            return "The system font: \(row.reason ?? "no custom font")."
        }
        var text = "\(row.fontName) at \(SizeText.display(row.baseSize)) pt at the default content size."
        if row.fontFamily == nil {
            text +=
                " fontFamily is the PostScript name and fontWeight read from it: build with --fonts for the family and weight the font file gives."
        }
        if row.lineHeight == nil { text += " The line height is the font's default (1.2 stands for it)." }
        return text
    }
}
