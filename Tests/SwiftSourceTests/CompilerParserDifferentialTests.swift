import Foundation
import PlistcSwiftSource
import TestSupport
import Testing

/// The call matcher against the Swift compiler's own parser (`swiftc -frontend -dump-parse`,
/// through `Tests/SwiftSource/parser_calls.py`): on the corpus (`Tests/SwiftSource/corpus`,
/// with its `SOURCE.md`), on every Swift file plistc generates (`Fixtures/build`) and on the
/// source rules' fixtures (`Fixtures/sources`, `Fixtures/fix`), the calls
/// of every name the rules look at are the parser's, none missed and none invented, in each
/// `#if` configuration parsed as a file of its own (`IfConfigurations`); every branch read at
/// once, as plistc reads a file, gives on each line the calls of the configuration that line
/// is live in; and each call is on its line: blanking that line takes it out of the parser's
/// tree.
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
        // Not the unfinished file, whose calls are the parser's guesses.
        + Fixtures.files(in: Fixtures.directory + "/sources", withExtension: "swift").filter {
            !$0.hasSuffix("/source-unreadable.swift")
        }
        + Fixtures.files(in: Fixtures.directory + "/fix", withExtension: "swift")

    static func ours(_ text: String) -> [SwiftCall] {
        CallMatcher.calls(in: SwiftLexer(Array(text.utf8)).tokens).filter { ruleNames.contains($0.name) }
    }

    static func parser(_ paths: [String]) throws -> [String: [String]] {
        let swiftc = try #require(Tool.swiftc)
        let result = try Python.run(script, [swiftc] + paths)
        try #require(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String]])
    }

    /// Each file's configurations, written into `root`: their paths, by file.
    static func writeConfigurations(of paths: [String], into root: String) throws -> [String: [String]] {
        var written: [String: [String]] = [:]
        for (number, path) in paths.enumerated() {
            let configurations = IfConfigurations(try String(contentsOfFile: path, encoding: .utf8))
            written[path] = try configurations.variants.enumerated().map { index, text in
                let copy = root + "/file\(number)-\(index).swift"
                try text.write(toFile: copy, atomically: true, encoding: .utf8)
                return copy
            }
        }
        return written
    }

    static func signatures(_ calls: [SwiftCall]) -> [String] { calls.map(\.signature).sorted() }

    @Test(.enabled(if: Tool.swiftc != nil && Python.executable != nil, "needs swiftc and python3"))
    func everyCallIsTheParsers() throws {
        #expect(Self.files.count >= 10)
        try Fixtures.withTemporaryFolder("configurations") { root in
            let configurations = try Self.writeConfigurations(of: Self.files, into: root)
            let theirs = try Self.parser(configurations.values.flatMap { $0 })
            var (compared, withIf) = (0, 0)
            for path in Self.files {
                let copies = configurations[path] ?? []
                withIf += copies.count > 1 ? 1 : 0
                for copy in copies {
                    let expected = (theirs[copy] ?? []).filter {
                        Self.ruleNames.contains(String($0.prefix { $0 != "(" }))
                    }
                    .sorted()
                    let found = Self.signatures(Self.ours(try String(contentsOfFile: copy, encoding: .utf8)))
                    #expect(
                        found == expected,
                        "\(Fixtures.relative(path)), configuration \(copies.firstIndex(of: copy) ?? 0): ours \(found), the parser's \(expected)"
                    )
                    compared += expected.count
                }
            }
            #expect(compared > 100)
            #expect(withIf >= 5, "the corpus and the goldens have #if blocks")
        }
    }

    /// Read with every branch, as `lint --sources` reads a file, each line has the calls it has
    /// in the configuration where it is live, and a directive line none.
    @Test func everyBranchReadAtOnceIsEachConfiguration() throws {
        for path in Self.files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let configurations = IfConfigurations(text)
            let whole = Dictionary(grouping: Self.ours(text), by: \.line)
            let variants = configurations.variants.map { Dictionary(grouping: Self.ours($0), by: \.line) }
            for (index, live) in configurations.liveIn.enumerated() {
                let mine = Self.signatures(whole[index + 1] ?? [])
                let theirs = live.map { Self.signatures(variants[$0][index + 1] ?? []) } ?? []
                #expect(mine == theirs, "\(Fixtures.relative(path)):\(index + 1): \(mine), configured \(theirs)")
            }
        }
    }

    /// Each call found on a line of the corpus is the parser's on that line, in the
    /// configuration where that line is live.
    @Test(.enabled(if: Tool.swiftc != nil && Python.executable != nil, "needs swiftc and python3"))
    func eachCallIsOnItsLine() throws {
        for path in Self.corpusFiles {
            let configurations = IfConfigurations(try String(contentsOfFile: path, encoding: .utf8))
            try Fixtures.withTemporaryFolder("blanked") { root in
                var copies: [String] = []
                var wholes: [String] = []
                for (index, variant) in configurations.variants.enumerated() {
                    let whole = root + "/whole\(index).swift"
                    try variant.write(toFile: whole, atomically: true, encoding: .utf8)
                    wholes.append(whole)
                }
                let lines = configurations.variants.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
                let byLine = Dictionary(
                    grouping: Self.ours(try String(contentsOfFile: path, encoding: .utf8)), by: \.line)
                for line in byLine.keys.sorted() {
                    guard let variant = configurations.liveIn[line - 1] else { continue }
                    var blanked = lines[variant]
                    blanked[line - 1] = ""
                    let copy = root + "/line\(line).swift"
                    try blanked.joined(separator: "\n").write(toFile: copy, atomically: true, encoding: .utf8)
                    copies.append(copy)
                }
                let parsed = try Self.parser(wholes + copies)
                for line in byLine.keys.sorted() {
                    let variant = try #require(configurations.liveIn[line - 1], "a call on a directive line")
                    var lost = parsed[wholes[variant]] ?? []
                    for call in parsed[root + "/line\(line).swift"] ?? [] {
                        if let index = lost.firstIndex(of: call) { lost.remove(at: index) }
                    }
                    for call in (byLine[line] ?? []).map(\.signature) {
                        #expect(lost.contains(call), "\(Fixtures.relative(path)):\(line): \(call) is not on this line")
                    }
                }
            }
        }
    }

    /// The configurations of a file with nested and chained `#if`s.
    @Test func configurationsCoverEveryBranch() {
        let text = "a()\n#if A\nb()\n  #if B\n  c()\n  #else\n  d()\n  #endif\n#elseif C\ne()\n#else\nf()\n#endif\ng()"
        let configurations = IfConfigurations(text)
        #expect(
            configurations.variants == [
                "a()\n\nb()\n\n  c()\n\n\n\n\n\n\n\n\ng()", "a()\n\nb()\n\n\n\n  d()\n\n\n\n\n\n\ng()",
                "a()\n\n\n\n\n\n\n\n\ne()\n\n\n\ng()", "a()\n\n\n\n\n\n\n\n\n\n\nf()\n\ng()",
            ])
        #expect(configurations.liveIn == [0, nil, 0, nil, 0, nil, 1, nil, nil, 2, nil, 3, nil, 0])
    }
}
