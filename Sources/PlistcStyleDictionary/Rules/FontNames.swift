import PlistcDiagnostics
import PlistcPropertyList

/// The fonts the examples of the font rules are checked against.
let exampleFonts = FontAvailability(
    faces: [
        .init(postScriptName: "NotoSerif-Regular", file: "Fonts/NotoSerif-Regular.ttf", weightClass: 400)
            .withLineHeight(1.362),
        .init(postScriptName: "NotoSerif-Bold", file: "Fonts/NotoSerif-Bold.ttf", weightClass: 700).withLineHeight(
            1.362),
    ],
    builtIn: ["Avenir-Book", "Avenir-Heavy"],
    registrations: [
        .init(fileName: "NotoSerif-Bold.ttf", location: SourceLocation(file: "Info.plist", line: 1, column: 1))
    ])

extension FontAvailability.Face {
    /// The face with its own line height per point (Noto Serif's hhea metrics: 1362 / 1000).
    fileprivate func withLineHeight(_ perPoint: Double) -> Self {
        var face = self
        face.lineHeightPerPoint = perPoint
        return face
    }
}

extension StyleDictionaryFile {
    /// `(entry, which key, the value, the name)` for every font name of the file's entries
    /// (`fontName` and `legibilityFontName`), for the rules that check names against fonts.
    var fontNames: [(entry: StyleEntry, key: String, value: PlistValue, name: String)] {
        dictionaryEntries.flatMap { entry in
            [("fontName", entry.fontName), ("legibilityFontName", entry.legibilityFontName)].compactMap { key, found in
                guard let found, let name = found.value.stringValue, !name.isBlank else { return nil }
                return (entry, key, found.value, name)
            }
        }
    }
}
