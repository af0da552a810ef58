import Foundation
import TestSupport
import Testing

/// `plistc diff` on revisions of a temporary git repository, run as its own process in the
/// repository: `REV:PATH` sides and `--git-base`, checked against an independent comparison of
/// `plistc build --emit json` of each revision.
@Suite(
    "plistc diff with git", .enabled(if: Installed.git != nil, Installed.gitMissing),
    .enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"))
struct DiffGitTests {
    /// A repository whose history has two revisions of `Fonts/Brand.plist`: Noteworthy, then
    /// `new.plist`'s changes, committed; the work tree then moves it again, uncommitted.
    private func withRepository(_ body: (String) throws -> Void) throws {
        try Fixtures.withTemporaryFolder("diff-git") { root in
            try GitFolder.git(root, ["init", "-q", "-b", "main"])
            try FileManager.default.createDirectory(atPath: root + "/Fonts", withIntermediateDirectories: true)
            try Data(Fixtures.bytes(DiffCommandTests.old)).write(to: URL(fileURLWithPath: root + "/Fonts/Brand.plist"))
            try "not a style dictionary".write(toFile: root + "/README.txt", atomically: true, encoding: .utf8)
            try GitFolder.git(root, ["add", "."])
            try GitFolder.git(root, ["commit", "-q", "-m", "first"])
            try Data(Fixtures.bytes(DiffCommandTests.new)).write(to: URL(fileURLWithPath: root + "/Fonts/Brand.plist"))
            try GitFolder.git(root, ["commit", "-q", "-am", "second"])
            try body(root)
        }
    }

    /// The cells of two `build --emit json` documents that differ: `style size old new`, one a
    /// line, compared here with nothing of plistc's comparison.
    private func independentCells(_ old: String, _ new: String) throws -> [String] {
        func sizes(_ text: String) throws -> (categories: [String], rows: [String: [Double?]], order: [String]) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let categories = try #require(object["categories"] as? [String])
            var rows: [String: [Double?]] = [:]
            var order: [String] = []
            for style in try #require(object["styles"] as? [[String: Any]]) {
                let name = try #require(style["style"] as? String)
                rows[name] = try #require(style["sizes"] as? [Any]).map { ($0 as? NSNumber)?.doubleValue }
                order.append(name)
            }
            return (categories, rows, order)
        }
        let (before, after) = (try sizes(old), try sizes(new))
        #expect(before.categories == after.categories && before.order == after.order)
        var cells: [String] = []
        for style in after.order {
            for (index, category) in after.categories.enumerated() {
                let (a, b) = (before.rows[style]?[index] ?? nil, after.rows[style]?[index] ?? nil)
                if a != b {
                    cells.append("\(style) \(category) \(a.map { "\($0)" } ?? "null") \(b.map { "\($0)" } ?? "null")")
                }
            }
        }
        return cells
    }

    /// The cells `plistc diff --emit json` lists, in the same form.
    private func diffCells(_ text: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["changes"] as? [[String: Any]]).map { change in
            let old = (change["old"] as? NSNumber).map { "\($0.doubleValue)" } ?? "null"
            let new = (change["new"] as? NSNumber).map { "\($0.doubleValue)" } ?? "null"
            return "\(change["style"] ?? "") \(change["size"] ?? "") \(old) \(new)"
        }
    }

    @Test func twoRevisionsGiveExactlyTheCellsTheirBuildsDiffer() throws {
        try withRepository { root in
            for (revision, name) in [("HEAD~1", "old"), ("HEAD", "new")] {
                try GitFolder.git(root, ["show", "\(revision):Fonts/Brand.plist"]).write(
                    toFile: root + "/\(name).plist", atomically: true, encoding: .utf8)
            }
            let builds = try ["old", "new"].map { name in
                try GitFolder.plistc(root, ["build", "--emit", "json", "--allow-fallbacks", "\(name).plist"]).output
            }
            let expected = try independentCells(builds[0], builds[1])
            #expect(expected.count == 29)
            let diff = try GitFolder.plistc(
                root, ["diff", "-e", "json", "HEAD~1:Fonts/Brand.plist", "HEAD:Fonts/Brand.plist"])
            #expect(diff.status == 0, "\(diff.error)")
            #expect(try diffCells(diff.output) == expected)
            // A side from the work tree reads as its revision does.
            let tree = try GitFolder.plistc(
                root, ["diff", "-e", "json", "HEAD~1:Fonts/Brand.plist", "Fonts/Brand.plist"])
            #expect(try diffCells(tree.output) == expected)
        }
    }

    @Test func aFileMissingAtARevisionIsAddedAndABadRevisionIsAnError() throws {
        try withRepository { root in
            let added = try GitFolder.plistc(
                root, ["diff", "-e", "json", "HEAD~1:Fonts/New.plist", "Fonts/Brand.plist"])
            #expect(added.status == 0)
            #expect(added.output.contains("\"status\": \"added\""))
            let bad = try GitFolder.plistc(root, ["diff", "no-such-branch:Fonts/Brand.plist", "Fonts/Brand.plist"])
            #expect(bad.status == 2)
            #expect(bad.error.contains("no-such-branch: error: is not a revision git knows here"))
            let folder = try GitFolder.plistc(root, ["diff", "HEAD:Fonts", "Fonts/Brand.plist"])
            #expect(folder.status == 2 && folder.error.contains("is not a file at that revision"))
        }
    }

    /// `:PATH` is what is staged, as `git show :PATH` reads it: a pre-commit hook's diff.
    @Test func anIndexSideIsWhatIsStaged() throws {
        try withRepository { root in
            try Data(Fixtures.bytes(DiffCommandTests.old)).write(to: URL(fileURLWithPath: root + "/Fonts/Brand.plist"))
            let unstaged = try GitFolder.plistc(root, ["diff", "HEAD:Fonts/Brand.plist", ":Fonts/Brand.plist"])
            #expect(unstaged.status == 0 && unstaged.output.contains(": no change"), "\(unstaged.error)")
            try GitFolder.git(root, ["add", "Fonts/Brand.plist"])
            let staged = try GitFolder.plistc(
                root, ["diff", "-e", "json", "HEAD:Fonts/Brand.plist", ":0:Fonts/Brand.plist"])
            #expect(staged.status == 0, "\(staged.error)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(staged.output.utf8)) as? [String: Any])
            #expect(object["new"] as? String == ":0:Fonts/Brand.plist")
            #expect((object["changes"] as? [Any])?.count == 29)
        }
    }

    /// A path after the colon starts at the top of the work tree, as git reads it; from a
    /// folder holding the file, the bare name is an error that says how to write it (never a
    /// dictionary silently "added"), and `./` reads it.
    @Test func aPathFromTheCurrentFolderWithoutDotSlashIsAnError() throws {
        try withRepository { root in
            let fonts = root + "/Fonts"
            let bare = try GitFolder.plistc(fonts, ["diff", "HEAD~1:Brand.plist", "Brand.plist"])
            #expect(bare.status == 2 && bare.output.isEmpty)
            #expect(
                bare.error.contains(
                    "HEAD~1:Brand.plist: error: is not in HEAD~1: a path after the colon starts at the top of the work tree"
                ))
            #expect(bare.error.contains("write HEAD~1:./Brand.plist or HEAD~1:Fonts/Brand.plist"))
            let staged = try GitFolder.plistc(fonts, ["diff", ":0:Brand.plist", "Brand.plist"])
            #expect(staged.status == 2 && staged.error.contains("write :0:./Brand.plist or :0:Fonts/Brand.plist"))
            let relative = try GitFolder.plistc(fonts, ["diff", "HEAD~1:./Brand.plist", "Brand.plist"])
            #expect(relative.status == 0 && relative.output.contains("3 styles change at 29 of 132 sizes"))
            let none = try GitFolder.plistc(root, ["diff", "HEAD:Fonts/Brnd.plist", "HEAD~1:Fonts/Brnd.plist"])
            #expect(none.status == 2 && none.error.contains("does not exist, and neither does HEAD~1:Fonts/Brnd.plist"))
            let removedTypo = try GitFolder.plistc(root, ["diff", "HEAD:Fonts/Brnd.plist", "/dev/null"])
            #expect(removedTypo.status == 2 && removedTypo.error.contains("the other side is /dev/null"))
        }
    }

    /// A revision's path finds its configuration where that path is in the work tree, from
    /// whichever folder plistc runs in: a removed dictionary's rules are its folder's.
    @Test func aRevisionSideFindsItsConfigurationFromAnyFolder() throws {
        try withRepository { root in
            try #"{"rules": {"unknown-style": "off"}}"#.write(
                toFile: root + "/Fonts/.plistc.json", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: root + "/Docs", withIntermediateDirectories: true)
            for folder in [root, root + "/Docs"] {
                let removed = try GitFolder.plistc(folder, ["diff", "HEAD:Fonts/Brand.plist", "/dev/null"])
                #expect(removed.status == 0, "\(removed.error)")
                #expect(removed.output.contains("removed") && !removed.output.contains("[unknown-style]"), "\(folder)")
            }
        }
    }

    /// `--git-base` finds the changed dictionaries itself: the edited one, a renamed one, a
    /// deleted one and a new one, but not a `.plist` that is no style dictionary, nor other files.
    @Test func gitBaseFindsEveryChangedDictionary() throws {
        try withRepository { root in
            try GitFolder.git(root, ["branch", "base", "HEAD~1"])
            try Data(Fixtures.bytes(Fixtures.directory + "/fonts/noto-serif.plist")).write(
                to: URL(fileURLWithPath: root + "/Fonts/Added.plist"))
            try "<plist><array/></plist>".write(toFile: root + "/Info.plist", atomically: true, encoding: .utf8)
            try "changed".write(toFile: root + "/README.txt", atomically: true, encoding: .utf8)
            let run = try GitFolder.plistc(root, ["diff", "--git-base", "base", "-e", "json"])
            #expect(run.status == 0, "\(run.error)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(object["base"] as? String == "base")
            let dictionaries = try #require(object["dictionaries"] as? [[String: Any]])
            let sides = dictionaries.map { "\($0["old"] ?? "") → \($0["new"] ?? ""): \($0["status"] ?? "")" }
            // Untracked files are not in git diff: only the committed and edited one.
            #expect(sides == ["base:Fonts/Brand.plist → Fonts/Brand.plist: changed"])
            try GitFolder.git(root, ["add", "."])
            try GitFolder.git(root, ["mv", "Fonts/Brand.plist", "Fonts/Renamed.plist"])
            try GitFolder.git(root, ["commit", "-q", "-m", "third"])
            let after = try GitFolder.plistc(root, ["diff", "--git-base", "base", "--fail-on", "fallback"])
            #expect(after.status == 1, "\(after.error)")
            #expect(after.output.contains("base:Fonts/Brand.plist → Fonts/Renamed.plist: 3 styles change"))
            #expect(after.output.contains("/dev/null → Fonts/Added.plist: added"))
            #expect(!after.output.contains("Info.plist") && !after.output.contains("README"))
            let none = try GitFolder.plistc(root, ["diff", "--git-base", "HEAD"])
            #expect(none.status == 0 && none.output == "no style dictionary changed\n")
        }
    }

    /// A pull request's symbolic link that leads outside the repository is never read by
    /// `--git-base`: an error naming it, status 2; named on the command line, it is read.
    @Test func gitBaseReadsNoLinkLeadingOutsideTheRepository() throws {
        try withRepository { root in
            try FileManager.default.createSymbolicLink(
                atPath: root + "/Fonts/Linked.plist", withDestinationPath: Fixtures.noteworthy)
            try GitFolder.git(root, ["add", "."])
            try GitFolder.git(root, ["commit", "-q", "-m", "link"])
            let run = try GitFolder.plistc(root, ["diff", "--git-base", "HEAD~1"])
            #expect(run.status == 2)
            #expect(
                run.error.contains("Fonts/Linked.plist: error: is a symbolic link that leads outside the repository"))
            #expect(!run.output.contains("Noteworthy"))
            let named = try GitFolder.plistc(root, ["diff", "/dev/null", "Fonts/Linked.plist"])
            #expect(named.status == 0 && named.output.contains("added"))
        }
    }
}
