import Foundation
import TestSupport
import Testing

/// A pull request's `.plistc.json` naming fonts outside the repository: the root, its parent,
/// a symbolic link out. Each is a located error with status 2; the same path given on the
/// command line, which the user controls, is used.
@Suite("Red team: configurations", .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
struct ConfigurationAttackTests {
    @Test(arguments: ["/", "..", "outside", "../outside", "app/../../..", "/etc"])
    func fontPathsStayInsideTheRepository(path: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p repo/.git repo/app outside; mv n.plist repo/app/; ln -s / repo/outside
            printf '{\\n  "fonts": ["%s"]\\n}\\n' '\(path)' > repo/.plistc.json
            plistc lint repo/app/n.plist
            """)
        #expect(result.status == 2, "\(result.error)")
        #expect(
            result.error.contains(
                "repo/.plistc.json:2:3: error: \"fonts\" names '\(path)', which leads outside the repository"),
            "\(result.error)")
        #expect(result.error.contains("--fonts \(path)"), "\(result.error)")
    }

    /// A font file inside the configuration's folder that links out of the repository is not
    /// used: an error that names it, status 2.
    @Test func aFontLinkingOutOfTheRepositoryIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p repo/.git repo/fonts out; mv n.plist repo/; echo data > out/S.ttf
            ln -s ../../out/S.ttf repo/fonts/S.ttf; printf '{"fonts": ["fonts"]}' > repo/.plistc.json
            plistc lint repo/n.plist
            """)
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("repo/fonts/S.ttf: error: leads outside the repository"), "\(result.error)")
        #expect(result.error.contains("pass it with --fonts on the command line instead"), "\(result.error)")
    }

    /// The configuration is looked for in every folder above an input without recursion: a
    /// path of 3,000 slashes or 1,500 `./`, and a dictionary 1,900 folders deep, are read
    /// (each folder was a frame of the stack, and such paths crashed).
    @Test func pathsOfThousandsOfFoldersNeedNoStack() throws {
        try Fixtures.withTemporaryFolder("deep-folders") { root in
            let deep = root + String(repeating: "/a", count: 1_900)
            try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
            try Data(Fixtures.bytes(Fixtures.noteworthy)).write(to: URL(fileURLWithPath: deep + "/N.plist"))
            #expect(CapturedRun(["lint", root]).status == 0)
            let slashes = String(repeating: "/", count: 3_000) + String(Fixtures.noteworthy.dropFirst())
            #expect(CapturedRun(["build", slashes]).status == 0)
            let dots = String(repeating: "./", count: 1_500) + Fixtures.relative(Fixtures.noteworthy)
            #expect(CapturedRun(["build", dots]).status == 0)
        }
    }

    /// So is a Swift file, and the advice names the option that takes one.
    @Test func aSwiftFileLinkingOutOfTheRepositoryIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p repo/.git repo/App out; mv n.plist repo/; echo 'let a = 1' > out/A.swift
            ln -s ../../out/A.swift repo/App/A.swift; printf '{"sources": ["App"]}' > repo/.plistc.json
            plistc lint repo/n.plist
            """)
        #expect(result.status == 2, "\(result.error)")
        #expect(
            result.error.contains(
                "repo/App/A.swift: error: leads outside the repository (")
                && result.error.contains(
                    "pass it with --sources on the command line instead"),
            "\(result.error)")
    }

    /// Inside the repository, a parent folder is fine: `..` from a subfolder to the root.
    @Test func aParentInsideTheRepositoryIsAllowed() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p repo/.git repo/app repo/Fonts; mv n.plist repo/app/
            printf '{"fonts": ["../Fonts"]}' > repo/app/.plistc.json
            plistc lint repo/app/n.plist; echo "status $?"
            """)
        #expect(result.output == "status 0\n", "\(result.error)")
    }

    /// The command line may name any folder, the root's system fonts included.
    @Test func theCommandLineMayNameAnyPath() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir -p repo/.git outside; mv n.plist repo/
            plistc lint --fonts outside repo/n.plist; echo "status $?"
            """)
        #expect(result.output == "status 0\n", "\(result.error)")
    }
}
