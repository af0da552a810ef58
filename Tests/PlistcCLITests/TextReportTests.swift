import Foundation
import PlistcDiagnostics
import PlistcStyleDictionary
import TestSupport
import Testing

/// The text report, line by line, over every fixture: each line (a finding or one of its notes)
/// ends with the ID of its rule, and the findings are those of the JSON report.
@Suite("The text report")
struct TextReportTests {
    static let ids = Set(Rules.ids)

    /// The rule ID a line ends with, when it ends with one.
    static func ruleID(endingLine line: Substring) -> String? {
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
        let id = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        return ids.contains(id) ? id : nil
    }

    @Test(arguments: [[String](), ["--verbose"], ["--runtime", "scaledfont2017"]])
    func everyLineEndsWithItsRuleID(options: [String]) throws {
        var lines = 0
        for path in Fixtures.allPlists {
            let text = CapturedRun(["lint"] + options + [path]).output
            let json = CapturedRun(["lint", "--reporter", "json"] + options + [path]).output
            let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            var ended: [String] = []
            for line in text.split(separator: "\n") {
                let id = Self.ruleID(endingLine: line)
                #expect(id != nil, "\(Fixtures.relative(path)): a line without its rule ID: \(line)")
                if !line.hasPrefix("    note: "), let id { ended.append(id) }
                lines += 1
            }
            #expect(ended == findings.compactMap { $0["rule"] as? String }, "\(Fixtures.relative(path))")
        }
        #expect(lines > 300)
    }

    /// A binary plist's findings are at line 1, column N + 1, and say `byte N` in the message,
    /// in every report.
    @Test(arguments: ["valid/binary-plist.plist", "invalid/binary-cycle.plist", "invalid/binary-truncated.plist"])
    func binaryFindingsSayTheirByte(fixture: String) throws {
        let json = CapturedRun(["lint", "--reporter", "json", Fixtures.directory + "/" + fixture]).output
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings {
            let column = try #require(finding["column"] as? Int)
            #expect(finding["line"] as? Int == 1)
            #expect((finding["message"] as? String)?.hasPrefix("byte \(column - 1): ") == true, "\(finding)")
        }
    }

    /// What a file says never breaks a line: a key holding a line feed and a workflow command,
    /// and a file name holding an escape, are written as escapes, and every line still ends
    /// with its rule ID.
    @Test func keysAndPathsCannotStartALineOrEscapeTheTerminal() throws {
        let text = """
            <plist version="1.0"><dict><key>a&#10;::error file=x,line=1::INJECTED</key>\
            <dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict></dict></plist>
            """
        try Fixtures.withTemporaryFolder("inject") { folder throws in
            let path = folder + "/esc\u{1B}[31m.plist"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let report = CapturedRun(["lint", path]).output
            #expect(!report.contains("\u{1B}") && report.contains("esc\\u{1B}[31m.plist"))
            #expect(report.contains("'a\\n::error file=x,line=1::INJECTED' is not a text style"))
            for line in report.split(separator: "\n") {
                #expect(!line.hasPrefix("::") && Self.ruleID(endingLine: line) != nil, "\(line)")
            }
        }
    }
}
