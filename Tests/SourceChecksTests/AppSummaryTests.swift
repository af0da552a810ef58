import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import PlistcSourceChecks
import PlistcStyleDictionary
import TestSupport
import Testing

/// What one file tells the checks of another (`SourceSummary`, `AppSummary`): loaders known by
/// their shape, custom text styles, helpers that scale their parameter, properties whose result
/// is scaled.
@Suite("The app's Swift summarised across files")
struct AppSummaryTests {
    /// A renamed copy of the 2017 loader, as apps keep it.
    static let loader = """
        import UIKit

        final class FontScaler {
            private var styles: [String: [String: Any]] = [:]
            init(fontName: String) {
                if let url = Bundle.main.url(forResource: fontName, withExtension: "plist"),
                   let dictionary = NSDictionary(contentsOf: url) as? [String: [String: Any]] {
                    styles = dictionary
                }
            }
            func font(for textStyle: UIFont.TextStyle) -> UIFont {
                guard let entry = styles[textStyle.rawValue], let name = entry["fontName"] as? String,
                      let size = entry["fontSize"] as? CGFloat,
                      let font = UIFont(name: name, size: size) else {
                    return UIFont.preferredFont(forTextStyle: textStyle)
                }
                return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)
            }
        }

        extension UIFont.TextStyle {
            static let header = UIFont.TextStyle(rawValue: "ATFontTextStyleHeader")
        }
        """

    /// `(path, text)` files summarised together, then each checked: `line:column rule` of
    /// every finding, by file.
    static func findings(_ files: [(String, String)], catalog: DictionaryCatalog? = nil) -> [String] {
        let app = AppSummary(files.map { SourceSummary(Array($1.utf8), path: $0) })
        return files.flatMap { path, text in
            SourceCheck.findings(
                Array(text.utf8), path: path, configuration: LintConfiguration(), dictionaries: catalog, app: app
            ).map { "\(path):\($0.location.line):\($0.location.column) \($0.ruleID.rawValue)" }
        }
    }

    /// A catalog of one dictionary, `Brand`, of the 2017 format with body and a custom style.
    static let catalog: DictionaryCatalog = {
        let entry =
            "<dict><key>fontName</key><string>Noteworthy-Light</string><key>fontSize</key><real>17</real></dict>"
        let plist = """
            <plist version="1.0"><dict><key>UICTFontTextStyleBody</key>\(entry)\
            <key>ATFontTextStyleHeader</key>\(entry)</dict></plist>
            """
        let document = PlistReader().read(Array(plist.utf8), path: "Brand.plist")
        let facts = StyleDictionaryFile(document, runtime: .scaledfont2017)
        let brand = DictionaryCatalog.Entry(
            path: "Brand.plist", verdict: RuntimeVerdict(facts), runtime: .scaledfont2017,
            keys: Set(facts.entries.map(\.key)))
        return DictionaryCatalog([("Brand", brand)])
    }()

    /// The loader's own body is no double scaling: the value of `let font` in a `guard` ends at
    /// its `else`, whose `preferredFont` is another path.
    @Test func theLoaderItselfIsClean() {
        #expect(Self.findings([("FontScaler.swift", Self.loader)]) == [])
    }

    /// A renamed loader's calls are requests of its dictionary: a custom style it lacks is one;
    /// a custom style it has, and body, are not.
    @Test func aRenamedLoaderIsAskedForStyles() {
        let view = """
            let fonts = FontScaler(fontName: "Brand")
            func apply() {
                title.font = fonts.font(for: .header)
                body.font = fonts.font(for: .body)
                note.font = fonts.font(for: UIFont.TextStyle(rawValue: "ATFontTextStyleNote"))
                other.font = FontScaler(fontName: "Brnad").font(for: .body)
            }
            """
        #expect(
            Self.findings([("FontScaler.swift", Self.loader), ("View.swift", view)], catalog: Self.catalog) == [
                "View.swift:5:33 style-not-in-dictionary", "View.swift:6:39 dictionary-not-found",
            ])
    }

    /// A function that hands its style on to a loader (a SwiftUI modifier built on it) asks the
    /// same at each of its calls, in any file.
    @Test func aFunctionBuiltOnALoaderAsksForStyles() {
        let modifier = """
            let fonts = FontScaler(fontName: "Brand")
            extension View {
                func brandFont(_ style: UIFont.TextStyle) -> some View { font(Font(fonts.font(for: style))) }
            }
            """
        let view = """
            let fonts = FontScaler(fontName: "Brand")
            struct Card: View {
                var body: some View {
                    Text("a").brandFont(.footnote)
                    Text("b").brandFont(.body)
                }
            }
            """
        #expect(
            Self.findings(
                [("FontScaler.swift", Self.loader), ("Modifier.swift", modifier), ("Card.swift", view)],
                catalog: Self.catalog) == ["Card.swift:4:29 style-not-in-dictionary"])
        let summaries = [("FontScaler.swift", Self.loader), ("Modifier.swift", modifier)].map {
            SourceSummary(Array($1.utf8), path: $0)
        }
        let uses = SourceCheck.check(
            Array("func f() { Text(\"x\").brandFont(.caption) }".utf8), path: "F.swift",
            configuration: LintConfiguration(), app: AppSummary(summaries)
        ).styleUses
        #expect(uses?[SourceCheck.anyDictionary] == .some([.caption]))
    }

    @Test func theCodeImpliesEachDictionarysFormat() throws {
        let modern = "import ScaledFont\nlet brand = ScaledFont(fontName: \"Modern\")\n"
        let legacy = "let old = FontScaler(fontName: \"Legacy\")\n"
        let app = AppSummary(
            [("FontScaler.swift", Self.loader), ("A.swift", modern), ("B.swift", legacy)].map {
                SourceSummary(Array($1.utf8), path: $0)
            })
        let forModern = try #require(app.impliedFormat(forDictionary: "Modern"))
        #expect(!forModern.readsRawValues && forModern.evidence.hasPrefix("A.swift:2:"))
        let forLegacy = try #require(app.impliedFormat(forDictionary: "Legacy"))
        #expect(forLegacy.readsRawValues && forLegacy.evidence.hasPrefix("B.swift:1:"))
        // A dictionary no code names, in an app with both formats, is left to its keys.
        #expect(app.impliedFormat(forDictionary: "Other") == nil)
        // With one format in the app, every dictionary is read with it.
        let only = AppSummary([SourceSummary(Array(Self.loader.utf8), path: "FontScaler.swift")])
        #expect(only.impliedFormat(forDictionary: "Other")?.readsRawValues == true)
        #expect(only.customRawValues == ["ATFontTextStyleHeader"])
        #expect(AppSummary.empty.impliedFormat(forDictionary: "Other") == nil)
    }

    /// A scaled size handed to a helper in another file that gives it to `custom(_:size:)`;
    /// a defaulted parameter left out of the call; an unscaled size is no finding.
    @Test func aScaledSizeGivenToAHelperElsewhere() {
        let helper = """
            enum Fonts {
                static func brand(_ name: String, size: CGFloat, italic: Bool = false) -> Font {
                    Font.custom(name, size: size)
                }
            }
            """
        let view = """
            struct Card: View {
                @ScaledMetric var size: CGFloat = 17
                var body: some View {
                    Text("a").font(Fonts.brand("Inter", size: size))
                    Text("b").font(Fonts.brand("Inter", size: 17, italic: true))
                    Text("c").font(Fonts.brand("Inter", size: size, italic: true))
                }
            }
            """
        #expect(
            Self.findings([("Fonts.swift", helper), ("Card.swift", view)]) == [
                "Card.swift:4:30 double-scaling", "Card.swift:6:30 double-scaling",
            ])
    }

    /// A scaled font handed to a helper that scales its parameter, a loader's font scaled
    /// again, and a computed property's scaled font scaled again; `label.font` is no such
    /// property, and a local name hides one.
    @Test func aScaledFontGivenToScalingAgain() {
        let helpers = """
            extension UIFont {
                static func scaled(_ font: UIFont, forTextStyle style: UIFont.TextStyle) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                }
            }
            enum Theme {
                static var titleFont: UIFont { UIFontMetrics(forTextStyle: .title1).scaledFont(for: base) }
            }
            """
        let view = """
            let fonts = FontScaler(fontName: "Brand")
            func apply() {
                let preferred = UIFont.preferredFont(forTextStyle: .body)
                a.font = UIFont.scaled(preferred, forTextStyle: .body)
                b.font = UIFontMetrics.default.scaledFont(for: fonts.font(for: .body))
                c.font = UIFontMetrics.default.scaledFont(for: Theme.titleFont)
                d.font = UIFontMetrics.default.scaledFont(for: label.font)
                e.font = UIFont.scaled(UIFont(name: "Inter", size: 17)!, forTextStyle: .body)
            }
            func local() {
                let titleFont = UIFont(name: "Inter", size: 17)!
                f.font = UIFontMetrics.default.scaledFont(for: titleFont)
            }
            """
        #expect(
            Self.findings([("FontScaler.swift", Self.loader), ("Helpers.swift", helpers), ("View.swift", view)]).filter
            {
                $0.hasSuffix("double-scaling")
            } == [
                "View.swift:4:21 double-scaling", "View.swift:5:36 double-scaling", "View.swift:6:36 double-scaling",
            ])
    }

    /// A file alone is its own app: `SourceCheck` without `app` reads its summary.
    @Test func aFileAloneKnowsItsOwnHelpers() {
        let text = """
            func brand(size: CGFloat) -> Font { .custom("Inter", size: size) }
            struct V: View {
                @ScaledMetric var size: CGFloat = 15
                var body: some View { Text("x").font(brand(size: size)) }
            }
            """
        let found = SourceCheck.findings(Array(text.utf8), path: "V.swift", configuration: LintConfiguration())
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.ruleID.rawValue)" } == ["4:42 double-scaling"])
    }
}

/// A file that spells no name another file defines is finished from its first look, with the
/// findings a full check gives; one that does is looked at again.
@Suite("One read of a Swift file")
struct SourceFirstLookTests {
    @Test func finishingAFirstLookIsCheckingTheFile() throws {
        let folder = Fixtures.directory + "/sources"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.count >= 7)
        for name in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            let look = SourceCheck.firstLook(bytes, path: name, configuration: LintConfiguration())
            let checked = SourceCheck.check(
                bytes, path: name, configuration: LintConfiguration(), dictionaries: AppSummaryTests.catalog)
            let finished = SourceCheck.finish(
                look, configuration: LintConfiguration(), dictionaries: AppSummaryTests.catalog)
            #expect(finished == checked.findings, "\(name)")
            #expect(look.styleUses == checked.styleUses, "\(name)")
        }
    }

    @Test func onlyAFileThatSpellsAnotherFilesNameIsLookedAtAgain() {
        let summaries = [
            SourceSummary(Array(AppSummaryTests.loader.utf8), path: "FontScaler.swift"),
            SourceSummary(
                Array("func brand(size: CGFloat) -> Font { .custom(\"B\", size: size) }".utf8), path: "B.swift"),
        ]
        let app = AppSummary(summaries)
        let plain = SourceSummary(Array("let x = 1".utf8), path: "C.swift")
        #expect(!app.needsSecondLook(Array("let x = 1 // no names of theirs".utf8), summary: plain))
        #expect(app.needsSecondLook(Array("Text(\"a\").font(brand(size: s))".utf8), summary: plain))
        #expect(app.needsSecondLook(Array("let f = FontScaler(fontName: \"B\")".utf8), summary: plain))
        #expect(app.needsSecondLook(Array("x.font = f.font(for: .header)".utf8), summary: plain))
        // A name spelt inside a longer one is not that name; the file's own definitions are its.
        #expect(!app.needsSecondLook(Array("let brandNew = rebrand".utf8), summary: plain))
        #expect(!app.needsSecondLook(Array(AppSummaryTests.loader.utf8), summary: summaries[0]))
        #expect(!AppSummary.empty.needsSecondLook(Array("brand(size: s)".utf8), summary: plain))
    }
}
