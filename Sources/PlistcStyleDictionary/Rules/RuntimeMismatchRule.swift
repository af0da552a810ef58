import PlistcDiagnostics

/// `runtime-mismatch`: with `--sources`, the app's Swift shows the code that loads the file
/// (ScaledFont 1.0 imported, or a copy of the 2017 loader), and every style key of the file is
/// in the other format: that code reads none of them.
public enum RuntimeMismatchRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "runtime-mismatch", defaultSeverity: .error,
        summary: "the app's Swift loads the file with code that reads the other format's keys (with --sources)",
        explanation: """
            With --sources and no --runtime, the app's Swift decides which code loads each
            dictionary: the ScaledFont package imported (import ScaledFont) reads SwiftUI's names
            (body); a copy of the 2017 ScaledFont code, found by its shape whatever its name (a
            type that loads a plist resource and returns a font for a UIFont.TextStyle by its
            rawValue), reads UIKit raw values (UICTFontTextStyleBody). When every style key of a
            file is in the other format, that code finds none of them and every style uses the
            system font. The finding is given once, at the first key, with the place in the
            Swift that decided (the examples are checked as if the app imported ScaledFont); rename the keys (lint --fix --runtime NAME does), or load the
            file with the code it was written for.
            """,
        triggeringExamples: [
            "↓<key>UICTFontTextStyleBody</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        exampleOptions: exampleOptions)

    /// The examples are checked as if the app's Swift imported ScaledFont 1.0.
    private static var exampleOptions: LintOptions {
        var options = LintOptions()
        options.runtimeFromCode = "App/AppDelegate.swift:2:8 (ScaledFont 1.0)"
        return options
    }

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard let evidence = options.runtimeFromCode, let first = mismatchedKey(file, options: options) else {
            return []
        }
        let runtime = file.runtime
        let (theirs, fix) =
            runtime.readsRawValueKeys
            ? ("a SwiftUI name (body), ScaledFont 1.0's format", "scaledfont2017")
            : ("a UIKit raw value (UICTFontTextStyleBody), the 2017 format", "scaledfont")
        return [
            description.diagnostic(
                "every style key of this file is \(theirs), but the app's Swift loads it with \(runtime.code), at \(evidence), which reads none of them: every style uses the system font; rename the keys (plistc lint --fix --runtime \(fix) renames them), or load the file with the code it was written for",
                at: first.keyLocation, keyPath: first.key)
        ]
    }

    /// The first key of a file whose style keys are all in the other format than the runtime
    /// the app's Swift decided, or `nil`.
    static func mismatchedKey(_ file: StyleDictionaryFile, options: LintOptions) -> StyleEntry? {
        guard options.runtimeFromCode != nil else { return nil }
        var first: StyleEntry?
        for entry in file.entries {
            switch entry.kind {
            case .style: return nil
            case .otherFormat: if first == nil { first = entry }
            case .unsupported, .unknown: continue
            }
        }
        return first
    }
}
