import PlistcDiagnostics
import PlistcGenerators
import Testing

/// The names generated Swift takes from its file.
struct SwiftOptionsTests {
    @Test func typeNamesComeFromTheFile() {
        #expect(SwiftOptions.typeName(forSource: "Fixtures/Noteworthy.plist") == "NoteworthyTypography")
        #expect(SwiftOptions.typeName(forSource: "brand-fonts.plist") == "BrandFontsTypography")
        #expect(SwiftOptions.typeName(forSource: "2x.plist") == "Font2xTypography")
    }

    @Test func modifierNamesAfterFilesAreSwiftNames() {
        let names = [
            "Brand.plist": "brand", "editorial-serif.plist": "editorialSerif", "UIFonts.plist": "uiFonts",
            "BRAND.plist": "brand", "2x.plist": "fonts2x", "Font.plist": "fontTypography",
            "init.plist": "initTypography",
            "dir/brand_fonts v2.plist": "brandFontsV2",
        ]
        for (source, name) in names {
            #expect(SwiftOptions.modifierName(forSource: source) == name, "\(source)")
        }
    }
}
