import PlistcDiagnostics
import TestSupport
import Testing

@testable import PlistcStyleDictionary

/// A file's findings, each rule's in document order, put in one order (a handful in place, more
/// by merging the rules' runs): the same order a stable sort by place and rule gives.
@Suite struct FindingOrderTests {
    private static let rules: [RuleID] = ["unknown-style", "duplicate-key", "unknown-font", "font-size-range"]

    /// Runs of findings, one per rule, each in document order: a long one and a few short ones,
    /// places often shared.
    private func runs(_ generator: inout some RandomNumberGenerator) -> (findings: [Diagnostic], starts: [Int]) {
        var findings: [Diagnostic] = []
        var starts: [Int] = []
        for rule in Self.rules.shuffled(using: &generator) {
            let count = Int.random(in: 0...(Bool.random(using: &generator) ? 200 : 4), using: &generator)
            guard count > 0 else { continue }
            starts.append(findings.count)
            var (line, column) = (Int.random(in: 1...20, using: &generator), 1)
            for index in 0..<count {
                let step = Int.random(in: 0...2, using: &generator)
                (line, column) = (line + step, step > 0 ? 1 : column + Int.random(in: 0...1, using: &generator))
                findings.append(
                    Diagnostic(
                        severity: .warning, ruleID: rule, message: Diagnostic.Message("\(rule) \(index)"),
                        location: SourceLocation(file: "f.plist", line: line, column: column)))
            }
        }
        return (findings, starts)
    }

    @Test func mergingTheRulesRunsSortsAsAStableSortDoes() {
        var generator = SplitMix64(seed: 56)
        // Both ways of putting runs out of order in order are taken: in place for a few
        // findings, by merging runs for more.
        var (few, many) = (0, 0)
        for _ in 0..<300 {
            let (findings, starts) = runs(&generator)
            if starts.dropFirst().contains(where: { Linter.precedes(findings[$0], findings[$0 - 1]) }) {
                if findings.count <= Linter.insertionLimit { few += 1 } else { many += 1 }
            }
            let sorted = findings.indices.sorted { lhs, rhs in
                let (left, right) = (findings[lhs], findings[rhs])
                if Linter.precedes(left, right) { return true }
                if Linter.precedes(right, left) { return false }
                return lhs < rhs
            }.map { findings[$0] }
            var merged = findings
            Linter.merge(&merged, runsStartingAt: starts)
            #expect(merged.map(\.message.text) == sorted.map(\.message.text))
            var resorted = findings
            Linter.sort(&resorted)
            #expect(resorted.map(\.message.text) == sorted.map(\.message.text))
        }
        #expect(few > 20 && many > 20)
    }

    /// One rule's findings, arriving in document order broken now and then: settled in the
    /// order a stable sort by place gives, whether or not any arrived out of order.
    @Test func aRulesFindingsAreSortedWhenOneArrivesOutOfOrder() {
        var generator = SplitMix64(seed: 5_600)
        for _ in 0..<300 {
            var line = 1
            let arrivals = (0..<Int.random(in: 0...60, using: &generator)).map { index in
                line =
                    Int.random(in: 0..<8, using: &generator) == 0
                    ? Int.random(in: 1...line, using: &generator) : line + Int.random(in: 0...2, using: &generator)
                return Diagnostic(
                    severity: .warning, ruleID: Self.rules[0], message: Diagnostic.Message("\(index)"),
                    location: SourceLocation(file: "f.plist", line: line, column: 1))
            }
            var findings = Findings(Self.rules[0], configuration: LintConfiguration(), suppressions: nil)
            for arrival in arrivals { findings.add(at: arrival.location, severity: .warning) { arrival } }
            let sorted = arrivals.indices.sorted {
                arrivals[$0].location != arrivals[$1].location
                    ? arrivals[$0].location < arrivals[$1].location : $0 < $1
            }
            #expect(findings.settled().map(\.message.text) == sorted.map { arrivals[$0].message.text })
        }
    }

    /// Runs in order together come back as they are, whatever the merge would do.
    @Test func runsAlreadyInOrderAreLeftAsTheyAre() {
        let findings = (1...5).map { line in
            Diagnostic(
                severity: .error, ruleID: Self.rules[line % 2], message: Diagnostic.Message("\(line)"),
                location: SourceLocation(file: "f.plist", line: line, column: 1))
        }
        var merged = findings
        Linter.merge(&merged, runsStartingAt: [0, 2, 4])
        #expect(merged == findings)
    }
}
