import Diagnostics
import PropertyList

/// The fonts the examples of the font rules are checked against.
let exampleFonts = FontAvailability(
    faces: [
        .init(postScriptName: "NotoSerif-Regular", file: "Fonts/NotoSerif-Regular.ttf", weightClass: 400),
        .init(postScriptName: "NotoSerif-Bold", file: "Fonts/NotoSerif-Bold.ttf", weightClass: 700),
    ],
    builtIn: ["Avenir-Book", "Avenir-Heavy"],
    registrations: [
        .init(fileName: "NotoSerif-Bold.ttf", location: SourceLocation(file: "Info.plist", line: 1, column: 1))
    ])

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
