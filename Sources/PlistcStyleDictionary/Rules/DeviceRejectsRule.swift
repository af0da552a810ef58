import PlistcDiagnostics

/// `device-rejects`: one of Apple's parsers rejects the file (the other reads it).
public enum DeviceRejectsRule: DictionaryRule {
    public static let description = RuleDescription(
        id: "device-rejects", defaultSeverity: .error,
        summary:
            "Apple's parser on the --runtime you target rejects the file (error), or the other generation's does (warning)",
        explanation: """
            ScaledFont reads the file with PropertyListDecoder, whose parser changed in iOS 17:
            CoreFoundation's C parser before, swift-foundation's since. They disagree on a few
            inputs that XML allows: swift-foundation rejects a character reference or a CDATA
            section inside <real> and every encoding but UTF-8, UTF-16 and UTF-32, and
            CoreFoundation rejects <real>-nan</real>. swift-foundation checks the text of a
            number, a date or data only where the decoder reads it (fontName and fontSize of
            each entry): a malformed number in a key ScaledFont ignores (<integer>17 </integer>,
            <integer>abc</integer>) voids the file on iOS 16 and earlier only, and a reference
            inside such a <real> on neither. A file one of them rejects is ignored whole on those
            systems, and every style uses the system font. An error when the parser of --ios
            (17 by default) rejects it, a warning when only the other one does; what iOS 16's
            parser rejects under --ios 16 is the plist-syntax error it is there.
            """,
        fixes: """
            a character reference inside <real> is written as the plain number it means.
            """,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><real>↓<![CDATA[17.5]]></real>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><real>↓&#49;7.5</real>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><integer>17</integer>\n<key>revision</key>↓<integer>abc</integer>\n</dict>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir-Book</string>\n<key>fontSize</key><real>17.5</real>\n</dict>"
        ])

    public static func check(_ file: StyleDictionaryFile, options: LintOptions) -> [Diagnostic] {
        let targeted = file.runtime
        return file.parserDifferences.map { difference, rejectedHere in
            let parser = rejectedHere ? targeted.parser : targeted.parser.other
            guard !rejectedHere else {
                return description.diagnostic(
                    "\(parser.name) rejects \(difference.description), so on \(targeted.systems) ScaledFont will ignore this whole file and every style uses the system font; \(difference.fix)",
                    at: difference.location, keyPath: difference.keyPath, fix: difference.rewrite)
            }
            if case .unreadableScalar(let message) = difference.kind {
                return description.diagnostic(
                    "\(parser.name) rejects this value, so there ScaledFont ignores this whole file, though \(targeted.systems) (\(targeted.commandLine)) reads it, as \(targeted.code)'s decoder never reads the value and swift-foundation checks only what is decoded: \(message)",
                    at: difference.location, keyPath: difference.keyPath, severity: .warning, fix: difference.rewrite)
            }
            return description.diagnostic(
                "\(parser.name) rejects \(difference.description): there ScaledFont ignores this whole file, though \(targeted.systems) (\(targeted.commandLine)) reads it; \(difference.fix)",
                at: difference.location, keyPath: difference.keyPath, severity: .warning, fix: difference.rewrite)
        }
    }
}
