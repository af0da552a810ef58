import TestSupport
import Testing

/// `unknown-font`'s note about the names it cannot check without `--fonts`: its advice is the
/// same for every file, so a run over several says it once, for the first file in input order
/// that has such names, whichever thread lints what; `--verbose` says it for each.
struct UncheckedFontsNoteTests {
    /// Noteworthy's fonts are built into iOS (no note); the other two each have names that are not.
    private static let inputs = [
        Fixtures.noteworthy, Fixtures.directory + "/styles/unchecked-font-names.plist",
        Fixtures.directory + "/fonts/noto-serif.plist",
    ]
    private static let onceARun =
        "(said once a run, for the first file with such names; --verbose says it for each) [unknown-font]"

    @Test(arguments: ["1", "2"])
    func aRunOverSeveralFilesSaysItOnceForTheFirst(jobs: String) {
        let run = CapturedRun(["lint", "--jobs", jobs] + Self.inputs)
        let notes = run.relativeOutput.split(separator: "\n").filter { $0.hasSuffix("[unknown-font]") }
        #expect(notes.count == 1, "\(notes)")
        #expect(notes.first?.hasPrefix("Fixtures/styles/unchecked-font-names.plist:9:3: note: not checked: ") == true)
        #expect(notes.first?.hasSuffix(Self.onceARun) == true)
    }

    @Test func everyReporterGetsTheOneNote() {
        let run = CapturedRun(["lint", "--reporter", "json"] + Self.inputs)
        #expect(run.output.components(separatedBy: "\"rule\": \"unknown-font\"").count - 1 == 1)
    }

    @Test func verboseSaysItForEveryFile() {
        let run = CapturedRun(["lint", "--verbose"] + Self.inputs)
        let notes = run.relativeOutput.split(separator: "\n").filter { $0.hasSuffix("[unknown-font]") }
        #expect(
            notes.map { $0.prefix(while: { $0 != ":" }) } == [
                "Fixtures/styles/unchecked-font-names.plist", "Fixtures/fonts/noto-serif.plist",
            ])
        #expect(notes.allSatisfy { !$0.hasSuffix(Self.onceARun) && $0.hasSuffix("to check every name [unknown-font]") })
    }

    @Test func aRunOverOneFileSaysItWithoutTheRun() {
        let alone = CapturedRun(["lint", Self.inputs[1]])
        #expect(alone.output.hasSuffix("to check every name [unknown-font]\n"), "\(alone.output)")
    }
}
