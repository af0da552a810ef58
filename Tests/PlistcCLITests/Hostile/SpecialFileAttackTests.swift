import Foundation
import TestSupport
import Testing

/// FIFOs, sockets and devices where plistc expects a file: named as a plist, a configuration,
/// a font, an Info.plist or a token file, or met in a folder's walk. None may hang plistc.
@Suite("Red team: special files", .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
struct SpecialFileAttackTests {
    /// Each named as the file a command reads: status 2 at once, with the reason.
    @Test(arguments: [
        "lint in.fifo", "build in.fifo", "dump in.fifo", "lint --config in.fifo n.plist",
        "lint --fonts in.fifo n.plist", "lint --fonts . --info-plist in.fifo n.plist", "import in.fifo",
        "lint in.sock", "lint /dev/zero", "build /dev/zero",
    ])
    func aNamedSpecialFileIsRefused(command: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try Self.makeSocket(sandbox.path + "/in.sock")
        let result = try sandbox.run("mkfifo in.fifo; plistc \(command)")
        #expect(result.status == 2, "\(command): \(result.error)")
        #expect(result.error.contains("not a regular file"), "\(command): \(result.error)")
    }

    /// A FIFO named `.plistc.json` above an input: refused, never taken for no configuration.
    @Test func aFIFOConfigurationIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("mkfifo .plistc.json; plistc lint n.plist")
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains(".plistc.json: error: is a FIFO, not a regular file"), "\(result.error)")
    }

    /// Met in a walk (plists and fonts alike), a FIFO or socket is skipped, and `--verbose`
    /// says so; the other files are checked as ever.
    @Test func aWalkSkipsSpecialFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.path + "/dir", withIntermediateDirectories: true)
        try Self.makeSocket(sandbox.path + "/dir/s.plist")
        let result = try sandbox.run(
            """
            cp n.plist dir/ok.plist; mkfifo dir/x.plist dir/f.ttf
            plistc lint --verbose --fonts dir dir; echo "status $?"
            """)
        #expect(result.error.contains("dir/x.plist: skipped: it is a FIFO, not a regular file"), "\(result.error)")
        #expect(result.error.contains("dir/s.plist: skipped: it is a socket, not a regular file"), "\(result.error)")
        #expect(result.error.contains("dir/ok.plist: OK"), "\(result.error)")
        #expect(result.error.contains("dir/f.ttf: skipped: it is a FIFO, not a regular file"), "\(result.error)")
        #expect(result.output.hasSuffix("status 0\n"), "\(result.output) \(result.error)")
    }

    /// Standard input named as a path is the user's intent, and is read (with the limit).
    @Test func standardInputByPathIsRead() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run("cat n.plist | plistc lint --verbose /dev/stdin; echo \"status $?\"")
        #expect(result.error == "/dev/stdin: OK\nchecked 1 file: 0 with errors\n", "\(result.error)")
        #expect(result.output == "status 0\n", "\(result.output)")
    }

    /// The kernel's folders are never walked: named, a failure; reached by a link, not followed.
    @Test func theKernelsFoldersAreNeverWalked() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            plistc lint /proc 2> named.txt; echo "named $?"
            mkdir tree; cp n.plist tree/; ln -s /proc tree/proc; ln -s / tree/root; ln -s /proc/self/environ tree/env.plist
            plistc lint --verbose tree; echo "linked $?"
            """)
        #expect(result.output.hasPrefix("named 2\n"), "\(result.output)")
        #expect(sandbox.read("named.txt")?.contains("which plistc never walks") == true)
        #expect(result.error.hasSuffix("checked 1 file: 0 with errors\n") && result.output.hasSuffix("linked 0\n"))
        #expect(
            result.error.contains("tree/env.plist: skipped: it links into the kernel's /proc/"), "\(result.error)")
    }

    /// A Unix socket at `path`, left bound (the test process exits without closing it).
    static func makeSocket(_ path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        close(descriptor)
        #expect(bound == 0, "cannot make a socket at \(path)")
    }
}
