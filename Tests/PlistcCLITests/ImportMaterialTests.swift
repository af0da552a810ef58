import Foundation
import TestSupport
import Testing

/// Material 3's type scale (`Fixtures/tokens/material3.tokens.json`: its 15 roles at their
/// sizes, as `md.sys.typescale.headline-large`): mapped by role and size (the material3
/// preset), so that the dictionary keeps Apple's hierarchy and lints with no error.
@Suite("plistc import of Material 3 tokens")
struct ImportMaterialTests {
    static let tokens = Fixtures.directory + "/tokens/material3.tokens.json"

    /// The style each role's size lands on, as the preset's table says.
    static let expected = [
        ("largeTitle", 32), ("title", 28), ("title2", 24), ("title3", 22), ("headline", 16), ("subheadline", 14),
        ("body", 16), ("callout", 14), ("footnote", 12), ("caption", 12), ("caption2", 11),
    ]

    @Test func theRolesMapByRoleAndSizeAndLintWithNoError() throws {
        let source = try String(contentsOfFile: Self.tokens, encoding: .utf8)
        try Fixtures.withTemporaryFolder("import-m3", files: ["m3.tokens.json": source]) { folder throws in
            let run = CapturedRun(["import", folder + "/m3.tokens.json", "-o", folder + "/M3.plist"])
            #expect(run.status == 0, "\(run.error)")
            #expect(
                run.error.contains("note: the typography tokens are named as Material 3's type scale (15 of its roles)")
            )
            #expect(run.error.contains("4 typography tokens map to no text style"))
            let plist = try String(contentsOfFile: folder + "/M3.plist", encoding: .utf8)
            let pairs = plist.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (style, size) in Self.expected {
                let key = try #require(pairs.firstIndex(of: "<key>\(style)</key>"), "\(style)")
                #expect(pairs[key + 5] == "<integer>\(size)</integer>", "\(style)")
            }
            let lint = CapturedRun(["lint", folder + "/M3.plist"])
            #expect(lint.status == 0, "\(lint.output)")
            #expect(!lint.output.contains("[hierarchy-order]"))
        }
    }

    /// `"preset": "none"` maps by name only (and Material's names are no style's); `"styles"`
    /// wins over the preset; two roles are not enough to take the names for Material's (a
    /// group `title` holding `large` is title by its group's name).
    @Test func thePresetYieldsToTheConfigurationAndToFewRoles() throws {
        let source = try String(contentsOfFile: Self.tokens, encoding: .utf8)
        let files = [
            "none/m3.tokens.json": source, "none/.plistc.json": #"{"preset": "none"}"#,
            "mapped/m3.tokens.json": source,
            "mapped/.plistc.json": #"{"styles": {"md.sys.typescale.display-small": "largeTitle"}}"#,
            "few/t.tokens.json":
                #"{"title": {"large": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "22px"}}}, "body": {"large": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "16px"}}}}"#,
        ]
        try Fixtures.withTemporaryFolder("import-m3", files: files) { folder throws in
            let none = CapturedRun(["import", folder + "/none/m3.tokens.json", "-v"])
            #expect(!none.error.contains("material3 preset"))
            #expect(none.error.contains("no typography token maps to a text style"), "\(none.error)")
            let mapped = CapturedRun(["import", folder + "/mapped/m3.tokens.json", "-v"])
            #expect(mapped.error.contains("largeTitle is 'md.sys.typescale.display-small', by \"styles\""))
            #expect(
                mapped.error.contains("'md.sys.typescale.headline-large' is named like largeTitle"), "\(mapped.error)")
            let few = CapturedRun(["import", folder + "/few/t.tokens.json", "-v"])
            #expect(!few.error.contains("material3"))
            #expect(few.output.contains("<key>title</key>") && few.output.contains("<key>body</key>"))
        }
    }
}
