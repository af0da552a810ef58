import Foundation
import TestSupport
import Testing

/// A valid style dictionary with one style.
let bodyOnly = """
    <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Avenir-Book</string>\
    <key>fontSize</key><integer>17</integer></dict></dict></plist>
    """

@Suite("plistc lint")
struct LintCommandTests {
    private let valid = Fixtures.noteworthy
    private let invalid = Fixtures.invalid + "/integer-with-fraction.plist"

    @Test func cleanFileIsSilentAndExitsZero() {
        let run = CapturedRun(["lint", valid])
        #expect(run.status == 0)
        #expect(run.output.isEmpty && run.error.isEmpty)
    }

    @Test func findingsGoToStandardOutputAsPathLineColumn() {
        let run = CapturedRun(["lint", invalid])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        #expect(
            run.relativeOutput
                == "Fixtures/invalid/integer-with-fraction.plist:6:2: error: <integer> holds \"17.5\": integers cannot have a fraction; use <real> [plist-syntax]\n"
        )
    }

    @Test func verboseListsCleanFilesAndASummary() {
        let run = CapturedRun(["lint", "--verbose", valid, invalid])
        #expect(run.status == 1)
        #expect(run.error == "\(valid): OK\nchecked 2 files: 1 with errors\n")
        #expect(run.output.contains("[plist-syntax]"))
    }

    @Test func quietPrintsNothingButKeepsTheStatus() {
        let run = CapturedRun(["lint", "-q", invalid, "/no/such/file.plist"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty && run.error.isEmpty)
        #expect(CapturedRun(["lint", "-q", invalid]).status == 1)
    }

    @Test func missingFileIsAnIOProblemAndOtherFilesAreStillChecked() {
        let run = CapturedRun(["lint", "/no/such/file.plist", invalid])
        #expect(run.status == 2)
        #expect(run.error.contains("/no/such/file.plist: error: no such file or directory: check the path\n"))
        #expect(run.output.contains("integer-with-fraction.plist:6:2"))
    }

    /// Every fixture in one run gives the same report, byte for byte, on one thread, on two
    /// from the start (the threads taking files as they come), on more threads than files, and
    /// by default.
    @Test func theReportIsTheSameOnAnyNumberOfThreads() {
        let files = Fixtures.allPlists
        let alone = CapturedRun(["lint", "--jobs", "1", "-r", "json"] + files)
        #expect(alone.status == 1 && alone.output.count > 10_000)
        for jobs in [["-j", "2"], ["--jobs", "\(files.count + 3)"], []] {
            let run = CapturedRun(["lint"] + jobs + ["-r", "json"] + files)
            #expect(run.status == alone.status)
            #expect(run.output == alone.output, "\(jobs)")
            #expect(run.error == alone.error, "\(jobs)")
        }
    }

    /// The text report on the console streams file by file (`ReportSink`): it is the report
    /// `--output` writes whole, byte for byte, on standard error or, with `-o -`, on standard
    /// output.
    @Test func theStreamedTextReportIsTheReportWrittenWhole() throws {
        let files = Fixtures.allPlists
        try Fixtures.withTemporaryFolder("streamed") { folder in
            let written = CapturedRun(["lint", "-o", folder + "/report.txt"] + files)
            let whole = try String(contentsOfFile: folder + "/report.txt", encoding: .utf8)
            #expect(written.status == 1 && whole.count > 10_000 && written.error.isEmpty)
            for jobs in ["1", "2"] {
                let streamed = CapturedRun(["lint", "--jobs", jobs] + files)
                #expect(streamed.status == written.status)
                #expect(streamed.output == whole, "--jobs \(jobs)")
                #expect(CapturedRun(["lint", "--jobs", jobs, "-o", "-"] + files).output == whole, "--jobs \(jobs)")
            }
        }
    }

    @Test func readsStandardInputFromDash() {
        let good = CapturedRun(["lint", "--disable", "missing-style", "-"], input: Array(bodyOnly.utf8))
        #expect(good.status == 0)
        #expect(good.error.isEmpty)
        let bad = CapturedRun(["lint", "-"], input: Array("<plist><true></plist>".utf8))
        #expect(bad.status == 1)
        #expect(bad.output.hasPrefix("<stdin>:1:14: error: </plist> does not close <true> opened at 1:8"))
    }

    @Test func searchesDirectoriesRecursivelyInSortedOrderSkippingHiddenEntries() throws {
        let files = ["b.plist", "a/z.plist", "a/m/n.plist", ".hidden/x.plist", "c.txt", "a/.x.plist", "B.plist"]
        try Fixtures.withTemporaryFolder("lint", files: Dictionary(uniqueKeysWithValues: files.map { ($0, bodyOnly) }))
        {
            root in
            let run = CapturedRun(["lint", "--verbose", "--disable", "missing-style", root])
            #expect(run.status == 0)
            let listed = run.error.split(separator: "\n").dropLast().map {
                $0.replacingOccurrences(of: root + "/", with: "").replacingOccurrences(of: ": OK", with: "")
            }
            #expect(listed == ["B.plist", "a/m/n.plist", "a/z.plist", "b.plist"])
        }
    }

    @Test func warnsAboutDirectoriesWithoutPlists() throws {
        try Fixtures.withTemporaryFolder("empty") { root in
            let run = CapturedRun(["lint", root])
            #expect(run.status == 0)
            #expect(run.error == "\(root): warning: no *.plist files found in this directory\n")
        }
    }

    @Test func limitsCanBeRaisedAndLowered() {
        let deep = Fixtures.invalid + "/nesting-too-deep.plist"
        #expect(CapturedRun(["lint", deep]).status == 1)
        #expect(!CapturedRun(["lint", "--max-depth", "513", deep]).error.contains("[plist-syntax]"))
        #expect(CapturedRun(["lint", "--max-bytes", "4294967296", "--max-depth", "10000", valid]).status == 0)
        let small = CapturedRun(["lint", "--max-bytes", "100", valid])
        #expect(small.status == 1)
        #expect(small.output.contains("larger than plistc's limit of 100 bytes"))
    }

    @Test(arguments: [
        (["lint", "--verbos", "x"], "plistc lint: unknown option '--verbos'; did you mean '--verbose'?"),
        (["lint", "-q", "-v", "x"], "plistc lint: --quiet and --verbose cannot be used together"),
        (["lint", "--max-depth", "20000", "x"], "plistc lint: --max-depth can be at most 10000"),
        (["lint", "--max-bytes", "9223372036854775807", "x"], "plistc lint: --max-bytes can be at most 4294967296"),
        (
            ["lint", "--max-bytes", "99999999999999999999", "x"],
            "plistc lint: --max-bytes takes a positive whole number, not '99999999999999999999'"
        ),
        (["lint", "--jobs", "0", "x"], "plistc lint: --jobs takes a positive whole number, not '0'"),
        (["lint", "-j", "two", "x"], "plistc lint: --jobs takes a positive whole number, not 'two'"),
    ])
    func usageErrorsExitTwoWithAPointerToHelp(arguments: [String], message: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error == message + "\nSee 'plistc lint --help'.\n")
    }
}

@Suite("Hostile inputs through the command line")
struct HostileCommandLineTests {
    /// An external entity naming a real file: neither lint nor dump may show its contents.
    /// (`Fixtures/invalid/external-entity.plist` names /etc/hostname; its golden pins the whole
    /// output.) A file with a random secret makes the check meaningful on any machine.
    @Test func externalEntityNeverShowsTheFile() throws {
        let secret = "plistc-secret-\(UUID().uuidString)"
        let folder = try Fixtures.temporaryFolder("secret")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = URL(fileURLWithPath: folder + "/\(secret).txt")
        try secret.write(to: file, atomically: true, encoding: .utf8)
        for target in [file.absoluteString, "file:///etc/hostname", file.path] {
            let document = "<!DOCTYPE plist [<!ENTITY x SYSTEM \"\(target)\">]><plist><string>&x;</string></plist>"
            for arguments in [["lint", "-"], ["lint", "--verbose", "-"], ["dump", "--json", "-"]] {
                let run = CapturedRun(arguments, input: Array(document.utf8))
                #expect(run.status == 1)
                #expect(!run.output.contains(secret) && !run.error.contains(secret))
                // lint reports it on standard output, dump (which has no report) on standard error.
                #expect((arguments[0] == "dump" ? run.error : run.output).contains("declares the entity \"x\""))
            }
        }
    }
}
