import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

/// What the linter says about files with thousands of problems: every finding still located,
/// lists that name a few and count the rest, and at most a set number of findings per rule.
@Suite("Linting large inputs")
struct LinterScaleTests {
    private func file(_ body: String) -> StyleDictionaryFile {
        StyleDictionaryFile(PlistReader().read(Array("<plist><dict>\n\(body)</dict></plist>".utf8), path: "big.plist"))
    }

    private func lint(_ file: StyleDictionaryFile, limit: Int? = LintConfiguration.defaultMaxFindingsPerRule)
        -> [Diagnostic]
    {
        Linter(configuration: LintConfiguration(maxFindingsPerRule: limit)).lint(file)
    }

    @Test func eachRuleShowsAtMostItsLimitAndCountsTheRestWhereTheyStart() throws {
        let big = file((0..<250).map { StyleText.entry("style\($0)") }.joined())
        let all = lint(big, limit: nil).filter { $0.ruleID == "unknown-style" }
        #expect(all.count == 250)
        let shown = lint(big).filter { $0.ruleID == "unknown-style" }
        #expect(shown.count == 101)
        #expect(Array(shown.prefix(100)) == Array(all.prefix(100)))
        let summary = try #require(shown.last)
        #expect(summary.location == all[100].location)
        #expect(summary.severity == .error)
        #expect(
            summary.message.text
                == "150 more unknown-style findings in this file, from here on, are not shown (the first 100 of each rule are): fix these and run again, or see them all with --max-findings 0"
        )
    }

    @Test func theSummaryIsAsSevereAsTheMostSevereFindingItHides() throws {
        // Sizes below 11 are warnings, zero an error: the hidden ones include the error.
        let sizes = Array(repeating: "5", count: 3) + ["0"]
        let body = sizes.enumerated().map { index, size in
            "<key>s\(index)</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>\(size)</integer></dict>\n"
        }.joined()
        let findings = lint(file(body), limit: 2).filter { $0.ruleID == "font-size-range" }
        #expect(findings.map(\.severity) == [.warning, .warning, .error])
        #expect(findings.last?.message.text.hasPrefix("2 more font-size-range findings") == true)
    }

    @Test func voidFileNamesFiveCulpritsAndCountsTheRest() throws {
        // A style entry that decodes, then twelve that do not.
        let body =
            "<key>body</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>17</integer></dict>\n"
            + (0..<12).map { "<key>k\($0)</key><string>x</string>\n" }.joined()
        let void = try #require(lint(file(body)).first { $0.ruleID == "dictionary-void" })
        #expect(
            void.message.text.contains(
                "because of 'k0' (<string> instead of <dict>); 'k1' (<string> instead of <dict>); 'k2' (<string> instead of <dict>); 'k3' (<string> instead of <dict>); 'k4' (<string> instead of <dict>); … and 7 more: fix them"
            ))
        #expect(void.notes.count == 6)
        #expect(void.notes.last == "… and 7 more entries that do not decode")
        let reason = RuntimeVerdict(file(body)).outcome(for: .body)
        #expect(reason == .system(.dictionaryVoid(culprits: (0..<12).map { "k\($0)" })))
        if case .system(let why) = reason {
            #expect(
                why.description == "the whole file is ignored because of 'k0', 'k1', 'k2', 'k3', 'k4', … and 7 more")
        }
    }

    @Test func everyRepeatOfAKeyPointsAtItsFirstAppearance() {
        let body =
            StyleText.entry("body") + StyleText.entry("caption") + StyleText.entry("body") + StyleText.entry("body")
        let duplicates = lint(file(body)).filter { $0.ruleID == "duplicate-key" }
        #expect(duplicates.map(\.location.line) == [4, 5])
        #expect(duplicates.allSatisfy { $0.message.text.contains("(first at 2:1)") })
    }

    @Test func directivesSilenceTheirOwnElementsAmongThousands() {
        // Every other unknown key is silenced; nested directives silence inside their entry.
        let body = (0..<2_000).map { index in
            (index.isMultiple(of: 2) ? "<!-- plistc:disable unknown-style -->\n" : "")
                + StyleText.entry("style\(index)")
        }.joined()
        let findings = lint(file(body), limit: nil).filter { $0.ruleID == "unknown-style" }
        #expect(findings.count == 1_000)
        #expect(findings.allSatisfy { $0.keyPath.dropFirst("style".count).last.map { "13579".contains($0) } == true })
        let nested = file(
            "<!-- plistc:disable unknown-entry-key -->\n<key>body</key><dict><key>fontName</key><string>A</string>\n"
                + "<!-- plistc:disable -->\n<key>colour</key><string>x</string>"
                + "<key>fontSize</key><integer>17</integer><key>shade</key><string>y</string></dict>\n"
                + "<key>caption</key><dict><key>fontName</key><string>A</string><key>fontSize</key><integer>12</integer>"
                + "<key>tint</key><string>z</string></dict>\n")
        #expect(lint(nested).filter { $0.ruleID == "unknown-entry-key" }.map(\.keyPath) == ["caption.tint"])
    }

    /// A 100,000-character key or font name is quoted by its start and its length: each
    /// message stays a line, whatever the file holds.
    @Test func longKeysAndNamesAreQuotedShort() {
        let long = "title" + String(repeating: "x", count: 99_995)
        let name = String(repeating: "A", count: 100_000)
        let found = lint(
            file(
                StyleText.entry(long)
                    + "<key>body</key><dict><key>fontName</key><string>\(name)</string><key>fontSize</key><integer>17</integer></dict>\n"
            ))
        let messages = found.filter { ["unknown-style", "unknown-font"].contains($0.ruleID) }.map(\.message.text)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.utf8.count < 1_000 && $0.contains("… (100,000 characters)") })
    }
}
