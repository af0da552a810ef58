import TestSupport
import Testing

@Suite("plistc dump")
struct DumpCommandTests {
    @Test func printsCompactJSON() {
        let input = "<plist><dict><key>a</key><array><integer>1</integer><real>nan</real></array></dict></plist>"
        let run = CapturedRun(["dump", "--json", "--compact", "-"], input: Array(input.utf8))
        #expect(run.status == 0)
        #expect(run.output == "{\"a\":[1,\"nan\"]}\n")
    }

    @Test func escapesStringsForJSON() {
        let input = "<plist><string>q\" b\\ \t\n&#13;</string></plist>"
        let run = CapturedRun(["dump", "--compact", "-"], input: Array(input.utf8))
        #expect(run.output == "\"q\\\" b\\\\ \\t\\n\\r\"\n")
    }

    @Test func printsProblemsAndNoJSONForAnInvalidFile() {
        let run = CapturedRun(["dump", Fixtures.invalid + "/bad-date.plist"])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.split(separator: "\n").count == 3)
    }

    /// The binary "billion laughs": 60 arrays each holding the next twice, 826 bytes that
    /// would write 2^60 strings. Read once per object, and refused whole by dump, at once.
    @Test func sharedObjectsThatMultiplyAreNotWrittenOut() {
        let run = CapturedRun(["dump", "-"], input: BinaryPlistBytes.sharedTwiceAtEachLevel(60))
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(
            run.error
                == "<stdin>:1:9: error: byte 8: written out, the shared objects of this binary property list come to more than 7632 values from 826 bytes (objects that refer to shared objects, level after level, multiply), so dump writes none; lint and build read the file, each shared object once [plist-syntax]\n"
        )
        // A little sharing, as Apple's tools write (one string for a key used many times), is written out.
        let shallow = CapturedRun(["dump", "--compact", "-"], input: BinaryPlistBytes.sharedTwiceAtEachLevel(3))
        #expect(
            shallow.status == 0 && shallow.output == "[[[\"a\",\"a\"],[\"a\",\"a\"]],[[\"a\",\"a\"],[\"a\",\"a\"]]]\n")
    }

    /// Deeper than 1,024 levels, the JSON is not written (each level is a frame of the writer),
    /// though --max-depth lets the file be read: an error, never a crash. Past 32 levels lines
    /// indent no further, so 511 levels around many values write no more than a few times
    /// the file.
    @Test func deepTreesAreRefusedAndIndentationStops() {
        let deep = "<plist>" + String(repeating: "<array>", count: 9_999) + String(repeating: "</array>", count: 9_999)
        let refused = CapturedRun(["dump", "--max-depth", "10000", "-"], input: Array((deep + "</plist>").utf8))
        #expect(refused.status == 1 && refused.output.isEmpty)
        #expect(refused.error.contains("nested 9999 levels deep, and dump writes at most 1024"), "\(refused.error)")
        let wide =
            "<plist>" + String(repeating: "<array>", count: 511) + String(repeating: "<true/>", count: 10_000)
            + String(repeating: "</array>", count: 511) + "</plist>"
        let written = CapturedRun(["dump", "-"], input: Array(wide.utf8))
        #expect(written.status == 0)
        #expect(written.output.utf8.count < 10 * wide.utf8.count, "\(written.output.utf8.count) bytes")
        #expect(written.output.contains("\n" + String(repeating: " ", count: 64) + "true,\n"))
    }

    @Test(arguments: [["dump"], ["dump", "a", "b"]])
    func takesExactlyOneFile(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("plistc dump: dump takes exactly one FILE (or - for standard input)"))
    }

    @Test func missingFileExitsTwo() {
        let run = CapturedRun(["dump", "/no/such.plist"])
        #expect(run.status == 2)
        #expect(run.error == "/no/such.plist: error: cannot open the file: No such file or directory\n")
    }
}
