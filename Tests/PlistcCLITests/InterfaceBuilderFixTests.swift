import Foundation
import TestSupport
import Testing

/// `lint --fix` on storyboards and XIBs: `ib-adjusts-without-text-style` unticks Automatically
/// Adjusts Font, the attribute and the space before it removed, every other byte kept.
@Suite("Fixing storyboards and XIBs")
struct InterfaceBuilderFixTests {
    static let fixes = Fixtures.packageRoot + "/Tests/InterfaceBuilder/fixes"
    static let attribute = " adjustsFontForContentSizeCategory=\"YES\""

    /// Each real file before its app's fix: fixed, it has no finding left, and only the lines
    /// of the views reported changed, each by the attribute alone; a view with a text style
    /// keeps its box ticked.
    @Test(arguments: ["cosmostation-cdpdeposit1", "pocketcasts-disclosurecell", "swiftcolorwheel-main"])
    func untickingLeavesEveryOtherByte(pair: String) throws {
        let folder = Self.fixes + "/" + pair + "/before"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        let before = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        // The dictionary is named: with no input, lint would read (and --fix would write) the
        // working folder's.
        let files = ["App/" + name: before, "Brand.plist": Fixtures.bytesText(Fixtures.noteworthy)]
        try Fixtures.withTemporaryFolder("ib-fix", files: files) { root in
            let (path, dictionary) = (root + "/App/" + name, root + "/Brand.plist")
            let reported = CapturedRun(["lint", dictionary, "--sources", path]).output.split(separator: "\n")
                .filter { $0.hasSuffix("[ib-adjusts-without-text-style]") }
                .compactMap { Int($0.split(separator: ":")[1]) }
            #expect(!reported.isEmpty)
            let run = CapturedRun(["lint", dictionary, "--sources", path, "--fix"])
            #expect(!run.output.contains("[ib-adjusts-without-text-style]"), "\(run.output)")
            let after = try String(contentsOfFile: path, encoding: .utf8)
            let old = before.split(separator: "\n", omittingEmptySubsequences: false)
            let new = after.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(old.count == new.count)
            for (number, (line, fixed)) in zip(old, new).enumerated() where line != fixed {
                #expect(reported.contains(number + 1), "line \(number + 1) changed")
                #expect(line.replacing(Self.attribute, with: "") == fixed)
            }
            #expect(zip(old, new).filter { $0 != $1 }.count == reported.count)
        }
    }

    /// `--fix-ib-text-style` alone fixes in place, as `--fix` does: a font the dictionary
    /// shows for a style gets that text style (not when the view's attributed text has fonts
    /// of its own too: unticked), and the file has no finding of the rule left.
    @Test func theTextStyleFixImpliesFix() throws {
        let source = try String(contentsOfFile: Fixtures.directory + "/fix/ib-text-style.storyboard", encoding: .utf8)
        let files = ["App/Note.xib": source, "Noteworthy.plist": Fixtures.bytesText(Fixtures.noteworthy)]
        try Fixtures.withTemporaryFolder("ib-text-style", files: files) { root in
            let path = root + "/App/Note.xib"
            let run = CapturedRun(["lint", root + "/Noteworthy.plist", "--sources", path, "--fix-ib-text-style"])
            #expect(run.error.components(separatedBy: ": fixed: ").count - 1 == 5, "\(run.error)")
            #expect(!run.output.contains("[ib-adjusts-without-text-style]"))
            let fixed = try String(contentsOfFile: path, encoding: .utf8)
            #expect(fixed.contains("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>"))
        }
    }
}

/// Font names in storyboards and XIBs, checked as a dictionary's are.
@Suite("Font names in storyboards and XIBs")
struct InterfaceBuilderFontNameTests {
    static let storyboard = """
        <document>
            <customFonts key="customFonts">
                <array key="NotoSerif-Regular.ttf">
                    <string>NotoSerif-Reguler</string>
                    <string>NotoSerif-Regular</string>
                    <string>NotoSerif-Blod</string>
                </array>
            </customFonts>
            <label id="a-1">
                <fontDescription key="fontDescription" name="NotoSerif-Reguler" family="Noto Serif" pointSize="17"/>
            </label>
            <label id="a-2">
                <fontDescription key="fontDescription" name="NotoSerif-Regular" family="Noto Serif" pointSize="17"/>
            </label>
            <label id="a-3">
                <fontDescription key="fontDescription" name="Noteworthy-Light" family="Noteworthy" pointSize="17"/>
            </label>
            <textView id="t-1">
                <attributedString key="attributedText">
                    <fragment content="x">
                        <attributes>
                            <font key="NSFont" name=".AppleSystemUIFont" size="14"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </textView>
        </document>
        """

    /// A misspelt name is unknown, with the closest; a given font's, iOS's own and the
    /// system font's (`.AppleSystemUIFont`) are not; a name of the customFonts list is checked
    /// too, once: where no view names it; without fonts nothing is said.
    @Test(.enabled(if: Installed.freeType && Installed.noto, "needs libfreetype6 and fonts-noto-core"))
    func aNameNoFontHoldsIsUnknown() throws {
        let files = ["Noteworthy.plist": SourcesDictionaryTests.noteworthy, "App/Main.storyboard": Self.storyboard]
        try Fixtures.withTemporaryFolder("ib-fonts", files: files) { root in
            let lint = ["lint", root + "/Noteworthy.plist", "--sources", root + "/App"]
            let run = CapturedRun(lint + ["--fonts", Installed.notoFolder + "/NotoSerif-Regular.ttf"])
            let found = run.output.split(separator: "\n").filter { $0.hasSuffix("[unknown-font]") }
            #expect(found.count == 2, "\(run.output)")
            #expect(found.first?.contains("Main.storyboard:6:13: error: \"NotoSerif-Blod\"") == true, "\(run.output)")
            #expect(found.first?.contains("the file's customFonts list names it and none of its views does") == true)
            #expect(found.last?.contains("Main.storyboard:10:9: error: \"NotoSerif-Reguler\"") == true, "\(run.output)")
            #expect(found.last?.contains("did you mean 'NotoSerif-Regular'") == true)
            #expect(!CapturedRun(lint).output.contains("[unknown-font]"))
        }
    }
}
