/// What `lint --fix` does for each rule that has fixes, as `plistc explain` says it. A rule
/// absent here has none: its findings are left to a person.
public enum RuleFixes {
    /// The fix of each rule that has one, by rule ID.
    public static let descriptions: [String: String] = [
        "plist-syntax": """
        white space around the number in <integer> and <real> is removed, a character
        reference in <integer> is written as plain digits, and a comment inside a text
        element (<string>, <key>) is moved to just after the element. Other syntax errors
        are left to a person, and while one remains, --fix changes nothing in the file.
        """,
        "device-rejects": """
        a character reference inside <real> is written as the plain number it means.
        """,
        "unknown-style": """
        a key that differs from a style's key only in letter case (Body) or is UIKit's name
        or constant for it (title1, caption1, UIFontTextStyleBody) is renamed to the key the
        runtime looks up (body; UICTFontTextStyleBody under --runtime scaledfont2017), unless
        the file already has that style or another key would take it. Spelling guesses
        (captoin) stay suggestions.
        """,
        "legacy-style-key": """
        the key is renamed towards the runtime predicted, never away from it:
        UICTFontTextStyleBody → body for ScaledFont 1.0, body → UICTFontTextStyleBody under
        --runtime scaledfont2017; not when the file already has that style or another key
        would take it, nor in a file all in the 2017 format while no runtime is chosen.
        """,
        "unknown-entry-key": """
        a key that differs from a known key only in letter case (fontname, FontSize) is
        renamed, unless the entry already has it.
        """,
        "font-size-type": """
        a size written as a string of decimal digits (<string>17</string>) becomes the
        number element (<integer>17</integer>, <real>17.5</real>); other strings stay.
        """,
        "duplicate-key": """
        every earlier entry of the key, which is ignored, is removed with its lines: only
        the last, the one read, stays.
        """,
        "system-font-variant": """
        a design or weight that differs from a known one only in letter case (Serif) is
        written as the fork spells it.
        """,
        "unknown-font": """
        a name that differs from a font of the given files only in letter case is written
        as the font spells it. Other guesses stay suggestions.
        """,
    ]

    /// The sentence `plistc explain` prints for a rule.
    public static func text(for id: String) -> String {
        descriptions[id].map { "lint --fix: " + $0.split(separator: "\n").joined(separator: " ") }
            ?? "lint --fix: none; these findings are left to a person."
    }
}
