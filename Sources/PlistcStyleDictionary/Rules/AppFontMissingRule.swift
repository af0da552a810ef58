import PlistcDiagnostics

/// `app-font-missing`: a `UIAppFonts` entry names a file that is not among the given fonts.
public enum AppFontMissingRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "app-font-missing", defaultSeverity: .error,
        summary: "a UIAppFonts entry names a file that is not among the given fonts (with --fonts and --info-plist)",
        explanation: """
            Every file Info.plist lists under UIAppFonts must be in the app bundle. A listed file
            that is not among the fonts given with --fonts is misspelled, or missing from the
            target. Reported once per run, at the entry in the Info.plist.
            """,
        kind: .run,
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
