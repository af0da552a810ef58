import Foundation
import TestSupport
import Testing

/// `plistc diff` in a repository whose configuration names programs for git to run (as a
/// careless CI set-up or a downloaded repository may): none of them runs, whatever side is
/// read; and a submodule at a `.plist` path is skipped with a note.
@Suite(
    "plistc diff runs none of the repository's programs", .enabled(if: Installed.git != nil, Installed.gitMissing),
    .enabled(if: EndToEndTests.binary != nil, "the plistc binary was not found beside the test bundle"))
struct DiffGitSafetyTests {
    /// Each setting that makes git run a program, each program leaving a file named after it.
    static let settings = [
        ("core.fsmonitor", "fsmonitor"), ("filter.evil.clean", "clean"), ("filter.evil.process", "process"),
        ("filter.evil.smudge", "smudge"), ("diff.evil.textconv", "textconv"), ("diff.external", "external"),
        ("core.pager", "pager"), ("pager.diff", "pager-diff"),
    ]

    /// A repository with a dictionary committed, then changed in the work tree and the index,
    /// every setting of `settings` in its `.git/config`, `.gitattributes` asking for the filter
    /// and the diff driver, and a hook of every name that touches a file too.
    private func withHostileRepository(_ body: (String) throws -> Void) throws {
        try Fixtures.withTemporaryFolder("diff-git-safety") { root in
            try GitFolder.git(root, ["init", "-q", "-b", "main"])
            try "*.plist filter=evil diff=evil\n".write(
                toFile: root + "/.gitattributes", atomically: true, encoding: .utf8)
            try Data(Fixtures.bytes(DiffCommandTests.old)).write(to: URL(fileURLWithPath: root + "/Brand.plist"))
            try GitFolder.git(root, ["add", "."])
            try GitFolder.git(root, ["commit", "-q", "-m", "first"])
            try Data(Fixtures.bytes(DiffCommandTests.new)).write(to: URL(fileURLWithPath: root + "/Brand.plist"))
            let hooks = root + "/hooks"
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            for hook in [
                "pre-commit", "post-checkout", "post-index-change", "reference-transaction", "fsmonitor-watchman",
            ] {
                try "#!/bin/sh\ntouch '\(root)/ran-hook-\(hook)'\n".write(
                    toFile: hooks + "/" + hook, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hooks + "/" + hook)
            }
            try GitFolder.git(root, ["config", "core.hooksPath", hooks])
            for (key, name) in Self.settings {
                try GitFolder.git(root, ["config", key, "touch '\(root)/ran-\(name)'; cat"])
            }
            try body(root)
        }
    }

    private func ran(_ root: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("ran-") }.sorted()
    }

    @Test func noSideRunsAProgramOfTheRepository() throws {
        try withHostileRepository { root in
            // The set-up is live: git on its own runs the monitor and the filter.
            _ = try GitFolder.run(in: root, try #require(Installed.git), ["diff", "--name-status", "HEAD"])
            let before = try ran(root)
            #expect(before.contains("ran-fsmonitor") && before.contains("ran-process"), "\(before)")
            for file in before { try FileManager.default.removeItem(atPath: root + "/" + file) }
            for arguments in [
                ["diff", "--git-base", "HEAD"], ["diff", "HEAD:Brand.plist", "Brand.plist"],
                ["diff", "HEAD:Brand.plist", ":Brand.plist"], ["diff", ":0:Brand.plist", "Brand.plist", "-e", "md"],
            ] {
                let run = try GitFolder.plistc(root, arguments)
                #expect(run.status == 0, "\(arguments): \(run.error)")
                let after = try ran(root)
                #expect(after.isEmpty, "\(arguments) ran \(after)")
            }
            // And the comparison is still made: the work tree's file against the commit's.
            let json = try GitFolder.plistc(root, ["diff", "--git-base", "HEAD", "-e", "json"])
            #expect(json.output.contains("\"status\": \"changed\""), "\(json.output)")
        }
    }

    /// A submodule whose path ends in `.plist` is no dictionary: a note, and the rest compared.
    @Test func aSubmoduleIsSkippedWithANote() throws {
        try Fixtures.withTemporaryFolder("diff-git-submodule") { root in
            try GitFolder.git(root, ["init", "-q", "-b", "main"])
            try Data(Fixtures.bytes(DiffCommandTests.old)).write(to: URL(fileURLWithPath: root + "/Brand.plist"))
            try GitFolder.git(root, ["add", "."])
            try GitFolder.git(root, ["commit", "-q", "-m", "first"])
            // A repository of its own inside, added as a gitlink: a submodule, checked out.
            let vendor = root + "/Vendor.plist"
            try FileManager.default.createDirectory(atPath: vendor, withIntermediateDirectories: true)
            try GitFolder.git(vendor, ["init", "-q", "-b", "main"])
            try "x".write(toFile: vendor + "/README", atomically: true, encoding: .utf8)
            try GitFolder.git(vendor, ["add", "."])
            try GitFolder.git(vendor, ["commit", "-q", "-m", "inside"])
            try GitFolder.git(root, ["add", "Vendor.plist"])
            try GitFolder.git(root, ["commit", "-q", "-m", "a submodule"])
            try Data(Fixtures.bytes(DiffCommandTests.new)).write(to: URL(fileURLWithPath: root + "/Brand.plist"))
            let run = try GitFolder.plistc(root, ["diff", "--git-base", "HEAD~1"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("note: Vendor.plist is a submodule, not a file: skipped"), "\(run.error)")
            #expect(run.output.contains("Brand.plist"), "\(run.output)")
        }
    }
}
