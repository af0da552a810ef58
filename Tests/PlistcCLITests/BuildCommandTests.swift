import Foundation
import TestSupport
import Testing

@Suite("plistc build and plistc scale")
struct BuildCommandTests {
    private let noteworthy = Fixtures.noteworthy
    private let void = Fixtures.styles + "/missing-font-size.plist"

    private func withFolder(_ body: (String) throws -> Void) throws {
        try Fixtures.withTemporaryFolder("build", body)
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func printsTheTableByDefault() {
        let run = CapturedRun(["build", noteworthy])
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(run.output.contains("model uifontmetrics (iOS 26's leadings, measured), rounding points"))
        #expect(run.output.contains("\nmeasured: UIFontMetrics' scaledFont(for:) of the semibold system font and"))
        #expect(run.output.contains("\nassumed: A custom font scales as the system font did"))
        #expect(run.output.contains("[L]"))
    }

    /// The fonts are read once per run, not once per input: a file that is not a font is
    /// reported once however many inputs are built (with FreeType or without it).
    @Test func fontsAreReadOncePerRun() throws {
        try Fixtures.withTemporaryFolder("fonts-once", files: ["Fonts/Broken.ttf": "not a font"]) { root in
            let run = CapturedRun([
                "build", "--allow-fallbacks", "--emit", "json", "--fonts", root + "/Fonts", noteworthy, noteworthy,
                void,
            ])
            #expect(run.status == 0)
            let warnings = run.error.split(separator: "\n").filter {
                $0.hasPrefix(root + "/Fonts/Broken.ttf: warning:")
            }
            #expect(warnings.count == 1, "\(run.error)")
        }
    }

    @Test func errorsStopTheBuildUnlessFallbacksAreAllowed() {
        let stopped = CapturedRun(["build", void])
        #expect(stopped.status == 1 && stopped.output.isEmpty)
        #expect(stopped.error.contains("[dictionary-void]") && stopped.error.contains("not built"))
        let allowed = CapturedRun(["build", "--allow-fallbacks", "--emit", "json", void])
        #expect(allowed.status == 0)
        #expect(
            allowed.output.contains(
                "\"origin\": \"system\", \"reason\": \"the whole file is ignored because of 'body'\""))
    }

    @Test func writesAtomicallyInferringTheFormatAndLeavesCurrentFilesUntouched() throws {
        try withFolder { root in
            let output = root + "/scale.md"
            #expect(CapturedRun(["build", noteworthy, "-o", output]).status == 0)
            let written = try String(contentsOfFile: output, encoding: .utf8)
            #expect(written.hasPrefix("# Type scale: "))
            let before = try modified(output)
            Thread.sleep(forTimeInterval: 0.05)
            #expect(CapturedRun(["build", noteworthy, "-o", output]).status == 0)
            #expect(try modified(output) == before, "unchanged content is not rewritten")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["scale.md"], "no temporary file left")
            let permissions = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
            #expect(permissions == 0o644 || permissions == 0o664, "a new file gets the usual mode, not mkstemp's 0600")
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output)
            #expect(CapturedRun(["build", "--rounding", "none", noteworthy, "-o", output]).status == 0)
            let kept = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
            #expect(kept == 0o640, "rewriting keeps the file's mode")
        }
    }

    @Test func failingBuildLeavesTheOutputByteIdentical() throws {
        try withFolder { root in
            let output = root + "/scale.json"
            #expect(CapturedRun(["build", noteworthy, "-o", output]).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(CapturedRun(["build", void, "-o", output]).status == 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
        }
    }

    @Test func checkComparesInsteadOfWriting() throws {
        try withFolder { root in
            let output = root + "/scale.csv"
            let missing = CapturedRun(["build", "--check", noteworthy, "-o", output])
            #expect(missing.status == 1 && missing.error.contains("stale: the file does not exist"))
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(CapturedRun(["build", noteworthy, "-o", output]).status == 0)
            #expect(CapturedRun(["build", "--check", noteworthy, "-o", output]).status == 0)
            let stale = CapturedRun(["build", "--check", "--model", "pointsize", noteworthy, "-o", output])
            #expect(stale.status == 1)
            // At most one byte more than the new output is read: a longer file is not counted.
            #expect(stale.error.contains("stale: the file is longer than the new output, and differs from line 2 on"))
            #expect(CapturedRun(["build", "--model", "pointsize", noteworthy, "-o", output]).status == 0)
            let shorter = CapturedRun(["build", "--check", noteworthy, "-o", output])
            #expect(shorter.status == 1)
            #expect(shorter.error.contains("stale: 11 lines differ, the first at line 2"), "\(shorter.error)")
        }
    }

    /// `--check` in CI says what is stale and what is wrong, not the notes a build shows.
    @Test func checkLeavesNotesOut() throws {
        let input = Fixtures.directory + "/styles/missing-style.plist"
        try withFolder { root in
            let output = root + "/scale.csv"
            let built = CapturedRun(["build", input, "-o", output])
            #expect(built.status == 0 && built.error.contains("note: no 'headline' entry"), "\(built.error)")
            let checked = CapturedRun(["build", "--check", input, "-o", output])
            #expect(checked.status == 0 && checked.error.isEmpty, "\(checked.error)")
        }
    }

    @Test func severalFilesBuildOneOutputEachIntoADirectory() throws {
        try withFolder { root in
            let target = root + "/scales"
            let run = CapturedRun([
                "build", "--emit", "json", noteworthy, Fixtures.styles + "/missing-style.plist", "-o", target,
            ])
            #expect(run.status == 0)
            #expect(run.output.isEmpty, "with -o nothing goes to standard output")
            let names = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
            #expect(names == ["Noteworthy.json", "missing-style.json"])
        }
    }

    /// Standard output holds one document: several files' JSON objects go in one array, and
    /// formats that cannot be concatenated ask for a directory.
    @Test func severalFilesOnStandardOutputStayOneDocument() throws {
        let files = [noteworthy, Fixtures.styles + "/missing-style.plist"]
        let json = CapturedRun(["build", "--emit", "json", "--categories", "large"] + files)
        #expect(json.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(array.map { $0["source"] as? String } == files)
        #expect(CapturedRun(["build", "--emit", "json", noteworthy]).output.hasPrefix("{"), "one file: one object")
        let failing = Fixtures.styles + "/missing-font-size.plist"
        let none = CapturedRun(["build", "--emit", "json", failing, failing])
        #expect(none.status == 1 && none.output == "[]\n", "no file built: an empty array")
        for format in ["swift", "html"] {
            let run = CapturedRun(["build", "--emit", format] + files)
            #expect(run.status == 2)
            #expect(run.error.contains("several inputs give one --emit \(format) file each"))
        }
    }

    @Test func categoriesSelectColumns() {
        let run = CapturedRun(["build", "--categories", "accessibility5,xSmall,large", "--emit", "csv", noteworthy])
        #expect(
            run.output.hasPrefix(
                "source,model,rounding,style,origin,reason,fontName,weight,baseSize,xSmall,large,accessibility5\r\n"))
    }

    @Test(arguments: [
        (["build"], "build needs at least one FILE"),
        (["build", "--model", "metrics", "x"], "--model has no 'metrics'"),
        (["build", "--rounding", "pixels@4x", "x"], "--rounding has no 'pixels@4x'; did you mean 'pixels@"),
        (["build", "--categories", "xsmall", "x"], "--categories has no 'xsmall'; did you mean 'xSmall'?"),
        (["build", "--check", "x"], "--check compares with an output file"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func scalePrintsApplesTable() {
        let run = CapturedRun(["scale", "--emit", "json"])
        #expect(run.status == 0)
        #expect(run.output.contains("\"source\": \"Apple (Human Interface Guidelines)\""))
        #expect(
            run.output.contains(
                "{\"style\": \"body\", \"origin\": \"system\", \"reason\": null, \"fontName\": \"System Regular\", \"weight\": \"Regular\", \"design\": null, \"baseSize\": 17, \"sizes\": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], \"lineHeight\": null"
            ))
    }
}
