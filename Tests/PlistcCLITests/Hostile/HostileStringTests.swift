import Foundation
import PlistcDiagnostics
import PlistcJSON
import PlistcPropertyList
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text from a file never becomes a control sequence: hostile keys, font names and file names
/// go through every reporter and every `--emit` format, and each output keeps its medium's
/// rule (one line per finding, strict JSON, well-formed XML, whole Markdown rows, neutral CSV
/// cells, no raw control or bidirectional character anywhere).
@Suite("Hostile strings in every output")
struct HostileStringTests {
    /// One scratch folder of binary plists (which, unlike XML, can hold any character), each
    /// with a hostile key, a hostile font name and a hostile file name.
    static let cases = write { text in
        [text: ["fontName": "Noteworthy-Bold", "fontSize": 17], "body": ["fontName": text, "fontSize": 17]]
    }

    /// The same strings as the key of the one entry of a file ScaledFont ignores whole (its
    /// size is text), so that every style falls back for a reason that names the key.
    static let voidCases = write(prefix: "v") { text in [text: ["fontName": "Noteworthy-Bold", "fontSize": "big"]] }

    /// XML files with a fixable size, named by the strings, for `--diff`.
    static let fixableCases: [(text: String, path: String)] = HostileStrings.all().enumerated().compactMap {
        index, text in
        let url = folder.appendingPathComponent("x" + HostileStrings.fileName(text, index: index))
        let xml =
            "<plist version=\"1.0\"><dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Bold</string><key>fontSize</key><string>17</string></dict></dict></plist>\n"
        return (try? xml.write(to: url, atomically: false, encoding: .utf8)) != nil ? (text, url.path) : nil
    }

    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-hostile-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    private static func write(prefix: String = "", _ dictionary: (String) -> [String: Any]) -> [(
        text: String, path: String
    )] {
        HostileStrings.all().enumerated().compactMap { index, text in
            let dictionary = dictionary(text)
            let url = folder.appendingPathComponent(prefix + HostileStrings.fileName(text, index: index))
            guard
                let data = try? PropertyListSerialization.data(
                    fromPropertyList: dictionary, format: .binary, options: 0),
                (try? data.write(to: url)) != nil
            else { return nil }
            return (text, url.path)
        }
    }

    @Test func everyCaseIsWritten() {
        let count = HostileStrings.all().count
        #expect(Self.cases.count == count && Self.voidCases.count == count && Self.fixableCases.count == count)
    }

    @Test(arguments: ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson"])
    func everyReporterKeepsItsMediumsRule(reporter: String) throws {
        for (text, path) in Self.cases {
            let run = CapturedRun(["lint", "-r", reporter, path])
            #expect(run.status == 1, "\(reporter): \(run.error)")
            let report = reporter == "text" ? run.error : run.output
            try Self.check(report, as: reporter, holding: text)
            try Self.check(run.error, as: "text", holding: nil)
        }
    }

    /// `preview` prints the page's path, and `--diff` the file's name, escaped.
    @Test func previewAndDiffKeepTheTextRule() throws {
        for (_, path) in Self.cases {
            let run = CapturedRun(["preview", "--no-open", path])
            #expect(run.status == 1, "\(run.error)")
            try Self.check(run.output, as: "text", holding: nil)
            // The page's folder, named plainly though the page's name is escaped, is this run's.
            if let folder = run.output.range(of: "/plistc-preview-").flatMap({ start in
                run.output[start.upperBound...].firstIndex(of: "/").map { String(run.output[..<$0]) }
            }) {
                try? FileManager.default.removeItem(atPath: folder)
            }
        }
        for (_, path) in Self.fixableCases {
            let run = CapturedRun(["lint", "--diff", path])
            #expect(run.output.contains("+++ b/"), "\(run.error)")
            try Self.check(run.output, as: "text", holding: nil)
            try Self.check(run.error, as: "text", holding: nil)
        }
    }

    /// A build stopped by errors says so on a line of its own, with the file's name escaped.
    @Test func aStoppedBuildKeepsTheTextRule() throws {
        for (_, path) in Self.cases {
            let run = CapturedRun(["build", path])
            #expect(run.status == 1 && run.error.contains("error: not built because of the errors above"))
            try Self.check(run.error, as: "text", holding: nil)
        }
    }

    @Test(arguments: ["table", "markdown", "csv", "json", "dtcg", "swift", "html"])
    func everyFormatKeepsItsMediumsRule(format: String) throws {
        var swiftFiles: [String] = []
        for (text, path) in Self.cases + Self.voidCases {
            let run = CapturedRun(["build", "--allow-fallbacks", "--emit", format, path])
            #expect(run.status == 0, "\(format): \(run.error)")
            try Self.check(run.output, as: format, holding: format == "json" || format == "dtcg" ? text : nil)
            try Self.check(run.error, as: "text", holding: nil)
            if format == "swift" { swiftFiles.append(run.output) }
        }
        if format == "swift", let swiftc = Tool.swiftc {
            try Self.parsesAsSwift(swiftFiles, with: swiftc)
        }
    }

    /// Checks `output` by the rule of its medium; `holding`, when given, must come back whole
    /// from a medium that can carry any text (JSON).
    static func check(_ output: String, as medium: String, holding text: String?) throws {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let allowed: Set<Unicode.Scalar> = medium == "csv" ? ["\n", "\r"] : ["\n"]
        let hidden = HostileStrings.hidden(in: output, allowing: allowed)
        #expect(hidden.isEmpty, "\(medium): raw \(hidden.map { String($0.value, radix: 16) }) in \(output.prefix(300))")
        switch medium {
        case "text", "table":
            for line in lines { #expect(!line.hasPrefix("::") && !line.hasPrefix("%"), "\(medium): \(line)") }
        case "github":
            for line in lines where !line.isEmpty {
                #expect(
                    ["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }, "github: \(line)")
            }
        case "json", "sarif", "codeclimate", "rdjson", "dtcg":
            let value = try JSONParser.parse(Array(output.utf8))
            if medium == "sarif" {
                // artifactLocation.uri is a URI reference: unreserved characters, `/` and `%XX`.
                let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/%".unicodeScalars)
                for uri in members(named: "uri", in: value) {
                    #expect(uri.unicodeScalars.allSatisfy(allowed.contains), "sarif uri: \(uri)")
                }
            }
            if let text {
                #expect(strings(in: value).contains { $0.contains(text) }, "\(medium) lost \(text.debugDescription)")
            }
        case "junit", "checkstyle":
            let parser = XMLParser(data: Data(output.utf8))
            #expect(parser.parse(), "\(medium): \(parser.parserError.map(String.init(describing:)) ?? "")")
        case "markdown":
            checkMarkdown(lines)
        case "csv":
            checkCSV(output)
        case "html":
            #expect(!output.contains("<script>alert") && !output.contains("<img src=x>"))
        default:
            break
        }
    }

    /// The string values of every member called `name`, anywhere in a JSON value.
    static func members(named name: String, in value: JSONValue) -> [String] {
        switch value {
        case .array(let items): items.flatMap { members(named: name, in: $0) }
        case .object(let members):
            members.flatMap { member -> [String] in
                if member.key == name, case .string(let text) = member.value { return [text] }
                return Self.members(named: name, in: member.value)
            }
        default: []
        }
    }

    /// Every string anywhere in a JSON value.
    static func strings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let items): items.flatMap(strings)
        case .object(let members): members.flatMap { [$0.key] + strings(in: $0.value) }
        default: []
        }
    }

    /// Every table row has the header's number of cell separators (a `|` after an even number
    /// of backslashes), and no line holds markup that text brought in (`<`, `[` unescaped).
    static func checkMarkdown(_ lines: [String]) {
        let rows = lines.filter { $0.hasPrefix("|") }
        guard let header = rows.first else { return }
        for line in lines {
            #expect(!hasUnescaped("<", in: line) && !hasUnescaped("[", in: line), "markdown: \(line)")
        }
        for row in rows {
            #expect(unescapedCount("|", in: row) == unescapedCount("|", in: header), "markdown row: \(row)")
        }
    }

    private static func unescapedCount(_ target: Character, in line: String) -> Int {
        var (count, backslashes) = (0, 0)
        for character in line {
            if character == target && backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    private static func hasUnescaped(_ target: Character, in line: String) -> Bool {
        unescapedCount(target, in: line) > 0
    }

    /// RFC 4180: every record has the header's number of fields, and no text field starts as
    /// a formula would.
    static func checkCSV(_ output: String) {
        var records: [[String]] = [[]]
        var field = ""
        var quoted = false
        var characters = Array(output.unicodeScalars)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.unicodeScalars.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                records[records.count - 1].append(field)
                field = ""
            } else if character == "\r" && characters.first == "\n" {
                characters.removeFirst()
                records[records.count - 1].append(field)
                field = ""
                records.append([])
            } else {
                field.unicodeScalars.append(character)
            }
        }
        #expect(!quoted && field.isEmpty && records.last == [], "csv: unterminated")
        let rows = records.dropLast()
        guard let header = rows.first else { return }
        for row in rows {
            #expect(row.count == header.count, "csv: \(row)")
            // source, reason, fontName and weight are text: none may start as a formula.
            for column in [0, 5, 6, 7] where column < row.count {
                #expect(!(row[column].first.map { "=+-@\t\r".contains($0) } ?? false), "csv cell: \(row[column])")
            }
        }
    }

    /// The generated files parse as Swift (the compiler's own parser is the referee).
    static func parsesAsSwift(_ files: [String], with swiftc: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-hostile-swift-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try files.enumerated().map { index, text in
            let url = folder.appendingPathComponent("F\(index).swift")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let result = try ProcessResult.run(swiftc, ["-parse"] + paths)
        #expect(result.status == 0, "\(result.error.prefix(2_000))")
    }
}
