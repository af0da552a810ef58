import Foundation
import TestSupport
import Testing

/// `not-a-style-dictionary` on the files of `Fixtures/foreign` (real Info.plists and other
/// libraries' configurations, and tables written in shapes seen in apps): one located error that
/// says what the file is, nothing else unless `--verbose`, and the same words when a folder's
/// walk skips it.
@Suite("Files that are not style dictionaries")
struct ForeignFormatTests {
    static let folder = Fixtures.directory + "/foreign"

    /// Each file, and what its one finding must call it.
    static let files: [(name: String, says: String)] = [
        ("albookcode-CustomFont-v2-Info.plist", "this is an app's Info.plist ('UIApplicationSceneManifest'"),
        (
            "CustomDynamicTypeFont-CustomFontTester-Info.plist",
            "this is an app's Info.plist ('CFBundleDevelopmentRegion'"
        ),
        ("DynamicStylesExample-Info.plist", "this is an app's Info.plist ('CFBundleDevelopmentRegion'"),
        ("TypographyKit.plist", "this is a TypographyKit configuration ('typography-colors'"),
        ("per-size-styles.plist", "this is a table of sizes per content size ('UICTContentSizeCategoryXS'"),
        ("per-size-columns.plist", "this is a table of sizes per content size ('xSmall', 'small', 'medium')"),
        ("name-size.plist", "this file's entries hold 'name', 'size', another library's keys"),
        ("DynamicStyles-Stylesheet.plist", "this file's entries hold 'size', 'face', 'family'"),
        ("CustomDynamicTypeFont-customFont.plist", "this file's entries hold 'Font Face'"),
    ]

    @Test(arguments: files.map(\.name))
    func oneErrorSaysWhatTheFileIs(name: String) throws {
        let says = try #require(Self.files.first { $0.name == name }?.says)
        let run = CapturedRun(["lint", Self.folder + "/" + name])
        #expect(run.status == 1)
        let lines = run.relativeOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(run.output)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("Fixtures/foreign/\(name):") && line.contains(": error: \(says)"), "\(line)")
        #expect(line.hasSuffix("[not-a-style-dictionary]"))
        // Every other rule's findings too, when asked for.
        let verbose = CapturedRun(["lint", "--verbose", Self.folder + "/" + name]).relativeOutput.split(separator: "\n")
        #expect(verbose.count > 1 && verbose.contains(line))
    }

    /// A folder's walk skips them, saying the same under `--verbose`; the style dictionary beside
    /// them is linted.
    @Test func aFolderSkipsThemWithTheSameWords() throws {
        try Fixtures.withTemporaryFolder("foreign") { root throws in
            for (name, _) in Self.files {
                try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: root + "/" + name)
            }
            try FileManager.default.copyItem(
                atPath: Fixtures.styles + "/clean.plist", toPath: root + "/Brand.plist")
            let run = CapturedRun(["lint", "--verbose", root])
            #expect(run.status == 0, "\(run.error)")
            // Progress lines are plistc's own, on standard error beside the report.
            for (name, says) in Self.files {
                #expect(run.error.contains("\(root)/\(name): skipped: \(says)"), "\(name): \(run.error)")
            }
            #expect(run.error.contains("Brand.plist: OK"))
        }
    }

    /// With the rule off, such a file is linted as any other.
    @Test func turningTheRuleOffLintsTheFile() {
        let run = CapturedRun(["lint", "--disable", "not-a-style-dictionary", Self.folder + "/name-size.plist"])
        #expect(run.output.contains("[dictionary-void]") && !run.output.contains("[not-a-style-dictionary]"))
    }
}
