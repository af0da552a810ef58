import Foundation
import PlistcCLI
import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import TestSupport
import Testing

@testable import PlistcKit

@Suite("Top level: help, version, commands")
struct ProgramTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func mainHelpListsTheCommands(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: plistc <command> [options]"))
        #expect(run.output.contains("  lint ") && run.output.contains("  dump "))
    }

    @Test(arguments: [["help", "lint"], ["lint", "--help"], ["lint", "-h"]])
    func commandHelpShowsUsageAndOptions(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: plistc lint [options] [PATH...]"))
        #expect(run.output.contains("-q, --quiet"))
        #expect(run.output.contains("--max-depth N"))
    }

    @Test(arguments: [["help", "help"], ["help", "--help"]])
    func helpHasHelpOfItsOwn(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: plistc help [COMMAND]"))
        #expect(run.error.isEmpty)
    }

    @Test func noArgumentsPrintsHelpAsAUsageError() {
        let run = CapturedRun([])
        #expect(run.status == 2)
        #expect(run.error.contains("USAGE: plistc"))
    }

    @Test func versionNamesPlistcAndLibXML2() {
        let run = CapturedRun(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "plistc \(plistcVersion) (libxml2 \(PlistReader.libxml2Version))\n")
        #expect(PlistReader.libxml2Version.split(separator: ".").count == 3)
    }

    @Test(arguments: [
        (["lnt"], "plistc: unknown command 'lnt'; did you mean 'lint'?\nSee 'plistc --help'.\n"),
        // Two letters swapped: one edit.
        (["lnit"], "plistc: unknown command 'lnit'; did you mean 'lint'?\nSee 'plistc --help'.\n"),
        (["frobnicate"], "plistc: unknown command 'frobnicate'\nSee 'plistc --help'.\n"),
        (["--frob"], "plistc: unknown option '--frob'\nSee 'plistc --help'.\n"),
        (["help", "dmp"], "plistc: unknown command 'dmp'; did you mean 'dump'?\nSee 'plistc --help'.\n"),
    ])
    func unknownCommandsSuggestTheClosest(arguments: [String], message: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error == message)
    }
}

@Suite("plistc fonts")
struct FontsCommandTests {
    static let dejaVu = Installed.dejaVuFolder

    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
    func listsFacesAsATableOrJSON() {
        let table = CapturedRun(["fonts", Self.dejaVu])
        #expect(table.status == 0)
        #expect(table.output.hasPrefix("PostScript name"))
        #expect(table.output.contains("DejaVuSans-Bold") && table.output.contains("700"))
        let json = CapturedRun(["fonts", "--json", Self.dejaVu + "/DejaVuSans-Bold.ttf"])
        #expect(
            json.output
                == "[\n  {\"postScriptName\": \"DejaVuSans-Bold\", \"family\": \"DejaVu Sans\", \"style\": \"Bold\", \"weight\": 700, \"italic\": false, \"file\": \"\(Self.dejaVu)/DejaVuSans-Bold.ttf\", \"index\": 0}\n]\n"
        )
    }

    /// Without FreeType, every file is a warning that says how to install it.
    @Test func reportsFilesThatAreNotFonts() {
        let run = CapturedRun(["fonts", Fixtures.noteworthy, "/no/such/font.ttf"])
        #expect(run.status == 2)
        let reason =
            Installed.freeType
            ? "not a font file FreeType can read" : "FreeType is not installed: apt-get install libfreetype6"
        #expect(run.error.contains("Noteworthy.plist: warning: \(reason)"))
        #expect(run.error.contains("/no/such/font.ttf: error: no such file or directory"))
    }
}
