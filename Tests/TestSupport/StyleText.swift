/// Pieces of style dictionaries that tests assemble by the thousand.
public enum StyleText {
    /// One entry that decodes (`fontName` A, `fontSize` 17, then `extra` inside its dict), with
    /// a line to itself.
    public static func entry(_ key: String, extra: String = "") -> String {
        "<key>\(key)</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer>\(extra)</dict>\n"
    }

    /// A whole document of `count` entries under keys no text style has (`style0`, `style1`…),
    /// each an `unknown-style` finding; the first on line 1, each on a line of its own.
    public static func unknownStyles(_ count: Int) -> String {
        "<plist><dict>" + (0..<count).map { entry("style\($0)") }.joined() + "</dict></plist>"
    }
}
