import PlistcDiagnostics
import PlistcPropertyList
import PlistcSourceChecks
import PlistcStyleDictionary
import PlistcSwiftSource
import Testing

/// `double-scaling`'s fix, on the forms apps write: the label alone changes, so the fixed file
/// lexes to the same tokens but that one.
@Suite("The double-scaling fix")
struct DoubleScalingFixTests {
    static let forms = [
        "@ScaledMetric var size = 17\nlet f = Font.custom(\"A\", size: size)",
        "@ScaledMetric(relativeTo: .title) private var size: CGFloat = 28\nText(\"é\").font(.custom(name,\n    size: self.size))",
        "@ScaledMetric var size = 17\nText(\"a\").font(.custom(\"A\", /* 1 */ size /* 2 */ : size)) // end",
        "let s = UIFontMetrics.default.scaledValue(for: 17)\r\nText(\"a\").font(.custom(\"A\", size: s))",
        "Text(\"a\").font(.custom(\"A\", size: metrics.scaledValue(for: 17, compatibleWith: nil)))",
    ]

    @Test(arguments: forms)
    func onlyTheLabelChanges(source: String) throws {
        let bytes = Array(source.utf8)
        let found = SourceCheck.findings(bytes, path: "F.swift", configuration: LintConfiguration())
        let finding = try #require(found.first { $0.ruleID == DoubleScalingRule.description.id })
        let range = try #require(finding.fix?.range)
        #expect(String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self) == "size")
        let fixed = FixApplication(bytes, applying: found).bytes
        let (before, after) = (SwiftLexer(bytes).tokens, SwiftLexer(fixed).tokens)
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0.text != $1.text }
        #expect(changed.map { "\($0.text)→\($1.text)" } == ["size→fixedSize"])
        #expect(zip(before, after).allSatisfy { $0.line == $1.line })
        let again = SourceCheck.findings(fixed, path: "F.swift", configuration: LintConfiguration())
        #expect(!again.contains { $0.ruleID == DoubleScalingRule.description.id }, "fixed: \(again)")
        #expect(range.start.line == finding.location.line || source.contains("\n    size"))
    }

    /// With `relativeTo:` the call is reported without a fix: the argument would have to go.
    @Test func relativeToIsLeftToAPerson() {
        let source = "@ScaledMetric var size = 17\nText(\"a\").font(.custom(\"A\", size: size, relativeTo: .body))"
        let found = SourceCheck.findings(Array(source.utf8), path: "F.swift", configuration: LintConfiguration())
        #expect(found.map(\.ruleID) == [DoubleScalingRule.description.id])
        #expect(found.first?.fix == nil)
    }
}
