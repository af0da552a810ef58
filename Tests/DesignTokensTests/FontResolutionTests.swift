import PlistcDesignTokens
import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary
import Testing

/// A token's family and weight resolved to a real PostScript name: the given fonts' faces, then
/// iOS's own, chosen as CSS matches fonts, before any guess; a guess is always a warning.
@Suite("Font names from design tokens")
struct FontResolutionTests {
    static func body(_ family: String, weight: String = "400", style: String? = nil, fonts: FontAvailability? = nil)
        throws -> TokenImport
    {
        let slant = style.map { #", "fontStyle": "\#($0)""# } ?? ""
        let text = #"""
            {"body": {"$type": "typography", "$value": {"fontFamily": \#(family), "fontWeight": \#(weight),
              "fontSize": 17\#(slant)}}}
            """#
        return TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.tokens.json", fonts: fonts)
    }

    static func name(_ imported: TokenImport) -> String? { imported.entries.first?.fontName }

    @Test(arguments: [
        (#""Georgia""#, "400", "Georgia"), (#""Georgia""#, "700", "Georgia-Bold"),
        (#""Times New Roman, serif""#, "400", "TimesNewRomanPSMT"),
        (#"["Times New Roman", "serif"]"#, "700", "TimesNewRomanPS-BoldMT"),
        (#""'Helvetica Neue', Arial""#, "400", "HelveticaNeue"),
        (#""Avenir Next""#, #""SemiBold Italic""#, "AvenirNext-DemiBoldItalic"),
        (#""Avenir Next""#, #""semi-bold""#, "AvenirNext-DemiBold"),
        (#""Inter, Georgia""#, "400", "Georgia"), (#""avenir next""#, "900", "AvenirNext-Heavy"),
    ])
    func iOSFamiliesResolveToTheirFaces(family: String, weight: String, expected: String) throws {
        let imported = try Self.body(family, weight: weight)
        #expect(Self.name(imported) == expected, "\(family) \(weight)")
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message.text))")
    }

    /// A built-in family without the weight or slant asked gives its closest face, with a
    /// warning naming it: Noteworthy has Light (300) and Bold, Georgia no 300, Futura no upright italic.
    @Test(arguments: [
        (#""Noteworthy""#, "400", #""fontStyle": "normal""#, "Noteworthy-Light", "at weight 400", "(weight 300)"),
        (#""Georgia""#, "300", #""fontStyle": "normal""#, "Georgia", "at weight 300", "(weight 400)"),
        (#""Georgia""#, "700", #""fontStyle": "italic""#, "Georgia-BoldItalic", nil, nil),
        (
            #""Futura""#, "400", #""fontStyle": "italic""#, "Futura-MediumItalic", "at weight 400",
            "(weight 500, italic)"
        ),
        (#""Courier New""#, "700", #""fontStyle": "italic""#, "CourierNewPS-BoldItalicMT", nil, nil),
    ])
    func aBuiltInFaceThatDiffersIsAWarning(
        family: String, weight: String, style: String, expected: String, asked: String?, closest: String?
    ) throws {
        let text =
            #"{"body": {"$type": "typography", "$value": {"fontFamily": \#(family), "fontWeight": \#(weight), \#(style), "fontSize": 17}}}"#
        let imported = TokenImport(try JSONParser.parse(Array(text.utf8)), path: "t.json")
        #expect(Self.name(imported) == expected)
        let messages = imported.diagnostics.map(\.message.text)
        if let asked, let closest {
            #expect(messages.count == 1 && imported.diagnostics.first?.severity == .warning, "\(messages)")
            #expect(messages.first?.contains(asked) == true && messages.first?.contains(closest) == true, "\(messages)")
        } else {
            #expect(messages.isEmpty, "\(messages)")
        }
    }

    /// The review's cases: weights whatever the name's case, Bodoni's abbreviated italics, and
    /// a normal width before a condensed one.
    @Test(arguments: [
        (#""PingFang SC""#, "600", "PingFangSC-Semibold"), (#""Kohinoor Bangla""#, "600", "KohinoorBangla-Semibold"),
        (#""Futura""#, "400", "Futura-Medium"), (#""Helvetica Neue""#, "900", "HelveticaNeue-Bold"),
        (#""Bodoni 72""#, "400", "BodoniSvtyTwoITCTT-Book"),
    ])
    func namesAreReadWhateverTheirCase(family: String, weight: String, expected: String) throws {
        #expect(try Self.name(Self.body(family, weight: weight)) == expected, "\(family) \(weight)")
    }

    @Test func bodonisAbbreviatedItalicIsItalic() throws {
        #expect(try Self.name(Self.body(#""Bodoni 72""#, style: "italic")) == "BodoniSvtyTwoITCTT-BookIta")
    }

    /// A stack that starts with the system's own fonts asks for the system font, whatever it
    /// names after them; a generic family further on ends the families tried.
    @Test func aStackThatStartsWithTheSystemFontIsTheSystemFont() throws {
        let github = #""-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif""#
        #expect(try Self.body(github).entries.isEmpty)
        #expect(try Self.name(Self.body(#""Georgia, serif, Helvetica""#)) == "Georgia")
        #expect(try Self.name(Self.body(#""Inter, sans-serif, Helvetica""#)) == "Inter-Regular")
    }

    @Test func italicIsAskedWithFontStyle() throws {
        #expect(try Self.name(Self.body(#""Georgia""#, style: "italic")) == "Georgia-Italic")
    }

    @Test func aFamilyNoOneHasIsAGuessAndAWarning() throws {
        let imported = try Self.body(#""Inter, sans-serif""#, weight: "700")
        #expect(Self.name(imported) == "Inter-Bold")
        #expect(
            imported.diagnostics.map(\.message.text) == [
                "'body' names the family Inter, which is not an iOS font and no font files were given (--fonts), so the font is taken to be Inter-Bold, the usual PostScript name of its weight 700: give the font files with --fonts to find the real face"
            ])
        #expect(imported.diagnostics.map(\.severity) == [.warning])
    }

    /// A weight written as a face's name is the guess's style (`CircularStd-Book`, not
    /// `CircularStd-Regular`), spaced and dashed spellings joined; a number, and Regular, are
    /// the usual names of the number.
    @Test(arguments: [
        (#""Book""#, "CircularStd-Book"), (#""Roman""#, "CircularStd-Roman"), (#""heavy""#, "CircularStd-Heavy"),
        (#""Semi Bold Italic""#, "CircularStd-SemiBoldItalic"), (#""Medium""#, "CircularStd-Medium"),
        (#""Regular""#, "CircularStd-Regular"), ("900", "CircularStd-Black"), (#""700""#, "CircularStd-Bold"),
    ])
    func aNamedWeightIsTheGuessesStyle(weight: String, expected: String) throws {
        let imported = try Self.body(#""Circular Std""#, weight: weight)
        #expect(Self.name(imported) == expected, "\(weight)")
        #expect(imported.diagnostics.first?.message.text.contains("the usual PostScript name of its weight") == true)
    }

    @Test func aGenericFamilyIsTheSystemFont() throws {
        let imported = try Self.body(#""system-ui, -apple-system""#)
        #expect(imported.entries.isEmpty)
        #expect(imported.diagnostics.first?.severity == .note)
        #expect(
            imported.diagnostics.first?.message.text.hasPrefix("'body' asks for system-ui, a generic family") == true)
    }

    @Test func withoutThePlatformsFontsIOSFamiliesAreGuessed() throws {
        let none = FontAvailability(faces: [], builtIn: [])
        let imported = try Self.body(#""Georgia""#, fonts: none)
        #expect(Self.name(imported) == "Georgia-Regular")
        #expect(imported.diagnostics.first?.message.text.contains("no font file was given") == true)
    }

    /// Given fonts come first, and the upright face wins for an upright request even when the
    /// italic one is listed first; an empty folder leaves iOS's fonts to count.
    @Test func givenFacesComeFirstUprightBeforeItalic() throws {
        var italic = FontAvailability.Face(
            postScriptName: "DejaVuSerif-Italic", file: "DejaVuSerif-Italic.ttf", weightClass: 400,
            family: "DejaVu Serif")
        italic.isItalic = true
        let upright = FontAvailability.Face(
            postScriptName: "DejaVuSerif", file: "DejaVuSerif.ttf", weightClass: 400, family: "DejaVu Serif")
        let fonts = FontAvailability(faces: [italic, upright], builtIn: BuiltInFonts.iOS)
        #expect(try Self.name(Self.body(#""DejaVu Serif""#, fonts: fonts)) == "DejaVuSerif")
        #expect(try Self.name(Self.body(#""DejaVu Serif""#, style: "italic", fonts: fonts)) == "DejaVuSerif-Italic")
        let bold = try Self.body(#""DejaVu Serif""#, weight: "700", fonts: fonts)
        #expect(Self.name(bold) == "DejaVuSerif")
        #expect(bold.diagnostics.map(\.severity) == [.warning])
        let empty = FontAvailability(faces: [], builtIn: BuiltInFonts.iOS)
        #expect(try Self.name(Self.body(#""Georgia""#, fonts: empty)) == "Georgia")
    }
}

/// CSS's order of weights and styles (CSS Fonts 4, *Font style matching*), on its own examples.
@Suite("CSS font matching")
struct FontMatchingTests {
    static func faces(_ weights: [Int], italic: Bool = false) -> [MatchableFace] {
        weights.map { MatchableFace(postScriptName: "w\($0)", weight: $0, isItalic: italic) }
    }

    @Test(arguments: [
        ([300, 600], 400, 300), ([400, 600], 500, 400), ([300, 500], 400, 500), ([500, 700], 600, 700),
        ([400, 800], 600, 800), ([200, 400], 300, 200), ([400, 500], 300, 400), ([100, 900], 450, 100),
        ([400, 700], 700, 700), ([600], 400, 600), ([100, 200], 800, 200),
    ])
    func weights(available: [Int], asked: Int, chosen: Int) {
        #expect(FontMatching.face(in: Self.faces(available), weight: asked, italic: false)?.weight == chosen)
    }

    @Test func styleComesBeforeWeight() {
        let faces = Self.faces([400], italic: true) + Self.faces([700])
        #expect(FontMatching.face(in: faces, weight: 400, italic: false)?.weight == 700)
        #expect(FontMatching.face(in: faces, weight: 700, italic: true)?.weight == 400)
        #expect(FontMatching.face(in: Self.faces([400], italic: true), weight: 400, italic: false)?.isItalic == true)
        #expect(FontMatching.face(in: [], weight: 400, italic: false) == nil)
    }
}

/// iOS's families hold exactly iOS's names, and each face's weight and slant come from its name.
@Suite("iOS font families")
struct BuiltInFamiliesTests {
    @Test func theFamiliesHoldExactlyTheBuiltInNames() {
        let names = BuiltInFonts.iOSFamilies.flatMap(\.names)
        #expect(names.count == BuiltInFonts.sortedIOSNames.count)
        #expect(Set(names) == BuiltInFonts.iOS)
    }

    @Test func facesReadTheirWeightAndSlantFromTheirNames() throws {
        let georgia = try #require(BuiltInFonts.iOSFaces(ofFamily: "georgia"))
        #expect(
            georgia == [
                MatchableFace(postScriptName: "Georgia", weight: 400, isItalic: false),
                MatchableFace(postScriptName: "Georgia-Bold", weight: 700, isItalic: false),
                MatchableFace(postScriptName: "Georgia-BoldItalic", weight: 700, isItalic: true),
                MatchableFace(postScriptName: "Georgia-Italic", weight: 400, isItalic: true),
            ])
        let avenir = try #require(BuiltInFonts.iOSFaces(ofFamily: "Avenir Next"))
        #expect(avenir.first { $0.postScriptName == "AvenirNext-UltraLightItalic" }?.weight == 200)
        #expect(avenir.first { $0.postScriptName == "AvenirNext-DemiBold" }?.weight == 600)
        #expect(BuiltInFonts.iOSFaces(ofFamily: "Inter") == nil)
    }
}
