import Foundation
import TestSupport
import Testing

/// `plistc import`: design tokens in, a style dictionary out. A Tokens-Studio-shaped file
/// (sets, aliases, rem, names like large-title and title1) and the DTCG spec's own
/// typography examples (mapped by "styles" in their .plistc.json) against goldens; every
/// problem located; the output lints clean; and `build --emit dtcg` then `import` gives back
/// the same dictionary on every fixture and the real corpus.
@Suite("plistc import")
struct ImportCommandTests {
    static let folder = Fixtures.directory + "/tokens"

    @Test(arguments: ["tokens-studio", "spec/spec-example"])
    func importMatchesItsGoldenAndLintsClean(name: String) throws {
        let run = CapturedRun(["import", Self.folder + "/\(name).tokens.json"])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.error.contains("error:"))
        if let difference = Golden.check(run.output, against: Self.folder + "/\(name).plist") {
            Issue.record(Comment(rawValue: difference))
        }
        let lint = CapturedRun(["lint", "-"], input: Array(run.output.utf8))
        #expect(lint.status == 0)
        #expect(!lint.error.contains("error:") && !lint.error.contains("warning:"), "\(lint.error)")
    }

    /// Problems are located at the token, and stop the import.
    @Test(arguments: [
        (
            "{\"body\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"{nowhere}\", \"fontSize\": {\"value\": 17, \"unit\": \"px\"}}}}",
            "1:2: error: the alias {nowhere} names no token"
        ),
        (
            "{\"a\": {\"$value\": \"{b}\"}, \"b\": {\"$value\": \"{a}\"}, \"body\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"{a}\", \"fontSize\": {\"value\": 17, \"unit\": \"px\"}}}}",
            "refers back to itself (a → b → a)"
        ),
        (
            "{\"body\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Avenir-Book\", \"fontSize\": {\"value\": 1, \"unit\": \"em\"}}}}",
            "'body.fontSize' is in 'em': design tokens use px (iOS points) or rem"
        ),
        ("{\"body\": {\"$type\": \"typography\", \"$ref\": \"#/x\"}}", "uses a JSON-pointer $ref"),
        ("{\"nothing\": {\"$type\": \"color\", \"$value\": \"#000\"}}", "no typography token is here"),
        ("{\"body\": [1", "1:12: error: "),
    ])
    func problemsAreLocatedAndStopTheImport(tokens: String, message: String) throws {
        try Fixtures.withTemporaryFolder("import", files: ["t.tokens.json": tokens]) { folder throws in
            let run = CapturedRun(["import", folder + "/t.tokens.json", "-o", folder + "/out.plist"])
            #expect(run.status == 1)
            #expect(run.error.contains(message), "\(run.error)")
            #expect(run.error.contains("t.tokens.json:"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/out.plist"), "errors write nothing")
        }
    }

    /// A rem is 16 points unless `--rem` (or `--rem-base`) or `.plistc.json`'s `"rem"` says
    /// otherwise, the command line first.
    @Test func remHasItsBase() throws {
        let tokens = #"{"body": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": "2rem"}}}"#
        try Fixtures.withTemporaryFolder("import-rem", files: ["t.json": tokens, ".plistc.json": #"{"rem": 10}"#]) {
            folder throws in
            let size = { (arguments: [String]) in
                CapturedRun(["import", folder + "/t.json"] + arguments).output.contains(
                    "<integer>\(arguments.isEmpty ? 20 : 24)</integer>")
            }
            #expect(size([]))
            #expect(size(["--rem", "12"]))
            #expect(size(["--rem-base", "12"]))
        }
        let bad = CapturedRun(["import", "--rem", "0", "-"], input: Array(tokens.utf8))
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("plistc import: --rem '0' is not a positive number of points"))
    }

    /// `-v` says which format the file was read in and how each style was found, on standard
    /// error beside the findings.
    @Test func verboseSaysTheFormat() {
        let tokens = #"{"body": {"type": "typography", "value": {"fontFamily": "Georgia", "fontSize": "17"}}}"#
        let run = CapturedRun(["import", "-v", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0)
        #expect(
            run.error == "<stdin>: read as Tokens Studio (value and type)\n<stdin>:1:2: body is 'body', by its name\n")
        #expect(run.output.contains("<string>Georgia</string>"))
    }

    /// A chain of aliases longer than 64 is refused, at each token that starts one: no
    /// recursion without end, and linear time.
    @Test func longAliasChainsAreRefused() throws {
        var tokens = "{\"t\": {\"t0\": {\"$type\": \"dimension\", \"$value\": {\"value\": 17, \"unit\": \"px\"}}"
        for index in 1...100 { tokens += ", \"t\(index)\": {\"$value\": \"{t.t\(index - 1)}\"}" }
        tokens +=
            "}, \"body\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Avenir-Book\", \"fontSize\": \"{t.t100}\"}}}"
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 1)
        #expect(run.error.contains("starts a chain of more than 64 aliases"))
        // The body nearer a value imports; t.t100, which no style uses, is still too long: a
        // warning, and skipped.
        let short = CapturedRun(
            ["import", "-"], input: Array(tokens.replacingOccurrences(of: "{t.t100}", with: "{t.t10}").utf8))
        #expect(short.status == 0)
        #expect(short.error.contains("warning: 't.t100' starts a chain of more than 64 aliases"))
    }

    /// A chain of 100,000 tokens, each wrapping the last in an array, would resolve to a value
    /// 100,000 deep, which overflowed the stack when it was freed: past 64 aliases a chain is
    /// not built, and a shorter one whose values nest past 64 deep (two arrays a step) is
    /// refused at its token.
    @Test func valuesNeverNestWithoutBound() throws {
        var chain = "{\"t0\": {\"$value\": 1}"
        for index in 1..<100_000 { chain += ", \"t\(index)\": {\"$value\": [\"{t\(index - 1)}\"]}" }
        let long = CapturedRun(["import", "-"], input: Array((chain + "}").utf8))
        #expect(long.status == 1 && long.error.contains("'t99999' starts a chain of more than 64 aliases"))
        var nested = "{\"t0\": {\"$value\": 1}"
        for index in 1..<40 { nested += ", \"t\(index)\": {\"$value\": [[\"{t\(index - 1)}\"]]}" }
        let deep = CapturedRun(["import", "-"], input: Array((nested + "}").utf8))
        #expect(deep.error.contains("'t33' resolves to values nested more than 64 deep"), "\(deep.error)")
        #expect(!deep.error.contains("'t32' resolves to values nested"), "\(deep.error)")
    }

    /// Aliases inside text write at most 8 times the file's own text across the file: 2,000
    /// tokens of `y{a}`, `a` 4,000 bytes, would make 8 MB of 54 KB.
    @Test func textAliasesWriteInProportionToTheFile() throws {
        var tokens = "{\"a\": {\"$value\": \"\(String(repeating: "x", count: 4_000))\"}"
        for index in 0..<2_000 { tokens += ", \"t\(index)\": {\"$value\": \"y{a}\"}" }
        let run = CapturedRun(["import", "-"], input: Array((tokens + "}").utf8))
        let spent = run.error.split(separator: "\n").filter {
            $0.contains("write more than 8 times the file's own text")
        }
        #expect(spent.count > 1_900 && spent.count < 2_000, "\(spent.count)")
    }

    /// Each alias is resolved once, to its target's resolved value: a tower of 40 tokens, each
    /// naming the next twice, imports at once (resolved afresh at every use it was 2^40 steps).
    @Test(.timeLimit(.minutes(1))) func aliasesThatFanOutResolveOnce() throws {
        var tokens = "{\"t\": {\"l40\": {\"$type\": \"dimension\", \"$value\": {\"value\": 17, \"unit\": \"px\"}}"
        for level in 0..<40 {
            tokens += ", \"l\(level)\": {\"$value\": [\"{t.l\(level + 1)}\", \"{t.l\(level + 1)}\"]}"
        }
        tokens +=
            "}, \"body\": {\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Avenir-Book\", \"fontSize\": \"{t.l40}\"}}}"
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("<key>fontSize</key>\n\t\t<integer>17</integer>"))
    }

    /// An alias problem is reported once, at the token that holds the alias, not again at every
    /// token that names that one; a token that leads into a cycle says so, with the path. Each is
    /// a warning about a token no style uses, and the typography token that needs one of them
    /// has the error.
    @Test func aliasProblemsAreReportedAtTheirToken() throws {
        let tokens = """
            {"x": {"$value": "{nowhere}"}, "a": {"$value": "{b}"}, "b": {"$value": "{a}"}, "c": {"$value": "{a}"}, \
            "body": {"$type": "typography", "$value": {"fontFamily": "{x}", "fontSize": {"value": 17, "unit": "px"}}}}
            """
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 1)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("names no token") } == [
                "<stdin>:1:2: warning: the alias {nowhere} names no token in this file: check the path (groups joined by dots) (the token maps to no text style: skipped) [design-tokens]"
            ])
        #expect(lines.contains { $0.contains("'a' refers back to itself (a → b → a)") })
        #expect(lines.contains { $0.contains("'b' refers back to itself (b → a → b)") })
        #expect(lines.contains { $0.contains("'c' leads into a cycle (c → a → b → a)") })
        #expect(lines.contains { $0.contains("'body' has no fontFamily") })
    }

    /// A message shows a long path with its middle elided, so that a group's long name is not
    /// copied into every message about its tokens (here warnings: no style uses the cycle).
    @Test func longPathsAreElidedInMessages() throws {
        let group = String(repeating: "g", count: 10_000)
        let tokens = """
            {"\(group)": {"a": {"$value": "{\(group).b}"}, "b": {"$value": "{\(group).a}"}}, \
            "body": {"$type": "typography", "$value": {"fontFamily": "Avenir-Book", "fontSize": {"value": 17, "unit": "px"}}}}
            """
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0)
        let shown = { (name: String) in
            String(repeating: "g", count: 100) + "…" + String(repeating: "g", count: 98) + name
        }
        #expect(
            run.error.contains(
                "warning: '\(shown(".a"))' refers back to itself (\(shown(".a")) → \(shown(".b")) → \(shown(".a")))"),
            "\(run.error.prefix(600))")
        #expect(run.error.utf8.count < 2_000)
    }

    /// Tokens from a plistc export say with null that a style set no line height; another
    /// file's $extensions naming plistc keys keep the token's line height.
    @Test func extensionsNamePlistcKeys() throws {
        let tokens = """
            {"body": {"$type": "typography", "$value": {"fontFamily": "Avenir-Book", "fontSize": {"value": 17, "unit": "px"}, \
            "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}, \
            "$extensions": {"org.plistc": {"maximumPointSize": 40}}}}
            """
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("<key>maximumPointSize</key>\n\t\t<integer>40</integer>"))
        #expect(run.output.contains("<key>lineHeight</key>\n\t\t<real>1.4</real>"))
        #expect(!run.output.contains("letterSpacing"), "a letter spacing of 0 is no letter spacing")
    }

    /// Two tokens for one style: the first is imported, and the second named in a warning.
    @Test func aSecondTokenForAStyleIsAWarning() throws {
        let token =
            "{\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Avenir-Book\", \"fontSize\": {\"value\": SIZE, \"unit\": \"px\"}}}"
        let tokens =
            "{\"body\": \(token.replacingOccurrences(of: "SIZE", with: "17")), \"text\": {\"Body\": \(token.replacingOccurrences(of: "SIZE", with: "18"))}}"
        let run = CapturedRun(["import", "-"], input: Array(tokens.utf8))
        #expect(run.status == 0)
        #expect(run.error.contains("warning: 'text.Body' is a second token for body"), "\(run.error)")
        #expect(run.output.contains("<integer>17</integer>") && !run.output.contains("<integer>18</integer>"))
    }

    @Test func remUsesItsBase() throws {
        let run = CapturedRun(["import", "--rem-base", "20", Self.folder + "/tokens-studio.tokens.json"])
        #expect(run.output.contains("<integer>42.5</integer>") == false)
        #expect(run.output.contains("<real>42.5</real>"), "2.125 rem at 20 points")
        #expect(CapturedRun(["import", "--rem-base", "0", Self.folder + "/tokens-studio.tokens.json"]).status == 2)
    }

    @Test(
        .enabled(if: Installed.freeType, Installed.freeTypeMissing), .enabled(if: Installed.noto, Installed.notoMissing)
    )
    func fontsFindTheFaceOfTheFamilyAndWeight() throws {
        let tokens = """
            {"typography": {"$type": "typography",
              "body": {"$value": {"fontFamily": "Noto Serif", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
              "callout": {"$value": {"fontFamily": "Noto Serif", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
            """
        try Fixtures.withTemporaryFolder("import", files: ["t.tokens.json": tokens]) { folder throws in
            let fonts = ["Regular", "Bold"].flatMap { ["--fonts", Installed.notoFolder + "/NotoSerif-\($0).ttf"] }
            let run = CapturedRun(["import"] + fonts + [folder + "/t.tokens.json"])
            #expect(run.output.contains("<string>NotoSerif-Bold</string>"))
            #expect(run.error.contains("asks for Noto Serif at weight 600, which no given font has"), "\(run.error)")
        }
    }

    /// `build --emit dtcg`, then `import`, then `build --emit json`: the same styles (fonts,
    /// sizes at every content size, line height, letter spacing) on every fixture that builds
    /// with a custom style, and on what the real token files import (`Tests/RealTokens`).
    @Test func theRoundTripIsExact() throws {
        var inputs = Fixtures.allPlists.filter { $0.contains("/styles/") || $0.contains("/build/") }
        inputs.append(Fixtures.noteworthy)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: RealTokenTests.folder)) ?? []
        let imports = folders.sorted().map { RealTokenTests.folder + "/" + $0 + "/expected.plist" }.filter {
            FileManager.default.fileExists(atPath: $0)
        }
        #expect(imports.count >= 3)
        let roundTrips = try Self.roundTrip(inputs + imports)
        // The project's own fixtures only, so that the count holds in every clone.
        #expect(roundTrips >= 15 + imports.count, "\(roundTrips) files")
    }

    /// The same round trip over the real corpus, when this clone has it beside it.
    @Test(
        .enabled(
            if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone: the real corpus is skipped"))
    func theRealCorpusRoundTripsExactly() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let inputs = Fixtures.files(in: corpus, withExtension: "plist")
        #expect(try Self.roundTrip(inputs) >= 5)
    }

    /// Round-trips each input that builds with a custom style, expecting the same styles and
    /// extension keys back; returns how many did.
    static func roundTrip(_ inputs: [String]) throws -> Int {
        var roundTrips = 0
        try Fixtures.withTemporaryFolder("round-trip") { folder throws in
            for input in inputs {
                let tokens = CapturedRun(["build", "--emit", "dtcg", "--allow-fallbacks", input]).output
                let json = CapturedRun(["build", "--emit", "json", "--allow-fallbacks", input]).output
                // A size that is not a finite number has no token (JSON has no such number).
                guard tokens.contains("\"origin\": \"custom\""), !json.contains("null]") else { continue }
                let imported = CapturedRun(["import", "-"], input: Array(tokens.utf8))
                try #require(imported.status == 0, "\(input): \(imported.error)")
                let path = folder + "/imported.plist"
                try imported.output.write(toFile: path, atomically: true, encoding: .utf8)
                let before = try Self.styles(
                    CapturedRun(["build", "--emit", "json", "--allow-fallbacks", input]).output)
                let after = try Self.styles(CapturedRun(["build", "--emit", "json", "--allow-fallbacks", path]).output)
                #expect(before == after, "\(Fixtures.relative(input))")
                // maximumPointSize and legibilityFontName, as generated Swift gives them.
                let swift = ["build", "--emit", "swift", "--allow-fallbacks", "--type-name", "T"]
                #expect(
                    Self.extensionKeys(CapturedRun(swift + [input]).output)
                        == Self.extensionKeys(CapturedRun(swift + [path]).output), "\(Fixtures.relative(input))")
                roundTrips += 1
            }
        }
        return roundTrips
    }

    /// The `case` lines of generated Swift's `maximumPointSize` and `legibilityFontName`.
    static func extensionKeys(_ swift: String) -> [String] {
        ["public var maximumPointSize: Double? {", "public var legibilityFontName: String? {"].flatMap { start in
            swift.components(separatedBy: start).dropFirst().first?.components(separatedBy: "    }").first?
                .split(separator: "\n").map(String.init) ?? []
        }
    }

    /// The styles of `build --emit json`, without what names the file or explains a fallback.
    static func styles(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let styles = try #require(object["styles"] as? [[String: Any]])
        return styles.map { style in
            let custom = style["origin"] as? String == "custom"
            let keys =
                custom
                ? ["style", "origin", "fontName", "baseSize", "sizes", "lineHeight", "letterSpacing"]
                : ["style", "origin", "sizes"]
            return keys.map { "\($0)=\(String(describing: style[$0] ?? "nil"))" }.joined(separator: " ")
        }
    }
}
