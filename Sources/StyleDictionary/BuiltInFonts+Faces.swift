extension BuiltInFonts {
    /// The faces of the iOS family named `family` (case and spaces as UIKit lists them, compared
    /// without case), with each face's weight and slant read from its PostScript name, or nil
    /// when iOS has no such family.
    ///
    /// The weight is the CSS weight of the word the name's style part holds (`-Bold` 700,
    /// `-DemiBold` 600, `-UltraLight` 200; `-Roman`, `-Book`, `-Regular` and no style part 400);
    /// `Italic` or `Oblique` in it makes the face italic. Apple's names follow the PostScript
    /// convention, so this is what `UIFont`'s `fontDescriptor` reports for them.
    public static func iOSFaces(ofFamily family: String) -> [MatchableFace]? {
        let wanted = family.lowercased()
        guard let entry = iOSFamilies.first(where: { $0.family.lowercased() == wanted }) else { return nil }
        return entry.names.map { name in
            let style = name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            return MatchableFace(
                postScriptName: name, weight: weight(ofStyle: style),
                isItalic: style.contains("Italic") || style.contains("Oblique"))
        }
    }

    /// The CSS weight a PostScript name's style part says (400 when it names none).
    static func weight(ofStyle style: String) -> Int {
        let words: [(String, Int)] = [
            ("Thin", 100), ("Hairline", 100), ("UltraLight", 200), ("ExtraLight", 200), ("Light", 300),
            ("DemiBold", 600), ("SemiBold", 600), ("ExtraBold", 800), ("UltraBold", 800), ("Bold", 700),
            ("Medium", 500), ("Heavy", 900), ("Black", 900), ("W3", 300), ("W4", 400), ("W5", 500), ("W6", 600),
            ("W7", 700), ("W8", 800),
        ]
        return words.first { style.contains($0.0) }?.1 ?? 400
    }
}
