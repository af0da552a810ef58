import Foundation
import TestSupport
import Testing

/// `plistc import --theme`: a Tokens Studio project's or export's themes choose its sets, the
/// reference-only ("source") ones first, then the enabled ones in `$metadata`'s order; one theme
/// per group; an unknown name is a usage error with a suggestion; without `--theme` every set
/// is read, with a note naming the themes.
@Suite("plistc import --theme")
struct ImportThemeTests {
    static let themes = #"""
        [{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core/base": "source", "light": "enabled", "dark": "disabled"}},
         {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled", "core/base": "source"}},
         {"id": "3", "name": "Compact", "group": "Density", "selectedTokenSets": {"compact": "enabled"}}]
        """#

    static let project = [
        "p/$metadata.json": #"{"tokenSetOrder": ["core/base", "light", "dark", "compact"]}"#,
        "p/$themes.json": themes,
        "p/core/base.json":
            #"{"size": {"base": {"value": "16", "type": "fontSizes"}}, "body": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "{size.base}"}}}"#,
        "p/light.json":
            #"{"headline": {"type": "typography", "value": {"fontFamily": "Georgia", "fontWeight": "Bold", "fontSize": "{size.base} + 1"}}}"#,
        "p/dark.json":
            #"{"headline": {"type": "typography", "value": {"fontFamily": "Georgia", "fontWeight": "Bold", "fontSize": "{size.base} + 3"}}}"#,
        "p/compact.json": #"{"size": {"base": {"value": "14", "type": "fontSizes"}}}"#,
    ]

    /// The `<integer>` sizes of the plist written, in order.
    static func sizes(_ output: String) -> [String] {
        output.components(separatedBy: "<integer>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func aThemeReadsItsSetsAndNotItsReferenceSetsStyles() throws {
        try Fixtures.withTemporaryFolder("import-theme", files: Self.project) { folder throws in
            let dark = CapturedRun(["import", "-v", "--theme", "Dark", folder + "/p"])
            #expect(dark.status == 0, "\(dark.error)")
            // headline from dark.json (16 + 3); body is in core/base, read for reference only.
            #expect(Self.sizes(dark.output) == ["19"], "\(dark.output)")
            #expect(dark.error.contains("p/$themes.json: --theme Dark reads core/base (for reference), dark"))
            #expect(dark.error.contains("p/core/base.json: read as Tokens Studio (value and type), for reference only"))
            #expect(!dark.error.contains("light.json"), "a disabled or unnamed set is not read")
            let light = CapturedRun(["import", "--theme", "Mode/Light", folder + "/p"])
            #expect(Self.sizes(light.output) == ["17"], "\(light.error)")
        }
    }

    @Test func oneThemePerGroupCombine() throws {
        try Fixtures.withTemporaryFolder("import-theme", files: Self.project) { folder throws in
            let run = CapturedRun(["import", "--theme", "Dark", "--theme", "Compact", folder + "/p"])
            #expect(run.status == 0, "\(run.error)")
            #expect(Self.sizes(run.output) == ["17"], "compact's base (14) + 3")
            let both = CapturedRun(["import", "--theme", "Dark", "--theme", "Light", folder + "/p"])
            #expect(both.status == 2)
            #expect(
                both.error.contains(
                    "p/$themes.json:1:14: error: --theme Mode/Dark and --theme Mode/Light are in one group, Mode: choose one"
                ),
                "\(both.error)")
            #expect(both.output.isEmpty)
        }
    }

    @Test func anUnknownThemeIsAUsageErrorWithASuggestion() throws {
        try Fixtures.withTemporaryFolder("import-theme", files: Self.project) { folder throws in
            let run = CapturedRun(["import", "--theme", "Drak", folder + "/p"])
            #expect(run.status == 2)
            #expect(
                run.error.contains(
                    "p/$themes.json:1:1: error: no theme is named 'Drak': did you mean --theme Dark? its themes are Mode/Light, Mode/Dark, Density/Compact [design-tokens]"
                ), "\(run.error)")
            let none = CapturedRun(["import", "--theme", "Dark", folder + "/p/light.json"])
            #expect(none.status == 2)
            #expect(none.error.contains("light.json: error: has no Tokens Studio themes for --theme"), "\(none.error)")
        }
    }

    @Test func withoutAThemeEverySetIsReadWithANote() throws {
        try Fixtures.withTemporaryFolder("import-theme", files: Self.project) { folder throws in
            let run = CapturedRun(["import", folder + "/p"])
            #expect(run.status == 0, "\(run.error)")
            // headline from dark.json over light.json's, both on compact's base of 14; body 14.
            #expect(Self.sizes(run.output) == ["17", "14"], "\(run.output)")
            #expect(
                run.error.contains(
                    "p/$themes.json:1:1: note: the tokens have 3 themes (Mode/Light, Mode/Dark, Density/Compact) and all 4 sets are read"
                ), "\(run.error)")
        }
    }

    /// A single-file export's `$themes` choose among its own sets; a reference-only token
    /// still imports when `"styles"` maps it, on the enabled set's sizes.
    @Test func anExportsThemesChooseItsSets() throws {
        let export = #"""
            {"core": {"size": {"base": {"value": "16", "type": "fontSizes"}},
                      "body": {"value": {"fontFamily": "Georgia", "fontSize": "{size.base}"}, "type": "typography"}},
             "big": {"size": {"base": {"value": "20", "type": "fontSizes"}}},
             "$themes": [{"id": "a", "name": "Big", "selectedTokenSets": {"core": "source", "big": "enabled"}},
                         {"id": "b", "name": "Plain", "selectedTokenSets": {"core": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["core", "big"]}}
            """#
        try Fixtures.withTemporaryFolder(
            "import-theme",
            files: [
                "export.json": export, "mapped/export.json": export,
                "mapped/.plistc.json": #"{"styles": {"body": "body"}}"#,
            ]
        ) { folder throws in
            let plain = CapturedRun(["import", "--theme", "Plain", folder + "/export.json"])
            #expect(Self.sizes(plain.output) == ["16"], "\(plain.error)")
            let big = CapturedRun(["import", "--theme", "Big", folder + "/export.json"])
            #expect(big.status == 1)
            #expect(
                big.error.contains("1 typography token is in sets the theme reads for reference only"), "\(big.error)")
            let mapped = CapturedRun(["import", "--theme", "Big", folder + "/mapped/export.json"])
            #expect(Self.sizes(mapped.output) == ["20"], "\(mapped.error)")
        }
    }

    /// `-v` says how each style's token was found: by its name, its group's, UIKit's name, or
    /// `.plistc.json`, at the token.
    @Test func verboseSaysHowEachStyleWasMapped() throws {
        let tokens = #"""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}},
             "headline": {"bold": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 17}}},
             "title1": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 28}},
             "brand": {"small": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": 12}}}}
            """#
        try Fixtures.withTemporaryFolder(
            "import-verbose", files: ["t.json": tokens, ".plistc.json": #"{"styles": {"brand.small": "caption"}}"#]
        ) { folder throws in
            let run = CapturedRun(["import", "-v", folder + "/t.json"])
            #expect(run.status == 0, "\(run.error)")
            for line in [
                "t.json:3:2: title is 'title1', by UIKit's name title1",
                "t.json:2:15: headline is 'headline.bold', by its group's name, 'headline'",
                "t.json:1:2: body is 'body', by its name",
                "t.json:4:12: caption is 'brand.small', by \"styles\" in .plistc.json",
            ] {
                #expect(run.error.contains(folder + "/" + line), "\(line)\n\(run.error)")
            }
        }
    }

    /// A theme's set is held inside the project as `$metadata.json`'s are, and the message names
    /// the file that named it.
    @Test func aThemesSetStaysInsideTheProject() throws {
        let files = [
            "secret.json": #"{"x": {"$value": 1}}"#, "p/$metadata.json": #"{"tokenSetOrder": ["a"]}"#,
            "p/$themes.json": #"[{"name": "T", "selectedTokenSets": {"../secret": "enabled"}}]"#,
        ]
        try Fixtures.withTemporaryFolder("import-theme-escape", files: files) { folder throws in
            let run = CapturedRun(["import", "--theme", "T", folder + "/p"])
            #expect(run.status == 2)
            #expect(
                run.error
                    == "\(folder)/p/$themes.json: error: names the set '../secret.json', outside the project's folder: name a set inside the project's folder\n"
            )
        }
    }
}
