import Foundation
import PlistcDiagnostics
import PlistcIO
import PlistcJSON
import PlistcPropertyList
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// Every JSON plistc prints is JSON a strict parser reads, whatever the input: the lint
/// reports (`json`, `sarif`, `codeclimate`, `rdjson`), `build --emit json` and `dtcg`, and `dump --json`, over every
/// fixture, the fuzzers' regression inputs and, when `PLISTC_FUZZ_CORPUS` names a fuzz run's
/// corpus (as `.ci/run` does right after fuzzing), a sample of it, plus seeded mutations that put non-finite and huge numbers, quotes, backslashes,
/// control and non-ASCII characters where values go. Each output is read by plistc's own
/// strict parser, and by Python's json (NaN and Infinity refused) where python3 is installed.
@Suite("JSON outputs are strict JSON")
struct JSONOutputTests {
    /// The commands whose standard output is JSON, each run on every input.
    private static let commands: [[String]] = [
        ["lint", "--reporter", "json", "--max-findings", "0"], ["lint", "--reporter", "sarif"],
        ["lint", "--reporter", "codeclimate"], ["lint", "--reporter", "rdjson", "--max-findings", "0"],
        ["build", "--emit", "json", "--allow-fallbacks"], ["build", "--emit", "dtcg", "--allow-fallbacks"],
        ["build", "--emit", "json", "--allow-fallbacks", "--model", "pointsize", "--rounding", "none"],
        ["dump", "--json"],
    ]

    private static let fixtures = Fixtures.allPlists

    /// Texts that a writer of JSON must escape or refuse, and numbers it cannot write as they are.
    private static let awkwardTexts = [
        "\"", "\\", "\u{7}", "\u{1F}", "\t", "é", "😀", "\u{2028}", "&lt;/&gt;", "&#x1F600;", "\u{7F}", "a\"b\\c",
    ]
    private static let awkwardNumbers = [
        "<real>nan</real>", "<real>inf</real>", "<real>-inf</real>", "<real>1e308</real>", "<real>-0</real>",
        "<real>4.9e-324</real>", "<integer>18446744073709551615</integer>", "<integer>-9223372036854775808</integer>",
    ]

    /// Seeded mutations of the fixtures: a number replaced, a text extended.
    private static func mutations(count: Int) -> [[UInt8]] {
        var generator = SplitMix64(seed: 20_261_130)
        let sources = fixtures.map { String(decoding: Fixtures.bytes($0), as: UTF8.self) }.filter {
            $0.contains("<integer>") && $0.contains("<string>")
        }
        return (0..<count).map { index in
            var text = sources[index % sources.count]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                if Bool.random(using: &generator),
                    let number = text.ranges(of: "<integer>").randomElement(using: &generator),
                    let end = text[number.lowerBound...].range(of: "</integer>")
                {
                    let replacement = awkwardNumbers.randomElement(using: &generator) ?? ""
                    text.replaceSubrange(number.lowerBound..<end.upperBound, with: replacement)
                } else if let open = ["<string>", "<key>"].flatMap({ text.ranges(of: $0) }).randomElement(
                    using: &generator)
                {
                    text.insert(contentsOf: awkwardTexts.randomElement(using: &generator) ?? "", at: open.upperBound)
                }
            }
            return Array(text.utf8)
        }
    }

    @Test func everyJSONOutputIsStrictJSON() throws {
        let inputs: [(name: String, bytes: [UInt8])] =
            Self.fixtures.map { (Fixtures.relative($0), Fixtures.bytes($0)) }
            + Fixtures.fuzzCorpus(limit: 500).map { (Fixtures.relative($0), Fixtures.bytes($0)) }
            + Self.mutations(count: 300).enumerated().map { ("mutation \($0.offset)", $0.element) }
        let folder = try Fixtures.temporaryFolder("json-outputs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: [String] = []
        for (inputIndex, input) in inputs.enumerated() {
            for (commandIndex, command) in Self.commands.enumerated() {
                let run = CapturedRun(command + ["-"], input: input.bytes)
                #expect(run.status != 2, "\(command) on \(input.name): \(run.error)")
                // dump prints nothing for a file with errors, build nothing for a file it refuses.
                guard !run.output.isEmpty else { continue }
                do {
                    _ = try JSONParser.parse(Array(run.output.utf8), maxDepth: JSONParser.outputDepth)
                } catch {
                    Issue.record("\(command) on \(input.name): \(error.line):\(error.column): \(error.message)")
                }
                let path = folder + "/\(inputIndex)-\(commandIndex).json"
                try run.output.write(toFile: path, atomically: false, encoding: .utf8)
                written.append(path)
            }
        }
        #expect(written.count > inputs.count * 3, "most inputs give JSON from most commands")
        guard Python.executable != nil else { return }
        try written.joined(separator: "\n").write(toFile: folder + "/list.txt", atomically: false, encoding: .utf8)
        let check = try Python.run(
            Fixtures.packageRoot + "/Tests/Differential/strict_json.py", ["check", folder + "/list.txt"])
        #expect(check.status == 0, Comment(rawValue: String(check.output.suffix(2_000))))
        #expect(check.output.hasSuffix("checked \(written.count) files with Python's json: 0 invalid\n"))
    }

    /// `fonts --json` on real faces (names, families and styles come from the files) and on
    /// files that are not fonts.
    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing),
        .enabled(if: Installed.dejaVu, Installed.dejaVuMissing))
    func fontListsAreStrictJSON() throws {
        for paths in [
            [Installed.dejaVuFolder], [Fixtures.noteworthy], [Installed.dejaVuFolder, Installed.microHeiFile],
        ] {
            let run = CapturedRun(["fonts", "--json"] + paths)
            #expect(throws: Never.self) {
                try JSONParser.parse(Array(run.output.utf8), maxDepth: JSONParser.outputDepth)
            }
        }
    }
}
