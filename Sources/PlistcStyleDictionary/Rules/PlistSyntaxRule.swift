import PlistcDiagnostics

/// `plist-syntax`: the file is not a well-formed XML property list. The reader finds these;
/// the rule exists to document them.
public enum PlistSyntaxRule: Rule {
    public static let description = RuleDescription(
        id: Diagnostic.syntaxRuleID, defaultSeverity: .error,
        summary: "the file is not a well-formed XML property list",
        explanation: """
            ScaledFont cannot read a file that is not a valid property list, so every text style
            uses the system font. plistc reports every problem it can find in the XML and in the
            values: unclosed or mismatched tags, keys without values, integers with fractions,
            bad dates and base64, entity declarations, other encodings and formats.
            """,
        fixes: """
            white space around the number in <integer> and <real> is removed, a character
            reference in <integer> is written as plain digits, and a comment inside a text
            element (<string>, <key>) is moved to just after the element. Other syntax errors
            are left to a person, and while one remains, --fix changes nothing in the file.
            """,
        kind: .reader,
        triggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir</string>\n<key>fontSize</key>↓<integer>17.5</integer>\n</dict>",
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir</string>\n↓</array>",
        ],
        nonTriggeringExamples: [
            "<key>body</key>\n<dict>\n<key>fontName</key><string>Avenir</string>\n<key>fontSize</key><real>17.5</real>\n</dict>"
        ])
}
