import PlistcDiagnostics

/// `inferred-runtime`: no runtime was chosen, and the file's keys are all UIKit raw values, so
/// plistc reads it as the 2017 ScaledFont code does.
public enum InferredRuntimeRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "inferred-runtime", defaultSeverity: .note,
        summary: "a file keyed by UIKit raw values is read as the 2017 ScaledFont code reads it",
        explanation: """
            ScaledFont 1.0 looks styles up by SwiftUI's names (body); the 2017 ScaledFont code
            (kharrison/CodeExamples, copied into many apps) and SKScaledFont look them up by UIKit
            raw values (UICTFontTextStyleBody). With no --runtime (nor "runtime" in
            .plistc.json), a file whose style keys are all raw values is linted and built as the
            2017 code reads it, and this note says so once, at its first such key. If the app
            loads the file with ScaledFont 1.0 instead, every style uses the system font: choose
            --runtime scaledfont to see it, and lint --fix --runtime scaledfont renames the keys.
            """,
        triggeringExamples: [
            "↓<key>UICTFontTextStyleBody</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        guard file.runtimeIsInferred, let first = file.entries.first(where: { $0.kind.textStyle != nil }) else {
            return []
        }
        return [
            description.diagnostic(
                "read as the 2017 ScaledFont code reads it (copied from kharrison/CodeExamples, or SKScaledFont): its style keys are UIKit raw values, such as '\(QuotedText.short(first.key))', which ScaledFont 1.0 never reads; if the app loads it with ScaledFont 1.0, every style uses the system font: say which code loads it with --runtime scaledfont2017 or --runtime scaledfont (or \"runtime\" in .plistc.json)",
                at: first.keyLocation, keyPath: first.key)
        ]
    }
}
