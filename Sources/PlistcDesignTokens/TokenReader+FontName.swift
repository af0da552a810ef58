import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

extension TokenReader {
    /// The PostScript name of the token's font: plistc's own (from a plistc export), else the
    /// first family of its stack (`"Times New Roman, serif"`, or a list) that resolves, in
    /// order, to a face of the given fonts, to an iOS built-in face (unless
    /// `--platform-fonts none`), or to itself when it is a PostScript name (`Avenir-Heavy`), the
    /// face chosen by CSS's font matching (``FontMatching``: style, then nearest weight); else a
    /// guess from the first family and the weight, with a warning that names what was tried. A
    /// stack that starts with a generic family (`serif`, `system-ui`) asks for the system font:
    /// the style is left out, with a note.
    mutating func fontName() -> String? {
        if let name = plistc?["fontName"]?.string { return visibleName(name, "$extensions.org.plistc.fontName") }
        let families = Self.families(token.value.typography("fontFamily"))
        guard let first = families.first else {
            problem("'\(token.path)' has no fontFamily: write the font's family name")
            return nil
        }
        guard families.allSatisfy({ visibleName($0, "fontFamily") != nil }) else { return nil }
        if let number = token.value.typography("fontWeight")?.number, !(1...1000).contains(number) {
            problem(
                field: "fontWeight",
                "is \(number.isFinite ? SizeText.exact(number) : "not a finite number"), out of range: a weight is 1 to 1000 (400 regular, 700 bold)"
            )
            return nil
        }
        let asked = FontWeightText(token.value.typography("fontWeight"), style: token.value["fontStyle"]?.string)
        guard !Self.genericFamilies.contains(first.lowercased()) else {
            problem(
                "'\(token.path)' asks for \(first), a generic family, which is the system font on iOS: the style is left out of the dictionary, so ScaledFont uses the system font",
                severity: .note)
            return nil
        }
        // A generic family further on is what the stack falls back to: the families before it.
        let specific = Array(families.prefix { !Self.genericFamilies.contains($0.lowercased()) })
        for family in specific {
            if let name = givenFace(family, asked) { return name }
            if let name = builtInFace(family, asked) { return name }
            if family.contains("-") && !family.contains(" ") { return family }
        }
        return guess(first, asked, triedFamilies: specific.count)
    }

    /// The face of the given fonts' `family`, by CSS's matching; a warning when its weight is
    /// not the one asked.
    private mutating func givenFace(_ family: String, _ asked: FontWeightText) -> String? {
        guard let fonts else { return nil }
        let lowered = family.lowercased()
        let faces = fonts.faces.filter { $0.family?.lowercased() == lowered }
        let matchable = faces.map {
            MatchableFace(postScriptName: $0.postScriptName, weight: $0.weightClass ?? 400, isItalic: $0.isItalic)
        }
        guard let face = FontMatching.face(in: matchable, weight: asked.weight, italic: asked.isItalic) else {
            return nil
        }
        differs(face, from: asked, family: family, among: "no given font has", fix: "add the font file")
        return face.postScriptName
    }

    /// A warning when `face`, the closest of the family's, is not the weight or slant asked.
    private mutating func differs(
        _ face: MatchableFace, from asked: FontWeightText, family: String, among: String, fix: String
    ) {
        let slant = asked.isItalic != face.isItalic
        guard face.weight != asked.weight || slant else { return }
        let what =
            slant
            ? "\(asked.isItalic ? "an italic" : "an upright face") at weight \(asked.weight)" : "weight \(asked.weight)"
        let closest = "\(face.postScriptName) (weight \(face.weight)\(face.isItalic ? ", italic" : ""))"
        problem(
            "'\(token.path)' asks for \(family) at \(what), which \(among): \(closest) is the closest; check the weight or \(fix)",
            severity: .warning)
    }

    /// The iOS built-in face of `family`, by CSS's matching, unless the platform's fonts are
    /// switched off.
    private mutating func builtInFace(_ family: String, _ asked: FontWeightText) -> String? {
        guard fonts.map({ !$0.builtIn.isEmpty }) ?? true, let faces = BuiltInFonts.iOSFaces(ofFamily: family),
            let face = FontMatching.face(in: faces, weight: asked.weight, italic: asked.isItalic)
        else { return nil }
        differs(
            face, from: asked, family: family, among: "iOS's \(family) does not have", fix: "ship the face with the app"
        )
        return face.postScriptName
    }

    /// A PostScript name made from the family and the weight, as fonts usually name their faces,
    /// with a warning: the device falls back to the system font if it is wrong.
    private mutating func guess(_ family: String, _ asked: FontWeightText, triedFamilies: Int) -> String {
        let name = family.filter { $0 != " " } + "-" + asked.styleName
        let tried =
            fonts.map { $0.faces.isEmpty ? "no font file was given" : "no given font file holds it" }
            ?? "no font files were given (--fonts)"
        let others = triedFamilies > 1 ? " (nor any other family of its stack)" : ""
        problem(
            "'\(token.path)' names the family \(family)\(others), which is not an iOS font and \(tried), so the font is taken to be \(name), the usual PostScript name of its weight \(asked.writtenName.map { "'\($0)'" } ?? String(asked.weight)): give the font files with --fonts to find the real face",
            severity: .warning)
        return name
    }

    /// The families of a `fontFamily`: a list's strings, or a CSS stack's names (split at
    /// commas, quotes and spaces around them removed).
    static func families(_ value: JSONValue?) -> [String] {
        // A list's items are families or stacks, and an item that was an alias to a list
        // (Penpot's ["{serif}"]) is a list: one level of nesting.
        let names: [String] =
            if case .array(let items) = value {
                items.flatMap { item -> [String] in
                    if case .array(let inner) = item { return inner.compactMap(\.string) }
                    return item.string.map { [$0] } ?? []
                }
            } else {
                value?.string.map { $0.split(separator: ",").map(String.init) } ?? []
            }
        return names.map { name in
            var trimmed = Substring(name).drop { $0 == " " }
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            if trimmed.count >= 2, let quote = trimmed.first, quote == "\"" || quote == "'", trimmed.last == quote {
                trimmed = trimmed.dropFirst().dropLast()
            }
            return String(trimmed)
        }.filter { !$0.isEmpty }
    }

    /// CSS's generic families and the system-font keywords, which are the system font on iOS.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "-apple-system", "blinkmacsystemfont", "math", "emoji", "fangsong",
    ]
}
