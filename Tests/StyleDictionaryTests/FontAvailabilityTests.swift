import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import Testing

/// Looking names up among the fonts given and built in, and the name most likely meant.
@Suite("Font availability")
struct FontAvailabilityTests {
    private let fonts = FontAvailability(
        faces: [
            .init(postScriptName: "Inter", file: "Fonts/Inter-Regular.ttf", weightClass: 400),
            .init(postScriptName: "Brand-Bold", file: "Fonts/Brand-Bold.otf", weightClass: 700),
            .init(postScriptName: "Brand-Regular", file: "Fonts/Brand.otf", weightClass: 400),
            .init(postScriptName: "Brand-Bold", file: "Other/Brand-Bold.otf", weightClass: 600),
        ],
        builtIn: ["Avenir-Book", "Avenir-Heavy", "Georgia"])

    @Test func looksUpFacesByExactNameTheFirstFileWinning() {
        #expect(fonts.face(named: "Brand-Bold")?.file == "Fonts/Brand-Bold.otf")
        #expect(fonts.face(named: "brand-bold") == nil)
        #expect(fonts.knows("Georgia") && fonts.knows("Inter") && !fonts.knows("georgia"))
    }

    @Test(arguments: [
        ("BRAND-BOLD", "Brand-Bold", "Fonts/Brand-Bold.otf"),  // another case
        ("Brand", "Brand-Regular", "Fonts/Brand.otf"),  // without -Regular
        ("Georgia-Regular", "Georgia", nil),  // with -Regular, built in
        ("Inter-Regular", "Inter", "Fonts/Inter-Regular.ttf"),  // the file's name
        ("Avenir-Boko", "Avenir-Book", nil),  // two edits
    ])
    func suggestsTheNameMostLikelyMeant(name: String, expected: String, file: String?) throws {
        let suggestion = try #require(fonts.suggestion(for: name))
        #expect(suggestion.name == expected && suggestion.file == file)
    }

    @Test func suggestsNothingForANameFarFromAll() {
        #expect(fonts.suggestion(for: "Helvetica") == nil)
        #expect(fonts.suggestion(for: String(repeating: "Brand", count: 100_000)) == nil)
    }

    /// The quick refusal of long names never refuses a name the set holds, written with
    /// characters that are equivalent but longer in bytes (the Kelvin sign for `K`) included.
    @Test func builtInLookupAgreesWithTheSet() {
        for name in BuiltInFonts.iOS {
            #expect(BuiltInFonts.containsIOS(name))
            let kelvin = String(name.unicodeScalars.map { $0 == "K" ? "\u{212A}" : Character($0) })
            #expect(BuiltInFonts.containsIOS(kelvin) == BuiltInFonts.iOS.contains(kelvin))
        }
        #expect(BuiltInFonts.iOS.contains("\u{212A}ohinoorBangla-Regular"))
        #expect(BuiltInFonts.containsIOS("\u{212A}ohinoorBangla-Regular"))
        #expect(!BuiltInFonts.containsIOS(String(repeating: "Avenir-Book", count: 300_000)))
    }

    /// The bisection finds what the set finds, and nothing else: the names are in the order
    /// it relies on, and names beside each one (a letter more, a letter less, another case)
    /// are found exactly when the set holds them.
    @Test func bisectionAgreesWithTheSetAroundEveryName() {
        #expect(BuiltInFonts.sortedIOSNames == BuiltInFonts.sortedIOSNames.sorted())
        #expect(Set(BuiltInFonts.sortedIOSNames).count == BuiltInFonts.sortedIOSNames.count)
        for name in BuiltInFonts.sortedIOSNames {
            for near in [name + "x", String(name.dropLast()), String(name.dropFirst()), name.lowercased(), "A" + name] {
                #expect(BuiltInFonts.containsIOS(near) == BuiltInFonts.iOS.contains(near), "\(near)")
            }
        }
        #expect(!BuiltInFonts.containsIOS(""))
        #expect(!BuiltInFonts.containsIOS("zzz"))
    }
}
