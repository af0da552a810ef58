import Foundation
import TestSupport
import Testing

/// With `--sources`, the app's Swift decides which code loads each dictionary (the ScaledFont
/// package imported, or a copy of the 2017 loader whatever its name), and the custom text
/// styles it names are keys it asks for.
@Suite("The app's Swift decides the runtime")
struct SourcesRuntimeTests {
    /// One entry of a dictionary.
    static func entry(_ key: String, size: Int = 17) -> String {
        "<key>\(key)</key><dict><key>fontName</key><string>Noteworthy-Light</string><key>fontSize</key><integer>\(size)</integer></dict>"
    }

    static func plist(_ keys: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + keys.map { entry($0) + "\n" }.joined() + "</dict>\n</plist>\n"
    }

    /// A copy of the 2017 loader, renamed.
    static let loader = """
        final class BrandFonts {
            private var styles: [String: [String: Any]] = [:]
            init(named name: String) {
                if let url = Bundle.main.url(forResource: name, withExtension: "plist"),
                   let dictionary = NSDictionary(contentsOf: url) as? [String: [String: Any]] {
                    styles = dictionary
                }
            }
            func font(for style: UIFont.TextStyle) -> UIFont {
                guard let entry = styles[style.rawValue], let name = entry["fontName"] as? String,
                      let size = entry["fontSize"] as? CGFloat, let font = UIFont(name: name, size: size)
                else { return UIFont.preferredFont(forTextStyle: style) }
                return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
            }
        }
        extension UIFont.TextStyle {
            static let banner = UIFont.TextStyle(rawValue: "ATFontTextStyleBanner")
        }
        """

    static let legacyKeys = ["UICTFontTextStyleBody", "UICTFontTextStyleHeadline"]

    /// A file in the 2017 format that the app loads with the ScaledFont package: one located
    /// error naming the Swift that decided, not one per key.
    @Test func aFileLoadedByTheOtherFormatsCodeIsOneError() throws {
        let files = [
            "Brand.plist": Self.plist(Self.legacyKeys),
            "App/Fonts.swift": "import ScaledFont\n\nlet brand = ScaledFont(fontName: \"Brand\")\n",
        ]
        try Fixtures.withTemporaryFolder("sources-runtime", files: files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App"])
            #expect(run.status == 1)
            let errors = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.count == 1 && errors[0].contains("Brand.plist:4:1: error:"), "\(run.output)")
            #expect(errors.first?.contains("App/Fonts.swift:3:34 (ScaledFont, with import ScaledFont)") == true)
            #expect(errors.first?.hasSuffix("[runtime-mismatch]") == true)
            // Without the Swift, the file says its own runtime: clean but for notes.
            #expect(CapturedRun(["lint", root + "/Brand.plist"]).status == 0)
            // A runtime chosen on the command line wins over the code.
            let chosen = CapturedRun([
                "lint", root + "/Brand.plist", "--sources", root + "/App", "--runtime", "scaledfont2017",
            ])
            #expect(chosen.status == 0 && !chosen.output.contains("runtime-mismatch"), "\(chosen.output)")
        }
    }

    /// The same file loaded by a renamed copy of the 2017 loader is read as that code reads it:
    /// the custom style the Swift names is used; one it does not name is a note; a misspelt
    /// style stays an error.
    @Test func aRenamedLoaderReadsItAndItsCustomStyles() throws {
        let files = [
            "Brand.plist": Self.plist(
                Self.legacyKeys + ["ATFontTextStyleBanner", "ATFontTextStyleFooter", "UICTFontTextStyleBodyy"]),
            "App/BrandFonts.swift": Self.loader,
            "App/Card.swift": """
            let fonts = BrandFonts(named: "Brand")
            func apply() {
                title.font = fonts.font(for: .banner)
                body.font = fonts.font(for: .body)
            }
            """,
        ]
        try Fixtures.withTemporaryFolder("sources-loader", files: files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App"])
            let lines = run.output.split(separator: "\n").map(String.init)
            let errors = lines.filter { $0.contains(": error: ") }
            #expect(errors.count == 1 && errors[0].contains("'UICTFontTextStyleBodyy'"), "\(run.output)")
            #expect(errors.first?.hasSuffix("[unknown-style]") == true)
            #expect(lines.contains { $0.contains("'ATFontTextStyleFooter'") && $0.hasSuffix("[unused-style]") })
            #expect(!run.output.contains("ATFontTextStyleBanner"), "\(run.output)")
            #expect(!run.output.contains("inferred-runtime") && !run.output.contains("runtime-mismatch"))
            // headline is in the file and asked for by no call site.
            #expect(lines.contains { $0.contains("'UICTFontTextStyleHeadline'") && $0.hasSuffix("[unused-style]") })
        }
    }

    /// A dictionary in ScaledFont 1.0's format read by the app's 2017 loader is the mismatch
    /// the other way round.
    @Test func aModernFileLoadedByTheLegacyLoader() throws {
        let files = [
            "Brand.plist": Self.plist(["body", "headline"]),
            "App/BrandFonts.swift": Self.loader,
            "App/Card.swift": "let fonts = BrandFonts(named: \"Brand\")\n",
        ]
        try Fixtures.withTemporaryFolder("sources-loader-modern", files: files) { root in
            let run = CapturedRun(["lint", root + "/Brand.plist", "--sources", root + "/App"])
            let errors = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.count == 1 && errors[0].hasSuffix("[runtime-mismatch]"), "\(run.output)")
            #expect(errors.first?.contains("App/Card.swift:1:31 (BrandFonts, which looks up UIKit raw values") == true)
        }
    }

    /// A 2017 file against its ScaledFont 1.0 rewrite: each side read as its keys say, so no
    /// style changes at any size, and no finding is added.
    @Test func diffOfAFormatMigrationChangesNoCell() throws {
        let files = ["Old.plist": Self.plist(Self.legacyKeys), "New.plist": Self.plist(["body", "headline"])]
        try Fixtures.withTemporaryFolder("diff-migration", files: files) { root in
            let run = CapturedRun(["diff", root + "/Old.plist", root + "/New.plist", "--emit", "json"])
            #expect(run.status == 0)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
            #expect((report["changes"] as? [Any])?.isEmpty == true, "\(run.output)")
            // The findings are matched whatever the format's keys: only the note that the old
            // side is read as the 2017 code reads it goes.
            let findings = try #require(report["findings"] as? [String: [[String: Any]]])
            #expect(findings["added"]?.isEmpty == true, "\(run.output)")
            #expect(findings["resolved"]?.compactMap { $0["rule"] as? String } == ["inferred-runtime"])
        }
    }
}
