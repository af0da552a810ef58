extension BuiltInFonts {
    /// The faces of the iOS family named `family` (case and spaces as UIKit lists them, compared
    /// without case), with each face's weight and slant read from its PostScript name, or nil
    /// when iOS has no such family.
    ///
    /// The weight is the CSS weight of the word the name's style part holds, in any case
    /// (`-Bold` 700, `-DemiBold` and `-Semibold` 600, `-UltraLight` 200; `-Roman`, `-Book`,
    /// `-Regular` and no style part 400); `Italic`, `Oblique` (or Bodoni's `BookIta`, `BookIt`)
    /// makes the face italic, and `Condensed`, `Compressed`, `Narrow`, `Wide` or `Expanded` a
    /// width other than normal. This reads Apple's names by the PostScript naming convention.
    public static func iOSFaces(ofFamily family: String) -> [MatchableFace]? {
        let wanted = family.lowercased()
        guard let entry = iOSFamilies.first(where: { $0.family.lowercased() == wanted }) else { return nil }
        return entry.names.map { name in
            let style = (name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? "").lowercased()
            let widths = ["condensed", "compressed", "narrow", "wide", "expanded"]
            return MatchableFace(
                postScriptName: name, weight: weight(ofStyle: style),
                isItalic: ["italic", "oblique"].contains { style.contains($0) } || style.hasSuffix("ita")
                    || style.hasSuffix("bookit"),
                isNormalWidth: !widths.contains { style.contains($0) })
        }
    }

    /// The CSS weight a PostScript name's style part (lowercased) says (400 when it names none).
    static func weight(ofStyle style: String) -> Int {
        let words: [(String, Int)] = [
            ("thin", 100), ("hairline", 100), ("ultralight", 200), ("extralight", 200), ("light", 300),
            ("demibold", 600), ("semibold", 600), ("extrabold", 800), ("ultrabold", 800), ("bold", 700),
            ("medium", 500), ("heavy", 900), ("black", 900), ("w3", 300), ("w4", 400), ("w5", 500), ("w6", 600),
            ("w7", 700), ("w8", 800),
        ]
        return words.first { style.contains($0.0) }?.1 ?? 400
    }
}
