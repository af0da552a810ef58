import Foundation
import TestSupport
import Testing

@testable import PlistcCLI

/// One grammar across the commands, as a table: every command has help and answers a typo of
/// its name; every command that writes takes `-o`, every one that reads a configuration takes
/// `--config`, and every `--emit` takes the one vocabulary, aliases included.
struct CommandGrammarTests {
    /// What each command takes, by name: the table the rest checks against the commands.
    private static let table: [String: (output: Bool, config: Bool)] = [
        "lint": (true, true), "build": (true, true), "preview": (false, true), "scale": (true, false),
        "fonts": (false, false), "dump": (true, false), "fit": (true, true), "diff": (true, true),
        "import": (true, true), "rules": (false, false), "explain": (false, false), "completions": (true, false),
    ]

    @Test func theTableNamesEveryCommand() {
        #expect(Set(Program.commands.map { $0.name }) == Set(Self.table.keys))
    }

    @Test(arguments: Program.commands.map { $0.name })
    func eachCommandHasItsHelpAndItsOptions(command: String) throws {
        let expected = try #require(Self.table[command])
        for arguments in [[command, "--help"], ["help", command]] {
            let run = CapturedRun(arguments)
            #expect(run.status == 0 && run.output.contains("USAGE: plistc \(command)"), "\(arguments)")
            #expect(run.output.contains("-o, --output ") == expected.output, "\(arguments): -o")
            #expect(run.output.contains("    --config FILE") == expected.config, "\(arguments): --config")
        }
    }

    /// The name with its first two letters swapped, as a finger slips, gets the command back.
    @Test(arguments: Program.commands.map { $0.name })
    func aTypoOfACommandIsAnswered(command: String) {
        let typo = String(command.prefix(2).reversed()) + String(command.dropFirst(2))
        let run = CapturedRun([typo, "x"])
        #expect(run.status == 2)
        #expect(run.error.contains("did you mean '\(command)'?"), "\(typo): \(run.error)")
    }

    /// Each `--emit` name and each of its aliases writes what the name writes.
    @Test(arguments: [
        (["build", Fixtures.noteworthy], ["text", "table", "txt"]),
        (["build", Fixtures.noteworthy], ["markdown", "md"]),
        (["build", Fixtures.noteworthy], ["dtcg", "tokens"]),
        (["scale"], ["text", "table"]),
        (["diff", Fixtures.noteworthy, Fixtures.noteworthy], ["markdown", "md"]),
        (["diff", Fixtures.noteworthy, Fixtures.noteworthy], ["text", "txt", "table"]),
    ])
    func everySpellingOfAFormatWritesTheSame(command: [String], spellings: [String]) {
        let outputs = spellings.map { CapturedRun(command + ["--emit", $0]) }
        #expect(outputs.allSatisfy { $0.status == 0 }, "\(outputs.map(\.error))")
        #expect(Set(outputs.map(\.output)).count == 1)
    }

    /// A name a command does not write is refused with the command's own names.
    @Test func aFormatTheCommandDoesNotWriteIsRefused() {
        let run = CapturedRun(["diff", "--emit", "csv", Fixtures.noteworthy, Fixtures.noteworthy])
        #expect(run.status == 2)
        #expect(run.error.contains("--emit has no 'csv' (choices: text, markdown, json, html)"), "\(run.error)")
        let typo = CapturedRun(["build", "--emit", "markdwn", Fixtures.noteworthy])
        #expect(typo.error.contains("did you mean 'markdown'?"), "\(typo.error)")
    }

    /// `-o` writes what standard output gets, for the commands that have just gained it.
    @Test func scaleAndDumpWriteTheirFile() throws {
        try Fixtures.withTemporaryFolder("grammar", files: [:]) { root in
            for command in [["scale"], ["dump", Fixtures.noteworthy]] {
                let printed = CapturedRun(command)
                let written = CapturedRun(command + ["-o", root + "/out"])
                #expect(written.status == 0 && written.output.isEmpty, "\(written.error)")
                #expect(
                    FileManager.default.contents(atPath: root + "/out").map { String(decoding: $0, as: UTF8.self) }
                        == printed.output)
            }
            let refused = CapturedRun(["dump", Fixtures.noteworthy, "-o", Fixtures.noteworthy])
            #expect(refused.status == 2 && refused.error.contains("is the input, which writing would destroy"))
        }
    }

    /// `--config` is the configuration build uses: one that turns a rule off silences it.
    @Test func buildReadsTheConfigurationItIsGiven() throws {
        let input = Fixtures.directory + "/styles/unknown-entry-key.plist"
        try Fixtures.withTemporaryFolder(
            "grammar-config", files: ["quiet.json": #"{"rules": {"unknown-entry-key": "off"}}"#]
        ) { root in
            let plain = CapturedRun(["build", input])
            #expect(plain.error.contains("[unknown-entry-key]"))
            let quiet = CapturedRun(["build", "--config", root + "/quiet.json", input])
            #expect(quiet.status == 0 && !quiet.error.contains("[unknown-entry-key]"), "\(quiet.error)")
        }
    }

    /// `lint` with no path lints the current directory as a folder walk does, paths relative
    /// to it.
    @Test(.enabled(if: Sandbox.missingBinary == nil, "the plistc binary was not found"))
    func lintWithNoPathLintsTheCurrentDirectory() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "faulty.plist",
            try String(contentsOfFile: Fixtures.directory + "/styles/combination.plist", encoding: .utf8))
        let result = try sandbox.run("plistc lint 2>&1; echo \"status $?\"")
        #expect(result.output.hasPrefix("faulty.plist:"), "\(result.output)")
        #expect(result.output.hasSuffix("status 1\n") && !result.output.contains("n.plist"))
    }
}
