import PlistcDiagnostics
import Testing

@testable import PlistcStyleDictionary

/// `Findings`, which makes only the findings that can be shown: whatever the order they
/// arrive in, what it settles is what making and settling every one gives.
@Suite struct FindingsTests {
    private let rule: RuleID = "unknown-style"

    private func finding(line: Int, column: Int, severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(
            severity: severity, ruleID: rule, message: Diagnostic.Message("at \(line):\(column)"),
            location: SourceLocation(file: "f.plist", line: line, column: column), keyPath: "k\(line).\(column)")
    }

    /// Random findings, in runs of document order broken now and then, as rules report them.
    private func arrivals(_ generator: inout some RandomNumberGenerator) -> [Diagnostic] {
        var line = 1
        return (0..<Int.random(in: 0...400, using: &generator)).map { _ in
            line =
                Bool.random(using: &generator) && Int.random(in: 0..<10, using: &generator) == 0
                ? Int.random(in: 1...line, using: &generator) : line + Int.random(in: 0...2, using: &generator)
            return finding(
                line: line, column: Int.random(in: 1...3, using: &generator),
                severity: Diagnostic.Severity.allCases.randomElement(using: &generator) ?? .error)
        }
    }

    @Test func settlesAsMakingEveryFindingDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let found = arrivals(&generator)
            let limit = Bool.random() ? nil : Int.random(in: 0...30, using: &generator)
            let configuration = LintConfiguration(maxFindingsPerRule: limit)
            var eager = Findings(rule, configuration: configuration, suppressions: nil)
            var lazy = Findings(rule, configuration: configuration, suppressions: nil)
            var made = 0
            for diagnostic in found {
                eager.add(diagnostic)
                lazy.add(at: diagnostic.location, severity: diagnostic.severity) {
                    made += 1
                    return diagnostic
                }
            }
            #expect(lazy.settled() == eager.settled())
            // Made: the first limit + 1, and each one before a finding that arrived earlier.
            if let limit, found.count > limit {
                var latest: PlistcDiagnostics.SourceLocation?
                let behind = found.filter { diagnostic in
                    defer { latest = max(latest ?? diagnostic.location, diagnostic.location) }
                    return latest.map { diagnostic.location < $0 } ?? false
                }
                #expect(made <= limit + 1 + behind.count)
            }
        }
    }

    @Test func aHiddenFindingIsCountedAtItsConfiguredSeverity() {
        let configuration = LintConfiguration(severities: [rule: .note], maxFindingsPerRule: 1)
        var findings = Findings(rule, configuration: configuration, suppressions: nil)
        for line in 1...5 {
            findings.add(at: SourceLocation(file: "f.plist", line: line, column: 1), severity: .error) {
                finding(line: line, column: 1, severity: .error)
            }
        }
        let settled = findings.settled()
        #expect(settled.map(\.severity) == [.note, .note])
        #expect(settled.last?.message.text.hasPrefix("4 more unknown-style findings") == true)
    }
}
