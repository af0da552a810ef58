/// The PostScript names of the fonts that ship with iOS: `UIFont(name:size:)` finds them without
/// the app bundling a file, so `Noteworthy-Bold` needs no font file to pass `unknown-font`.
///
/// Source: the names `UIFont.fontNames(forFamilyName:)` returns for every family in
/// `UIFont.familyNames` on stock iOS 17.2 and iOS 18.4 simulators, the union of both
/// (86 families, 300 names), as collected from printed `UIFont` output in public projects dated
/// 2024-01 to 2025-07 (listed with commits in plistc's workspace docs, ios-fonts.md). Fonts apps
/// bundle themselves and the private system UI fonts are left out.
public enum BuiltInFonts {
    /// Every built-in PostScript name, in the order `String`'s `<` puts them (bytewise: they are
    /// ASCII), so that a name is looked up by bisection: a constant array, where a set would
    /// hash all 300 names in every run before the first look-up.
    package static let sortedIOSNames: [String] = [
        "AcademyEngravedLetPlain", "AlNile", "AlNile-Bold", "AmericanTypewriter", "AmericanTypewriter-Bold",
        "AmericanTypewriter-Condensed", "AmericanTypewriter-CondensedBold", "AmericanTypewriter-CondensedLight",
        "AmericanTypewriter-Light", "AmericanTypewriter-Semibold", "AppleColorEmoji", "AppleSDGothicNeo-Bold",
        "AppleSDGothicNeo-Light", "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-SemiBold",
        "AppleSDGothicNeo-Thin", "AppleSDGothicNeo-UltraLight", "AppleSymbols", "Arial-BoldItalicMT", "Arial-BoldMT",
        "Arial-ItalicMT", "ArialHebrew", "ArialHebrew-Bold", "ArialHebrew-Light", "ArialMT", "ArialRoundedMTBold",
        "Avenir-Black", "Avenir-BlackOblique", "Avenir-Book", "Avenir-BookOblique", "Avenir-Heavy",
        "Avenir-HeavyOblique", "Avenir-Light", "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique",
        "Avenir-Oblique", "Avenir-Roman", "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold",
        "AvenirNext-DemiBoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic", "AvenirNext-Italic",
        "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-Regular", "AvenirNext-UltraLight",
        "AvenirNext-UltraLightItalic", "AvenirNextCondensed-Bold", "AvenirNextCondensed-BoldItalic",
        "AvenirNextCondensed-DemiBold", "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Heavy",
        "AvenirNextCondensed-HeavyItalic", "AvenirNextCondensed-Italic", "AvenirNextCondensed-Medium",
        "AvenirNextCondensed-MediumItalic", "AvenirNextCondensed-Regular", "AvenirNextCondensed-UltraLight",
        "AvenirNextCondensed-UltraLightItalic", "Baskerville", "Baskerville-Bold", "Baskerville-BoldItalic",
        "Baskerville-Italic", "Baskerville-SemiBold", "Baskerville-SemiBoldItalic", "BodoniOrnamentsITCTT",
        "BodoniSvtyTwoITCTT-Bold", "BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta",
        "BodoniSvtyTwoOSITCTT-Bold", "BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt",
        "BodoniSvtyTwoSCITCTT-Book", "BradleyHandITCTT-Bold", "ChalkboardSE-Bold", "ChalkboardSE-Light",
        "ChalkboardSE-Regular", "Chalkduster", "Charter-Black", "Charter-BlackItalic", "Charter-Bold",
        "Charter-BoldItalic", "Charter-Italic", "Charter-Roman", "Cochin", "Cochin-Bold", "Cochin-BoldItalic",
        "Cochin-Italic", "Copperplate", "Copperplate-Bold", "Copperplate-Light", "CourierNewPS-BoldItalicMT",
        "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPSMT", "DINAlternate-Bold", "DINCondensed-Bold",
        "Damascus", "DamascusBold", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DevanagariSangamMN",
        "DevanagariSangamMN-Bold", "Didot", "Didot-Bold", "Didot-Italic", "DiwanMishafi", "EuphemiaUCAS",
        "EuphemiaUCAS-Bold", "EuphemiaUCAS-Italic", "Farah", "Futura-Bold", "Futura-CondensedExtraBold",
        "Futura-CondensedMedium", "Futura-Medium", "Futura-MediumItalic", "Galvji", "Galvji-Bold", "GeezaPro",
        "GeezaPro-Bold", "Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic", "GillSans",
        "GillSans-Bold", "GillSans-BoldItalic", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic",
        "GillSans-SemiBold", "GillSans-SemiBoldItalic", "GillSans-UltraBold", "GranthaSangamMN-Bold",
        "GranthaSangamMN-Regular", "Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Light",
        "Helvetica-LightOblique", "Helvetica-Oblique", "HelveticaNeue", "HelveticaNeue-Bold",
        "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBlack", "HelveticaNeue-CondensedBold",
        "HelveticaNeue-Italic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium",
        "HelveticaNeue-MediumItalic", "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-UltraLight",
        "HelveticaNeue-UltraLightItalic", "HiraMaruProN-W4", "HiraMinProN-W3", "HiraMinProN-W6", "HiraginoSans-W3",
        "HiraginoSans-W4", "HiraginoSans-W5", "HiraginoSans-W6", "HiraginoSans-W7", "HiraginoSans-W8",
        "HoeflerText-Black", "HoeflerText-BlackItalic", "HoeflerText-Italic", "HoeflerText-Regular", "Impact",
        "Kailasa", "Kailasa-Bold", "Kefa-Regular", "KhmerSangamMN", "KohinoorBangla-Light", "KohinoorBangla-Regular",
        "KohinoorBangla-Semibold", "KohinoorDevanagari-Light", "KohinoorDevanagari-Regular",
        "KohinoorDevanagari-Semibold", "KohinoorGujarati-Bold", "KohinoorGujarati-Light", "KohinoorGujarati-Regular",
        "KohinoorTelugu-Light", "KohinoorTelugu-Medium", "KohinoorTelugu-Regular", "LaoSangamMN", "MalayalamSangamMN",
        "MalayalamSangamMN-Bold", "MarkerFelt-Thin", "MarkerFelt-Wide", "Menlo-Bold", "Menlo-BoldItalic",
        "Menlo-Italic", "Menlo-Regular", "MuktaMahee-Bold", "MuktaMahee-Light", "MuktaMahee-Regular",
        "MyanmarSangamMN", "MyanmarSangamMN-Bold", "Noteworthy-Bold", "Noteworthy-Light", "NotoNastaliqUrdu",
        "NotoNastaliqUrdu-Bold", "NotoSansKannada-Bold", "NotoSansKannada-Light", "NotoSansKannada-Regular",
        "NotoSansMyanmar-Bold", "NotoSansMyanmar-Light", "NotoSansMyanmar-Regular", "NotoSansOriya",
        "NotoSansOriya-Bold", "NotoSansSyriac-Regular", "NotoSansSyriac-Regular_Black", "NotoSansSyriac-Regular_Bold",
        "NotoSansSyriac-Regular_ExtraBold", "NotoSansSyriac-Regular_ExtraLight", "NotoSansSyriac-Regular_Light",
        "NotoSansSyriac-Regular_Medium", "NotoSansSyriac-Regular_SemiBold", "NotoSansSyriac-Regular_Thin",
        "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack", "Optima-Italic", "Optima-Regular", "Palatino-Bold",
        "Palatino-BoldItalic", "Palatino-Italic", "Palatino-Roman", "Papyrus", "Papyrus-Condensed", "PartyLetPlain",
        "PingFangHK-Light", "PingFangHK-Medium", "PingFangHK-Regular", "PingFangHK-Semibold", "PingFangHK-Thin",
        "PingFangHK-Ultralight", "PingFangMO-Light", "PingFangMO-Medium", "PingFangMO-Regular", "PingFangMO-Semibold",
        "PingFangMO-Thin", "PingFangMO-Ultralight", "PingFangSC-Light", "PingFangSC-Medium", "PingFangSC-Regular",
        "PingFangSC-Semibold", "PingFangSC-Thin", "PingFangSC-Ultralight", "PingFangTC-Light", "PingFangTC-Medium",
        "PingFangTC-Regular", "PingFangTC-Semibold", "PingFangTC-Thin", "PingFangTC-Ultralight", "Rockwell-Bold",
        "Rockwell-BoldItalic", "Rockwell-Italic", "Rockwell-Regular", "STIXTwoMath-Regular", "STIXTwoText",
        "STIXTwoText-Italic", "STIXTwoText-Italic_Bold-Italic", "STIXTwoText-Italic_Medium-Italic",
        "STIXTwoText-Italic_SemiBold-Italic", "STIXTwoText_Bold", "STIXTwoText_Medium", "STIXTwoText_SemiBold",
        "SavoyeLetPlain", "SinhalaSangamMN", "SinhalaSangamMN-Bold", "SnellRoundhand", "SnellRoundhand-Black",
        "SnellRoundhand-Bold", "Symbol", "TamilSangamMN", "TamilSangamMN-Bold", "Thonburi", "Thonburi-Bold",
        "Thonburi-Light", "TimesNewRomanPS-BoldItalicMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT",
        "TimesNewRomanPSMT", "Trebuchet-BoldItalic", "TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic",
        "Verdana", "Verdana-Bold", "Verdana-BoldItalic", "Verdana-Italic", "ZapfDingbatsITC", "Zapfino",
    ]

    /// Every built-in PostScript name, as a set (for `FontAvailability`, made when fonts are given).
    public static let iOS = Set(sortedIOSNames)

    /// Whether `name` is one of them, as the set compares names (by canonical equivalence).
    /// A name of more than four bytes a character of the longest is none: the names are ASCII,
    /// and a text equivalent to one has at most as many scalars, of at most four bytes each.
    /// So a 3 MB name costs no hash.
    public static func containsIOS(_ name: String) -> Bool {
        guard name.utf8.count <= 4 * longestIOSName else { return false }
        var (low, high) = (0, sortedIOSNames.count)
        while low < high {
            let middle = (low + high) / 2
            if sortedIOSNames[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < sortedIOSNames.count && sortedIOSNames[low] == name
    }

    /// The length of the longest built-in name, in bytes (its characters: they are ASCII).
    static let longestIOSName = sortedIOSNames.reduce(0) { max($0, $1.utf8.count) }
}
