import PlistcDiagnostics

/// `legacy-style-key`: a key is a style's key in the other format than the runtime's: a UIKit
/// raw value for ScaledFont 1.0, a SwiftUI name for the 2017 code. A whole file in the 2017
/// format, linted with no runtime chosen, is read as the 2017 code reads it
/// (`inferred-runtime`), so only a file that mixes the formats, or one read under a runtime
/// chosen for it, has these.
public enum LegacyStyleKeyRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "legacy-style-key", defaultSeverity: .error,
        summary:
            "a key is in the other format than the runtime's (UICTFontTextStyleBody for ScaledFont 1.0, body for the 2017 code)",
        explanation: """
            The 2017 version of ScaledFont (kharrison/CodeExamples, copied into many apps) and
            SKScaledFont key the file by UIKit raw values such as UICTFontTextStyleBody.
            ScaledFont 1.0 looks up SwiftUI's names (body) instead, so under it the raw-value keys
            are never read and those styles use the system font; under the 2017 code
            (--runtime scaledfont2017) it is the other way round. Rename each key to the format
            of the code that loads the file (lint --fix does, towards the runtime predicted). A
            file whose style keys are all raw values, linted without --runtime or "runtime", is
            read as the 2017 code reads it (inferred-runtime); one that mixes the two formats is
            read as ScaledFont 1.0 reads it.
            """,
        fixes: """
            the key is renamed towards the runtime predicted, never away from it:
            UICTFontTextStyleBody → body for ScaledFont 1.0, body → UICTFontTextStyleBody under
            --runtime scaledfont2017; not when the file already has that style or another key
            would take it.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>\n↓<key>UICTFontTextStyleCaption1</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>12</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        // A file the app's Swift loads with the other format's code is one runtime-mismatch.
        guard RuntimeMismatchRule.mismatchedKey(file, options: options) == nil else { return [] }
        let found = otherFormatEntries(file)
        guard !found.isEmpty else { return [] }
        let renames = file.styleRenames
        let runtime = file.runtime
        return found.map { entry, style in
            let key = runtime.key(for: style)
            return description.diagnostic(
                words(entry.key, style: style, renamedTo: key, runtime: runtime),
                at: entry.keyLocation, keyPath: entry.key, suggestion: key,
                fix: renames.fix(entry.key, at: entry.keyLocation))
        }
    }

    /// The finding's sentence, made when it is shown.
    private static func words(_ found: String, style: TextStyle, renamedTo key: String, runtime: DeviceRuntime)
        -> Sentence
    {
        runtime.readsRawValueKeys
            ? "'\(QuotedText.short(found))' is ScaledFont 1.0's key for \(style.rawValue): the 2017 ScaledFont code looks styles up by UIKit's raw values and never reads it, so \(style.rawValue) uses the system font; rename the key to '\(QuotedText.short(key))'"
            : "'\(QuotedText.short(found))' is a UIKit raw value from the older format: \(runtime.code) never reads it, so \(style.rawValue) uses the system font; rename the key to '\(QuotedText.short(key))'"
    }

    private static func otherFormatEntries(_ file: StyleDictionaryFile) -> [(StyleEntry, TextStyle)] {
        file.entries.compactMap { entry in
            if case .otherFormat(let style) = entry.kind { (entry, style) } else { nil }
        }
    }
}
