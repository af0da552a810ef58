import Foundation
import TestSupport
import Testing

/// `-o` pointed at what is not a plain new file: devices, FIFOs, the process's own streams,
/// the input itself, symbolic links. Each case is named after what it attacks.
@Suite("Red team: output paths", .enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
struct OutputPathAttackTests {
    /// `/dev/null`, `/dev/full`, `/dev/zero` and `/dev/stdout` themselves, in a private mount
    /// namespace whose `/dev` is a fresh tmpfs with its own device nodes: should plistc replace
    /// one with a file, only the namespace sees it. Each finishes at once and leaves the
    /// device a device.
    @Test(.enabled(if: Sandbox.canUnshare, "needs root and util-linux's unshare for a private mount namespace"))
    func theMachinesDevicesStayDevices() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            unshare -m --propagation private bash -c '
                set -u
                plistc() { timeout 30 "$0" "$@"; }
                mount -t tmpfs tmpfs /dev
                mknod -m 666 /dev/null c 1 3; mknod -m 666 /dev/zero c 1 5; mknod -m 666 /dev/full c 1 7
                mknod -m 666 /dev/urandom c 1 9
                ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin
                ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
                plistc lint -r sarif -o /dev/null n.plist; echo "null $? $(stat -c %F /dev/null)"
                plistc build n.plist -o /dev/stdout | cat > piped.txt; echo "stdout ${PIPESTATUS[0]} $(stat -c %F /dev/stdout)"
                plistc build n.plist -o /dev/full 2> full.txt; echo "full $? $(stat -c %F /dev/full)"
                plistc build n.plist --check -o /dev/zero 2> zero.txt; echo "zero $? $(stat -c %F /dev/zero)"
            ' '\(Sandbox.binary ?? "")'
            """)
        #expect(
            result.output == """
                null 0 character special file
                stdout 0 symbolic link
                full 2 character special file
                zero 1 character special file

                """, "\(result.error)")
        #expect(sandbox.read("piped.txt")?.contains("Noteworthy-Bold") == true)
        #expect(sandbox.read("full.txt")?.contains("/dev/full: error: cannot write: No space left on device") == true)
        #expect(sandbox.read("zero.txt")?.contains("/dev/zero: error: stale:") == true)
    }

    /// Outside a namespace, the same on devices the test makes (root) and on the process's own
    /// output named through /proc, which no rename can replace.
    @Test func devicesAndStreamsAreWrittenThroughNotReplaced() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let devices =
            Sandbox.isRoot
            ? """
            mknod -m 666 null c 1 3 && mknod -m 666 full c 1 7 && mknod -m 666 zero c 1 5
            plistc lint -r json -o null n.plist; echo "null $? $(stat -c %F null)"
            plistc build n.plist -o full 2>/dev/null; echo "full $? $(stat -c %F full)"
            plistc build n.plist --check -o zero 2>/dev/null; echo "zero $? $(stat -c %F zero)"

            """ : ""
        let result = try sandbox.run(
            devices
                + """
                plistc build n.plist -o /proc/self/fd/1 | cat > piped.txt; echo "proc ${PIPESTATUS[0]}"
                plistc build n.plist -o - | cat > dash.txt; echo "dash ${PIPESTATUS[0]}"
                """)
        let expected =
            (Sandbox.isRoot
                ? "null 0 character special file\nfull 2 character special file\nzero 1 character special file\n" : "")
            + "proc 0\ndash 0\n"
        #expect(result.output == expected, "\(result.error)")
        #expect(sandbox.read("piped.txt")?.contains("Noteworthy-Bold") == true)
        #expect(sandbox.read("dash.txt") == sandbox.read("piped.txt"))
    }

    /// `/dev/stdout` when the shell redirects it to a file: the output lands in that file,
    /// still a file, whichever way the system names the stream (a link to the file on Linux,
    /// which is replaced; the open stream itself on macOS, written through).
    @Test func standardOutputRedirectedToAFileGetsTheOutput() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            plistc build n.plist -o - > direct.txt; echo "direct $?"
            plistc build n.plist -o /dev/stdout > redirected.txt; echo "redirected $? $(test -f redirected.txt && echo file)"
            """)
        #expect(result.output == "direct 0\nredirected 0 file\n", "\(result.error)")
        #expect(sandbox.read("direct.txt")?.contains("Noteworthy-Bold") == true)
        #expect(sandbox.read("redirected.txt") == sandbox.read("direct.txt"))
    }

    /// A FIFO as the output: with no reader, an error at once; with one, written through, and
    /// still a FIFO after.
    @Test func aFIFOIsWrittenThroughOrRefusedAtOnce() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkfifo out.fifo
            plistc build n.plist -o out.fifo 2> none.txt; echo "none $?"
            cat out.fifo > got.txt & reader=$!
            plistc build n.plist -o out.fifo; echo "read $? $(stat -c %F out.fifo)"
            wait $reader
            """)
        #expect(result.output == "none 2\nread 0 fifo\n", "\(result.error)")
        #expect(sandbox.read("none.txt")?.contains("no process is reading this FIFO") == true)
        #expect(sandbox.read("got.txt")?.contains("Noteworthy-Bold") == true)
    }

    /// The input as the output, by the same path, a symbolic link or a hard link: refused with
    /// status 2 before anything is written, and the style dictionary is unchanged.
    @Test(arguments: [
        "build n.plist -o n.plist", "lint -r json -o n.plist n.plist", "build n.plist -o alias.plist",
        "lint -r sarif -o hard.plist n.plist", "lint --fix -r json -o n.plist n.plist",
        "lint -r json -o n.plist --config n.plist n.plist", "lint -r json -o /proc/self/fd/3 n.plist 3<n.plist",
        "lint -r json -o /dev/fd/../../..$PWD/n.plist n.plist", "lint - -r json -o /dev/stdin < n.plist",
        "build - -o /dev/stdin < n.plist",
    ])
    func theInputIsNeverTheOutput(command: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let before = sandbox.read("n.plist")
        let result = try sandbox.run("ln -s n.plist alias.plist; ln n.plist hard.plist; plistc \(command)")
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("which writing would destroy: name another file"), "\(result.error)")
        #expect(sandbox.read("n.plist") == before)
        #expect(sandbox.names.filter { !$0.hasSuffix(".plist") }.isEmpty)
    }

    /// Nor is it any other file the run reads: a font, the Info.plist, the `.plistc.json` found
    /// above the input.
    @Test(arguments: [
        "lint n.plist --fonts f.ttf -r json -o f.ttf",
        "build n.plist --fonts f.ttf --info-plist Info.plist -o Info.plist",
        "lint n.plist -r json -o .plistc.json", "import t.json --fonts f.ttf -o f.ttf", "import t.json -o .plistc.json",
        "build n.plist --fonts f.ttf -o f.ttf",
    ])
    func noFileTheRunReadsIsTheOutput(command: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(".plistc.json", "{}")
        try sandbox.write("f.ttf", "not a font")
        try sandbox.write("Info.plist", "<plist><dict/></plist>")
        try sandbox.write("t.json", "{}")
        let result = try sandbox.run("plistc \(command)")
        #expect(result.status == 2, "\(command): \(result.error)")
        #expect(result.error.contains("which writing would destroy"), "\(command): \(result.error)")
        #expect(sandbox.read(".plistc.json") == "{}" && sandbox.read("f.ttf") == "not a font")
        #expect(sandbox.read("Info.plist") == "<plist><dict/></plist>")
    }

    /// Nor a font file a folder holds, wherever the folder is named (`--fonts`, `"fonts"` in the
    /// configuration, `--system-font`), on any command that writes: each says what the file is.
    @Test(arguments: [
        ("build n.plist --fonts Fonts -o Fonts/f.ttf", "a font file this run reads"),
        ("lint n.plist --fonts Fonts -r json -o Fonts/f.ttf", "a font file this run reads"),
        ("diff n.plist n.plist --fonts Fonts -o Fonts/f.ttf", "a font file this run reads"),
        ("import t.json --fonts Fonts -o Fonts/f.ttf", "a font file this run reads"),
        ("lint n.plist -r json -o Fonts/f.ttf --config app.json", "a font file this run reads"),
        ("build n.plist -o Fonts/f.ttf", "a font file this run reads"),
        ("lint n.plist --system-font Fonts/f.ttf -r json -o Fonts/f.ttf", "the --system-font"),
        ("lint n.plist -r json -o Sources/A.swift", "a Swift file this run checks"),
    ])
    func noFileAFolderHoldsIsTheOutput(command: String, what: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let font = "not a font, but named as one"
        let configuration = "{\"fonts\": [\"Fonts\"], \"sources\": [\"Sources\"]}"
        _ = try sandbox.run("mkdir Fonts Sources")
        try sandbox.write("Fonts/f.ttf", font)
        try sandbox.write("Sources/A.swift", "let a = 1\n")
        try sandbox.write("t.json", "{}")
        try sandbox.write(command.contains("--config") ? "app.json" : ".plistc.json", configuration)
        let result = try sandbox.run("plistc \(command)")
        #expect(result.status == 2, "\(command): \(result.error)")
        #expect(result.error.contains(" is \(what), which writing would destroy"), "\(command): \(result.error)")
        #expect(sandbox.read("Fonts/f.ttf") == font && sandbox.read("Sources/A.swift") == "let a = 1\n")
    }

    /// With several inputs, every output is checked before the first is written.
    @Test func severalOutputsAreCheckedBeforeAnyIsWritten() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            "mkdir out; cp n.plist first.plist; cp n.plist out/first.json; plistc build out/first.json first.plist -o out --emit json"
        )
        #expect(result.status == 2, "\(result.error)")
        #expect((try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/out")) == ["first.json"])
    }

    /// A loop of links is an error, and the links stay links.
    @Test func aLoopOfLinksIsRefused() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            "ln -s l2 l1; ln -s l1 l2; plistc lint n.plist -r json -o l1 2> err.txt; echo \"$? $(stat -c %F l1)\"")
        #expect(result.output == "2 symbolic link\n", "\(result.error)")
        #expect(sandbox.read("err.txt")?.contains("l1: error: is a loop of symbolic links") == true)
    }

    /// `-o` onto a symbolic link (and a dangling one) writes its target and keeps the link.
    @Test func aSymbolicLinkStaysALink() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            mkdir real; echo old > real/out.json; ln -s real/out.json link.json; ln -s real/new.json dangling.json
            plistc lint -r json -o link.json n.plist; echo "$? $(stat -c %F link.json)"
            plistc build --emit json n.plist -o dangling.json; echo "$? $(stat -c %F dangling.json)"
            """)
        #expect(result.output == "0 symbolic link\n0 symbolic link\n", "\(result.error)")
        #expect(sandbox.read("real/out.json") == "[]\n")
        #expect(sandbox.read("real/new.json")?.contains("Noteworthy-Bold") == true)
    }

    /// A replaced output keeps its mode, and (as root, who may give files away) its owner and
    /// group.
    @Test func aReplacedFileKeepsItsModeOwnerAndGroup() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let owner = Sandbox.isRoot ? "chown 1234:5678 out.txt;" : ""
        let result = try sandbox.run(
            """
            echo old > out.txt; chmod 640 out.txt; \(owner)
            plistc build n.plist -o out.txt; echo "$? $(stat -c '%a %u:%g' out.txt)"
            """)
        let ids = Sandbox.isRoot ? "1234:5678" : "\(getuid()):\(getgid())"
        #expect(result.output == "0 640 \(ids)\n", "\(result.error)")
    }

    /// `--check` reads one byte more than it would write, never the whole of a huge file.
    @Test func checkReadsNoMoreThanItWouldWrite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(
            """
            truncate -s 8G big.txt
            plistc build n.plist --check -o big.txt 2> stale.txt; echo "$?"
            """)
        #expect(result.output == "1\n", "\(result.error)")
        #expect(sandbox.read("stale.txt")?.contains("stale: the file is longer than the new output") == true)
    }
}
