import Foundation
import TestSupport
import Testing

/// Token files made to write a broken plist: numbers that overflow, control characters in
/// names, keys given twice.
@Suite("Red team: plistc import")
struct ImportAttackTests {
    private func run(_ value: String) throws -> CapturedRun {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plistc-import-\(UUID().uuidString).json"
        ).path
        try #"{"body": {"$type": "typography", "$value": \#(value)}}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return CapturedRun(["import", path])
    }

    @Test(arguments: [
        (#"{"value": 1e999, "unit": "px"}"#, "'body.fontSize' is not a finite number"),
        (#"{"value": -1e999, "unit": "rem"}"#, "'body.fontSize' is not a finite number"),
        (#"{"value": 1e300, "unit": "px"}"#, "'body.fontSize' is 1e+300 px, out of range (at most 100000 px)"),
    ])
    func aNumberOutOfRangeIsALocatedError(size: String, message: String) throws {
        let run = try run(#"{"fontFamily": "Avenir-Book", "fontSize": \#(size)}"#)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(":1:2: error: \(message)"), "\(run.error)")
    }

    @Test func aWeightOutOfRangeIsALocatedError() throws {
        let run = try run(
            #"{"fontFamily": "Avenir Next", "fontWeight": 1e999, "fontSize": {"value": 17, "unit": "px"}}"#)
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.error.contains("'body.fontWeight' is not a finite number, out of range"), "\(run.error)")
    }

    @Test(arguments: ["\\u0000", "\\u001b[31m", "\\n", "\\u202e", "\\u0085"])
    func aControlCharacterInANameIsALocatedError(character: String) throws {
        let run = try run(#"{"fontFamily": "Avenir\#(character)Book", "fontSize": {"value": 17, "unit": "px"}}"#)
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.error.contains("'body.fontFamily' holds the control character U+"), "\(run.error)")
    }

    /// A syntax error names the file with its hidden characters escaped.
    @Test func aSyntaxErrorEscapesTheFilesName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plistc-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t\u{1B}]0;X\u{7}\n::error::p.json").path
        try #"{"a": "#.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CapturedRun(["import", path])
        #expect(run.status == 1)
        #expect(HostileStrings.hidden(in: run.error).isEmpty && !run.error.contains("\n::error"), "\(run.error)")
    }

    @Test func aRepeatedKeyIsALocatedWarningAndTheLastCounts() throws {
        let value =
            #"{"fontFamily": "Avenir-Book", "fontSize": {"value": 12, "unit": "px"}, "fontSize": {"value": 17, "unit": "px"}}"#
        let run = try run(value)
        #expect(run.status == 0)
        #expect(
            run.error.contains(":1:74: warning: \"fontSize\" appears again in this object, at 1:115"), "\(run.error)")
        #expect(run.output.contains("<integer>17</integer>"))
    }
}
