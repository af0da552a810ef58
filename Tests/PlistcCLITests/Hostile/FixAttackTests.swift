import Foundation
import TestSupport
import Testing

/// `lint --fix` on files that are not plain: a symbolic link, a file another user owns, a
/// folder that cannot be written, and a run cut short by a signal.
@Suite("Red team: --fix", .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
struct FixAttackTests {
    static let broken = Fixtures.directory + "/fix/font-size-type.plist"
    static let fixed = Fixtures.directory + "/fix/font-size-type.fixed"

    /// The link's target is fixed and the link stays a link; the owner, group and mode stay.
    @Test func aLinkStaysALinkAndTheOwnerStays() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let owner = Sandbox.isRoot ? "chown 1234:5678 real/f.plist;" : ""
        let result = try sandbox.run(
            """
            mkdir real; cp '\(Self.broken)' real/f.plist; chmod 640 real/f.plist; \(owner)
            ln -s real/f.plist link.plist
            plistc lint --fix link.plist > /dev/null 2>&1
            echo "$(stat -c %F link.plist) $(stat -c '%a %u:%g' real/f.plist)"
            cmp real/f.plist '\(Self.fixed)' && echo same
            """)
        let ids = Sandbox.isRoot ? "1234:5678" : "\(getuid()):\(getgid())"
        #expect(result.output == "symbolic link 640 \(ids)\nsame\n", "\(result.error)")
    }

    /// Standard input named as a path is not a file to fix in place: a usage error, and the
    /// file it reads stays as it was.
    @Test(arguments: ["/dev/stdin", "/dev/fd/0"])
    func standardInputIsNeverFixed(path: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("cp '\(Self.broken)' f.plist; plistc lint --fix \(path) < f.plist")
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("standard input is not one"), "\(result.error)")
        #expect(sandbox.read("f.plist") == (try String(contentsOfFile: Self.broken, encoding: .utf8)))
    }

    /// A folder no file can be created in (immutable as root, read-only as a user): no
    /// `fixed:` line, status 2, the reason, and no temporary file.
    @Test func aFolderThatCannotBeWrittenClaimsNoFix() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let lock = Sandbox.isRoot ? "chattr +i locked" : "chmod 555 locked"
        let setUp = try sandbox.run("mkdir locked; cp '\(Self.broken)' locked/f.plist; \(lock)")
        try #require(setUp.status == 0, "cannot lock a folder here: \(setUp.error)")
        let result = try sandbox.run("plistc lint --fix locked/f.plist")
        #expect(result.status == 2, "\(result.error)")
        #expect(!result.error.contains("fixed:"), "\(result.error)")
        #expect(result.error.contains("locked/f.plist: error: cannot create a file beside it"), "\(result.error)")
        #expect(result.error.contains("nothing was fixed"), "\(result.error)")
        _ = try sandbox.run("chattr -i locked 2>/dev/null; chmod 755 locked")
        #expect(sandbox.read("locked/f.plist") == (try String(contentsOfFile: Self.broken, encoding: .utf8)))
        #expect((try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/locked")) == ["f.plist"])
    }

    /// SIGINT, SIGTERM and SIGHUP reach plistc's handler: once the process shows the handlers
    /// caught (`SigCgt` in /proc), the signal ends it with 128 plus its number, not by the
    /// signal itself.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalEndsPlistcThroughItsHandler(signal: Int32, status: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Sandbox.binary))
        process.arguments = ["lint", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { try? input.fileHandleForWriting.close() }
        let caught = Self.waitUntilCatching(signal, pid: process.processIdentifier)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(caught, "the handler never showed in /proc/\(process.processIdentifier)/status")
        #expect(process.terminationReason == .exit && process.terminationStatus == status)
    }

    /// A signal in the middle of writing the fixed file removes the temporary file: the file
    /// size limit (`ulimit -f`) makes the kernel send SIGXFSZ at the write past it, which is
    /// the same handler's, at a moment no timing decides. The file stays as it was.
    @Test func aSignalDuringTheWriteLeavesNoTemporaryFile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.largeFixableFile(entries: 20_000).write(
            toFile: sandbox.path + "/big.plist", atomically: false, encoding: .utf8)
        let before = sandbox.read("big.plist")
        let result = try sandbox.run("(ulimit -f 100; plistc lint --fix -q big.plist); echo \"status $?\"")
        #expect(result.output == "status 153\n", "\(result.error)")
        #expect(sandbox.names == ["big.plist", "n.plist"])
        #expect(sandbox.read("big.plist") == before)
    }

    /// Whether `pid` catches `signal` within 30 seconds, polling its status in /proc.
    static func waitUntilCatching(_ signal: Int32, pid: Int32) -> Bool {
        for _ in 0..<3_000 {
            if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16),
                mask & (1 << UInt64(signal - 1)) != 0
            {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    /// A style dictionary with one fixable size and `entries` other keys (about 33 bytes each).
    static func largeFixableFile(entries: Int) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        text += "<key>body</key><dict><key>fontName</key><string>Noteworthy-Bold</string>"
        text += "<key>fontSize</key><string>17</string></dict>\n"
        for index in 0..<entries { text += "<key>x\(index)</key><string>\(index)</string>\n" }
        return text + "</dict>\n</plist>\n"
    }
}
