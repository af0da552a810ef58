import Foundation
import SwiftSource
import TestSupport
import Testing

/// The call matcher against the Swift compiler's own parser (`swiftc -frontend -dump-parse`,
/// through `Tests/SwiftSource/parser_calls.py`): on the corpus (`Tests/SwiftSource/corpus`,
/// with its `SOURCE.md`) and on every Swift file plistc generates (`Fixtures/build`), the calls
/// of every name the rules look at are the parser's, none missed and none invented; and each
/// is on its line: blanking that line takes it out of the parser's tree.
@Suite("Calls, against the compiler's parser")
struct CompilerParserDifferentialTests {
    /// The callees the rules look at.
    static let ruleNames: Set<String> = [
        "custom", "system", "font", "scaledFont", "preferredFont", "systemFont", "boldSystemFont", "italicSystemFont",
        "monospacedSystemFont", "monospacedDigitSystemFont", "UIFont", "UIFontMetrics", "ScaledFont", "scaledValue",
        "dynamicTypeSize", "withSize", "accessibilityShowsLargeContentViewer", "Font", "Text",
    ]
    static let script = Fixtures.packageRoot + "/Tests/SwiftSource/parser_calls.py"
    static let corpus = Fixtures.packageRoot + "/Tests/SwiftSource/corpus"
    /// The corpus (other people's files as `.swift.txt`, plistc's own as `.swift`) and the
    /// generated Swift.
    static let corpusFiles =
        Fixtures.files(in: corpus, withExtension: "swift") + Fixtures.files(in: corpus, withExtension: "swift.txt")
    static let files: [String] =
        corpusFiles
        + Fixtures.files(in: Fixtures.directory + "/build", withExtension: "swift")

    static func ours(_ path: String) -> [SwiftCall] {
        CallMatcher.calls(in: SwiftLexer(Fixtures.bytes(path)).tokens).filter { ruleNames.contains($0.name) }
    }

    static func parser(_ paths: [String]) throws -> [String: [String]] {
        let swiftc = try #require(Tool.swiftc)
        let result = try Python.run(script, [swiftc] + paths)
        try #require(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String]])
    }

    @Test(.enabled(if: Tool.swiftc != nil && Python.executable != nil, "needs swiftc and python3"))
    func everyCallIsTheParsers() throws {
        #expect(Self.files.count >= 10)
        let theirs = try Self.parser(Self.files)
        var compared = 0
        for path in Self.files {
            let expected = (theirs[path] ?? []).filter { Self.ruleNames.contains(String($0.prefix { $0 != "(" })) }
                .sorted()
            let found = Self.ours(path).map(\.signature).sorted()
            #expect(found == expected, "\(Fixtures.relative(path)): ours \(found), the parser's \(expected)")
            compared += expected.count
        }
        #expect(compared > 100)
    }

    /// Each call found on a line of the corpus is the parser's on that line.
    @Test(.enabled(if: Tool.swiftc != nil && Python.executable != nil, "needs swiftc and python3"))
    func eachCallIsOnItsLine() throws {
        for path in Self.corpusFiles {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let byLine = Dictionary(grouping: Self.ours(path), by: \.line)
            try Fixtures.withTemporaryFolder("blanked") { root in
                var copies: [String] = []
                for line in byLine.keys.sorted() {
                    var blanked = lines
                    blanked[line - 1] = ""
                    let copy = root + "/line\(line).swift"
                    try blanked.joined(separator: "\n").write(toFile: copy, atomically: true, encoding: .utf8)
                    copies.append(copy)
                }
                let whole = try Self.parser([path])[path] ?? []
                let blankedCalls = try Self.parser(copies)
                for line in byLine.keys.sorted() {
                    let remaining = blankedCalls[root + "/line\(line).swift"] ?? []
                    var lost = whole
                    for call in remaining { if let index = lost.firstIndex(of: call) { lost.remove(at: index) } }
                    let mine = (byLine[line] ?? []).map(\.signature)
                    for call in mine {
                        #expect(lost.contains(call), "\(Fixtures.relative(path)):\(line): \(call) is not on this line")
                    }
                }
            }
        }
    }
}
