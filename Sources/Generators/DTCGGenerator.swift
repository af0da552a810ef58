import PropertyList
import StyleDictionary

/// The scale as design tokens in the Design Tokens Community Group format 2025.10: a
/// `typography` group with one token per text style (family, size, weight, letter spacing and
/// line height; px are iOS points), and a `dynamicType` group with each style's size at every
/// content size, so that web and Android builds share the Dynamic Type scale. What only
/// plistc reads (the PostScript name, whether line height and letter spacing were set, the
/// extension keys, a fallback's reason) goes under `$extensions` `org.plistc`, so that
/// `plistc import` gives back the same dictionary.
enum DTCGGenerator {
    /// The vendor key of plistc's extensions.
    static let vendor = "org.plistc"

    static func render(_ scale: TypeScale, version: String) -> String {
        let by = version.isEmpty ? "plistc" : "plistc \(version)"
        let description =
            "The text styles of \(PathText.fileName(scale.source)) as ScaledFont shows them (model \(scale.model.rawValue), rounding \(scale.rounding.rawValue)), written by \(by). Sizes are in px, which are iOS points."
        let styles = scale.rows.compactMap(token)
        let sizes = ContentSizeCategory.allCases.enumerated().map { index, category in
            let members = scale.rows.compactMap { row -> String? in
                guard index < row.sizes.count, row.sizes[index].isFinite else { return nil }
                return
                    "      \(JSONString.quoted(row.style.rawValue)): {\"$type\": \"dimension\", \"$value\": \(dimension(row.sizes[index]))}"
            }
            return "    \(JSONString.quoted(category.rawValue)): {\n" + members.joined(separator: ",\n") + "\n    }"
        }
        return """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "$description": \(JSONString.quoted(description)),
              "typography": {
            \(styles.joined(separator: ",\n"))
              },
              "dynamicType": {
                "$description": "Each style's size at each Dynamic Type content size (SwiftUI's DynamicTypeSize names), in px (iOS points).",
            \(sizes.joined(separator: ",\n"))
              }
            }

            """
    }

    /// `{"value": 17, "unit": "px"}`.
    private static func dimension(_ points: Double) -> String {
        "{\"value\": \(SizeText.json(points)), \"unit\": \"px\"}"
    }

    /// A style's typography token; `nil` for one whose size is not a finite number.
    private static func token(_ row: TypeScale.Row) -> String? {
        guard row.baseSize.isFinite else { return nil }
        let value = [
            ("fontFamily", JSONString.quoted(family(row))), ("fontSize", dimension(row.baseSize)),
            ("fontWeight", weight(row)), ("letterSpacing", dimension(row.letterSpacing ?? 0)),
            ("lineHeight", row.lineHeight.map(SizeText.json) ?? "1.2"),
        ]
        var plistc = [("origin", JSONString.quoted(row.origin.rawValue))]
        if row.origin == .custom {
            plistc.append(("fontName", JSONString.quoted(row.fontName)))
        } else {
            plistc.append(("reason", row.reason.map(JSONString.quoted) ?? "null"))
        }
        plistc += [
            ("lineHeight", row.lineHeight.map(SizeText.json) ?? "null"),
            ("letterSpacing", row.letterSpacing.map(SizeText.json) ?? "null"),
            ("maximumPointSize", row.maximumSize.map(SizeText.json) ?? "null"),
            ("legibilityFontName", row.legibilityName.map(JSONString.quoted) ?? "null"),
        ]
        return """
                \(JSONString.quoted(row.style.rawValue)): {
                  "$type": "typography",
                  "$value": {\(fields(value))},
                  "$description": \(JSONString.quoted(note(row))),
                  "$extensions": {\(JSONString.quoted(vendor)): {\(fields(plistc))}}
                }
            """
    }

    private static func fields(_ fields: [(String, String)]) -> String {
        fields.map { "\(JSONString.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
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
    private static func weight(_ row: TypeScale.Row) -> String {
        if let weight = row.fontWeight { return String(weight) }
        let name = (row.origin == .custom ? row.fontName.split(separator: "-").last.map(String.init) : row.weight) ?? ""
        return String(namedWeights.first { name.lowercased().hasSuffix($0.0) }?.1 ?? 400)
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
