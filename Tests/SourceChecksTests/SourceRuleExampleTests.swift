import PlistcDiagnostics
import PlistcPropertyList
import PlistcSourceChecks
import PlistcStyleDictionary
import Testing

/// Every source rule's own examples, checked as `lint --sources` checks a Swift file: the
/// triggering ones reported where `↓` marks them, the others not at all.
@Suite("Source rule examples")
struct SourceRuleExampleTests {
    static let rules = Rules.all.map { $0.description }.filter { $0.kind == .source }

    /// The dictionaries the examples name: Noteworthy.plist, with a body entry only.
    static let catalog: DictionaryCatalog = {
        let plist = """
            <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Light</string>\
            <key>fontSize</key><integer>17</integer></dict></dict></plist>
            """
        let document = PlistReader().read(Array(plist.utf8), path: "Noteworthy.plist")
        let verdict = RuntimeVerdict(StyleDictionaryFile(document, runtime: .standard))
        return DictionaryCatalog([("Noteworthy", .init(path: "Noteworthy.plist", verdict: verdict))])
    }()

    static func findings(_ example: String, rule: RuleDescription) -> [Diagnostic] {
        let text = String(example.unicodeScalars.filter { $0 != "↓" }.map(Character.init))
        return SourceCheck.findings(
            Array(text.utf8), path: "Example.swift", configuration: LintConfiguration(), dictionaries: catalog
        )
        .filter { $0.ruleID == rule.id }
    }

    /// The line and column of each `↓`, in the example without them.
    static func marks(_ example: String) -> [String] {
        var (line, column, marks) = (1, 1, [String]())
        for scalar in example.unicodeScalars {
            if scalar == "↓" {
                marks.append("\(line):\(column)")
            } else if scalar == "\n" {
                (line, column) = (line + 1, 1)
            } else {
                column += 1
            }
        }
        return marks
    }

    @Test func theSourceRulesAreThese() {
        #expect(
            Self.rules.map(\.id.rawValue) == [
                "fixed-font-size", "double-scaling", "size-capped", "style-not-in-dictionary", "dictionary-not-found",
                "adjusts-font-missing", "source-unreadable",
            ])
    }

    @Test(arguments: rules)
    func triggeringExamplesAreReportedWhereMarked(rule: RuleDescription) {
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let found = Self.findings(example, rule: rule).map { "\($0.location.line):\($0.location.column)" }
            #expect(found == Self.marks(example), "\(rule.id) in:\n\(example)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreNotReported(rule: RuleDescription) {
        for example in rule.nonTriggeringExamples {
            #expect(Self.findings(example, rule: rule).isEmpty, "\(rule.id) reported:\n\(example)")
        }
    }

    /// The seed article's examples, and ScaledFont's: each where it belongs.
    @Test func theArticlesExamples() {
        let source = """
            struct Card: View {
                @ScaledMetric var size: CGFloat = 16
                var body: some View {
                    Text("a").font(.custom("Inter-Regular", fixedSize: 16))
                    Text("b").font(.custom(name, size: size))
                    Text("c").font(.custom(name, fixedSize: size))
                    Text("d").font(.system(size: 17))
                }
            }
            """
        let found = SourceCheck.findings(Array(source.utf8), path: "Card.swift", configuration: LintConfiguration())
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.ruleID)" } == [
                "4:24 warning fixed-font-size", "5:24 error double-scaling", "7:24 warning fixed-font-size",
            ])
        #expect(
            found[0].message.text.contains("callout") || found[0].message.text.contains("headline"),
            "\(found[0].message.text)")
    }

    /// Configuration and comments decide as for a dictionary: off, raised, silenced.
    @Test func severitiesAndSuppressions() {
        let source = """
            Text("a").font(.system(size: 17))
            // plistc:disable:next fixed-font-size
            Text("b").font(.system(size: 17))
            // plistc:disable
            Text("c").font(.system(size: 17))
            // plistc:enable
            Text("d").font(.system(size: 17)) // plistc:disable:this fixed-font-size
            """
        let lines = SourceCheck.findings(Array(source.utf8), path: "A.swift", configuration: LintConfiguration())
            .map(\.location.line)
        #expect(lines == [1])
        let raised = SourceCheck.findings(
            Array(source.utf8), path: "A.swift",
            configuration: LintConfiguration(severities: [FixedFontSizeRule.description.id: .error]))
        #expect(raised.map(\.severity) == [.error])
        let off = SourceCheck.findings(
            Array(source.utf8), path: "A.swift",
            configuration: LintConfiguration(disabledRules: [FixedFontSizeRule.description.id]))
        #expect(off.isEmpty)
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}

/// The same `plistc:` grammar in Swift as in a property list.
@Suite struct SourceSuppressionGrammarTests {
    private func lines(_ source: String) -> [String] {
        SourceCheck.findings(Array(source.utf8), path: "A.swift", configuration: LintConfiguration())
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    @Test func fileAllAndRegions() {
        #expect(lines("Text(\"a\").font(.system(size: 17))\n// plistc:disable-file fixed-font-size\n").isEmpty)
        #expect(
            lines(
                "// plistc:disable all\nText(\"a\").font(.system(size: 17))\n// plistc:enable all\nText(\"b\").font(.system(size: 17))\n"
            )
                == ["4:16 fixed-font-size"])
    }

    @Test func anEnableWithoutRulesClosesEveryRegion() {
        #expect(
            lines(
                "// plistc:disable fixed-font-size\nText(\"a\").font(.system(size: 17))\n// plistc:enable\nText(\"b\").font(.system(size: 17))\n"
            )
                == ["4:16 fixed-font-size"])
    }

    /// Only a comment that starts with `plistc:` speaks to plistc.
    @Test func plistcLaterInACommentIsNoDirective() {
        #expect(
            lines("/// run plistc: lint first\n// plistc:disable:next all\nText(\"a\").font(.system(size: 17))\n")
                .isEmpty)
    }

    @Test func anUnknownDirectiveOrRuleIsAWarningAtItsComment() {
        #expect(
            lines("Text(\"a\").font(.system(size: 17)) // plistc:disable:ths fixed-font-size\n")
                == ["1:16 fixed-font-size", "1:38 unknown-suppression"])
        #expect(
            lines("// plistc:disable:next fixd-font-size\nText(\"a\").font(.system(size: 17))\n")
                == ["1:4 unknown-suppression", "2:16 fixed-font-size"])
    }
}
