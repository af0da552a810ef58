import PlistcDiagnostics

/// `font-not-registered`: a font's file is missing from the Info.plist's `UIAppFonts`.
public enum FontNotRegisteredRule: DictionaryRule {
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
        return file.fontNames.compactMap { entry, key, value, name in
            guard let face = fonts.face(named: name), !fonts.builtIn.contains(name), !registered.contains(face.fileName)
            else { return nil }
            return description.diagnostic(
                "'\(QuotedText.short(entry.key)).\(QuotedText.short(key))' \(name) comes from \(face.fileName), which Info.plist's UIAppFonts does not list, so iOS never loads it: add <string>\(face.fileName)</string> to UIAppFonts",
                at: value.location, keyPath: entry.key + "." + key, suggestion: face.fileName)
        }
    }
}
