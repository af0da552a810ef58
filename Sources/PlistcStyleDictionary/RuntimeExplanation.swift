/// What each `--runtime` predicts, as `plistc explain RUNTIME` prints it: which code loads the
/// file, how it decodes it, which keys it looks up, and what falls back.
public enum RuntimeExplanation {
    /// The explanation of a `--runtime` name, when it is one.
    public static func text(for name: String) -> String? {
        switch name {
        case "ios17", "ios16", "scaledfont": scaledFont(name)
        case "gewill": gewill
        case "scaledfont2017": scaledFont2017
        default: nil
        }
    }

    private static let parsers = """
        The parser under PropertyListDecoder: --ios 17 and later (the default) read with
        swift-foundation's, --ios 16 and earlier with CoreFoundation's; device-rejects says
        what only one of them rejects.
        """

    private static func scaledFont(_ name: String) -> String {
        let systems =
            switch name {
            case "ios16": "on iOS 16 and earlier (CoreFoundation's parser)"
            case "ios17": "on iOS 17 and later (swift-foundation's parser); the default"
            default: "on the iOS of --ios"
            }
        return """
            \(name): ScaledFont 1.0 (kharrison/ScaledFont) \(systems)

            It decodes the whole file with PropertyListDecoder inside try? as
            [String: {fontSize: CGFloat, fontName: String}]: one entry that is not a <dict>, or
            lacks fontName or fontSize, or holds them with another type, voids every style.
            It looks styles up by SwiftUI's names (largeTitle, title, title2, title3, headline,
            subheadline, body, callout, footnote, caption, caption2); UIKit's raw values
            (UICTFontTextStyleBody, the 2017 format) are never read, and legacy-style-key says
            so. A missing style, an empty fontName or a font UIFont(name:size:) does not
            find falls back to the system font for that style.

            \(parsers)
            """
    }

    private static let gewill = """
        gewill: the gewill/ScaledFont fork (1.1 and later)

        It decodes as ScaledFont 1.0, but an entry without fontName and fontSize is a system
        font, in the entry's design (default, serif, monospaced) and weight (regular, bold);
        an entry with only one of the two voids the file, as does a design or weight that is
        not a string; a value the fork does not know decodes and is ignored
        (system-font-variant).

        \(parsers)
        """

    private static let scaledFont2017 = """
        scaledfont2017: the 2017 ScaledFont code and SKScaledFont

        The ScaledFont class of the 2017 post "Using a custom font with Dynamic Type"
        (kharrison/CodeExamples, ScaledFont/ScaledFont/ScaledFont.swift, copied into many
        apps), and titiphoque/SKScaledFont, which keeps its decoding. Each reads
        Bundle.main.url(forResource: NAME, withExtension: "plist") with PropertyListDecoder
        inside try? as [UIFont.TextStyle.RawValue: {fontSize: CGFloat, fontName: String}]:
        one entry that fails to decode voids every style, as in ScaledFont 1.0.

        Keys are UIKit's raw values: UICTFontTextStyleTitle0 (largeTitle),
        UICTFontTextStyleTitle1 (title), …Title2, …Title3, …Headline, …Subhead
        (subheadline), …Body, …Callout, …Footnote, …Caption1 (caption), …Caption2.
        SwiftUI's names (body) are never looked up: legacy-style-key reports them, and
        lint --fix renames them to raw values. A missing key, or a font UIFont(name:size:)
        does not find, gives UIFont.preferredFont(forTextStyle:); the font is scaled with
        UIFontMetrics(forTextStyle:).scaledFont(for:), with no maximum.

        SKScaledFont first looks for NAME-<height>h.plist, the height of UIScreen.main.bounds
        in whole points (CircularStd-568h.plist on a 568-point screen, -667h, -736h, -812h…),
        then for NAME.plist. It falls back to NAME.plist only when the per-height file is
        missing or unreadable: a per-height file that exists but does not decode leaves every
        style in the system font, with no fallback. Lint every per-height file as well.

        \(parsers)
        """
}
