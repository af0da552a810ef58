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

/// `(entry, which key, the name)` for every font name of the file's entries.
private func fontNames(_ file: StyleDictionaryFile) -> [(
    entry: StyleEntry, key: String, value: PlistValue, name: String
)] {
    file.entries.flatMap { entry in
        [("fontName", entry.fontName), ("legibilityFontName", entry.legibilityFontName)].compactMap { key, found in
            guard let found, let name = found.value.stringValue, !name.isBlank else { return nil }
            return (entry, key, found.value, name)
        }
    }
}

/// `unknown-font`: a font name that no given font file holds and the platform does not ship.
public enum UnknownFontRule: Rule {
    public static let description = RuleDescription(
        id: "unknown-font", defaultSeverity: .error,
        summary: "a font name is in none of the given font files nor among iOS's own fonts (with --fonts)",
        explanation: """
            UIFont(name:size:) returns nil for a name no registered font has, and the style then
            silently uses the system font. With --fonts, plistc reads the PostScript names of the
            app's font files and knows the fonts iOS ships (--platform-fonts none forgets them); a
            name in neither is an error, with the closest real name and the file that holds it.
            The PostScript name often differs from the file name: plistc fonts lists them.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>NotoSerif</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>notoserif-bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>title</key>\n<dict>\n<key>fontName</key><string>Avenir-Heavy</string>\n<key>fontSize</key><integer>28</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts else { return [] }
        return fontNames(file).compactMap { entry, key, value, name in
            guard !fonts.knows(name) else { return nil }
            let suggestion = fonts.suggestion(for: name)
            let hint =
                suggestion.map { found in
                    "did you mean '\(found.name)'" + (found.file.map { " (in \($0))" } ?? " (built into iOS)") + "?"
                } ?? "list the real names with plistc fonts PATH"
            return description.diagnostic(
                "'\(entry.key).\(key)' is \"\(name)\", which no given font file holds and iOS does not ship, so the style falls back to the system font: \(hint)",
                at: value.location, keyPath: entry.key + "." + key, suggestion: suggestion?.name)
        }
    }
}

/// `weight-order`: headline is not heavier than body.
public enum WeightOrderRule: Rule {
    public static let description = RuleDescription(
        id: "weight-order", defaultSeverity: .warning,
        summary: "headline's font is not heavier than body's (compared by weight class, with --fonts)",
        explanation: """
            Apple's headline is body's size in a heavier weight (Semibold). A headline font whose
            OS/2 weight class is not above body's is usually a swapped or mistyped font name.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>headline</key>\n<dict>\n<key>fontName</key>↓<string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n<key>headline</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts, let headline = file.entry(for: .headline), let body = file.entry(for: .body),
            let headlineName = headline.fontNameString, let bodyName = body.fontNameString,
            let headlineWeight = fonts.face(named: headlineName)?.weightClass,
            let bodyWeight = fonts.face(named: bodyName)?.weightClass, headlineWeight <= bodyWeight,
            let value = headline.fontName?.value
        else { return [] }
        return [
            description.diagnostic(
                "headline's \(headlineName) (weight \(headlineWeight)) is not heavier than body's \(bodyName) (weight \(bodyWeight)): Apple's headline is a heavier weight of body; are the fonts swapped?",
                at: value.location, keyPath: "headline.fontName")
        ]
    }
}

/// `font-not-registered`: a font's file is missing from the Info.plist's `UIAppFonts`.
public enum FontNotRegisteredRule: Rule {
    public static let description = RuleDescription(
        id: "font-not-registered", defaultSeverity: .error,
        summary: "a font's file is not listed in UIAppFonts (with --fonts and --info-plist)",
        explanation: """
            iOS loads an app's font files only when Info.plist lists them under UIAppFonts
            ("Fonts provided by application"). A font whose file is not listed is not found at
            run time, and the style silently uses the system font.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key>↓<string>NotoSerif-Regular</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>NotoSerif-Bold</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts, let registrations = fonts.registrations else { return [] }
        let registered = Set(registrations.map(\.fileName))
        return fontNames(file).compactMap { entry, key, value, name in
            guard let face = fonts.face(named: name), !fonts.builtIn.contains(name), !registered.contains(face.fileName)
            else { return nil }
            return description.diagnostic(
                "'\(entry.key).\(key)' \(name) comes from \(face.fileName), which Info.plist's UIAppFonts does not list, so iOS never loads it: add <string>\(face.fileName)</string> to UIAppFonts",
                at: value.location, keyPath: entry.key + "." + key, suggestion: face.fileName)
        }
    }
}

/// `app-font-missing`: a `UIAppFonts` entry names a file that is not among the given fonts.
public enum AppFontMissingRule: Rule {
    public static let description = RuleDescription(
        id: "app-font-missing", defaultSeverity: .error,
        summary: "a UIAppFonts entry names a file that is not among the given fonts (with --fonts and --info-plist)",
        explanation: """
            Every file Info.plist lists under UIAppFonts must be in the app bundle. A listed file
            that is not among the fonts given with --fonts is misspelled, or missing from the
            target. Reported once per run, at the entry in the Info.plist.
            """,
        triggeringExamples: [
            "<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n<array>\n↓<string>NotoSerif-Italic.ttf</string>\n</array>\n</dict>\n</plist>"
        ],
        nonTriggeringExamples: [
            "<plist version=\"1.0\">\n<dict>\n<key>UIAppFonts</key>\n<array>\n<string>NotoSerif-Bold.ttf</string>\n</array>\n</dict>\n</plist>"
        ],
        exampleOptions: LintOptions(fonts: exampleFonts))

    /// Style dictionaries never hold `UIAppFonts`: see `check(infoPlist:fonts:)`.
    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let fonts = options.fonts, file.entries.contains(where: { $0.key == "UIAppFonts" }) else { return [] }
        return check(registrations: InfoPlist.registrations(in: file.document), fonts: fonts)
    }

    /// The entries of an Info.plist's `UIAppFonts` that name no given font file.
    public static func check(registrations: [FontAvailability.Registration], fonts: FontAvailability) -> [Diagnostic] {
        let files = Set(fonts.faces.map(\.fileName))
        return registrations.compactMap { registration in
            guard !files.contains(registration.fileName) else { return nil }
            return description.diagnostic(
                "UIAppFonts lists \(registration.fileName), which is not among the given fonts: check the file name, or add the file to the app and to --fonts",
                at: registration.location, keyPath: "UIAppFonts")
        }
    }
}

/// Reading an app's Info.plist.
public enum InfoPlist {
    /// The `UIAppFonts` entries of an Info.plist document, with where each stands.
    public static func registrations(in document: PlistDocument) -> [FontAvailability.Registration] {
        guard let fonts = document.root?.dictionaryValue?["UIAppFonts"]?.arrayValue else { return [] }
        return fonts.compactMap { value in
            value.stringValue.map { FontAvailability.Registration(fileName: $0, location: value.location) }
        }
    }
}
