import Foundation
import TestSupport
import Testing

/// A path the user named that cannot be read is status 2, after everything else is reported:
/// never a clean 0 after an error line.
@Suite("Red team: exit statuses", .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
struct ExitStatusAttackTests {
    @Test(arguments: [
        "lint --fonts MISSING n.plist", "lint --fonts . --info-plist MISSING n.plist", "lint --config MISSING n.plist",
        "build --fonts MISSING n.plist", "import --fonts MISSING t.tokens.json", "lint MISSING n.plist",
    ])
    func anUnreadableNamedPathIsStatusTwo(command: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "t.tokens.json",
            #"{"body": {"$type": "typography", "$value": {"fontFamily": "Avenir-Book", "fontSize": {"value": 17, "unit": "px"}}}}"#
        )
        let result = try sandbox.run("plistc \(command)")
        #expect(result.status == 2, "\(command): \(result.error)")
        #expect(result.error.contains("MISSING: error:"), "\(command): \(result.error)")
    }

    /// A font file that cannot be opened (as a user; root opens everything) is status 2, not a
    /// warning that it is no font.
    @Test(.enabled(if: !Sandbox.isRoot, "root can open a file without permissions"))
    func anUnreadableFontIsStatusTwo() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("echo x > f.ttf; chmod 000 f.ttf; plistc lint --fonts f.ttf n.plist")
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("f.ttf: error: cannot open the file"), "\(result.error)")
    }

    /// A folder in a walk that cannot be listed (as a user; root lists everything).
    @Test(.enabled(if: !Sandbox.isRoot, "root can list a folder without permissions"))
    func anUnlistableFolderIsStatusTwo() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("mkdir -p tree/closed; cp n.plist tree/; chmod 000 tree/closed; plistc lint tree")
        #expect(result.status == 2, "\(result.error)")
    }

    /// A preview of a file that cannot be read leaves no temporary folder behind.
    @Test func aFailedPreviewLeavesNoFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            "mkdir tmp; TMPDIR=$PWD/tmp plistc preview MISSING.plist; echo \"$? $(ls tmp | wc -l)\"")
        #expect(result.output == "2 0\n", "\(result.error)")
    }
}
