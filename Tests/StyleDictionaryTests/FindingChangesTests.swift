import PlistcDiagnostics
import TestSupport
import Testing

@testable import PlistcStyleDictionary

/// The findings a change adds and resolves, matched pair by pair where both sides start alike
/// and by kind after: what counting every finding by kind gives, the same findings in the same
/// order, whatever repeats, moves or is renamed.
@Suite struct FindingChangesTests {
    /// The referee: every finding of `old` counted by kind; the first of a kind in `new` matched
    /// and the rest added; of a kind `old` has more of, its first resolved.
    private func counted(_ old: [Diagnostic], _ new: [Diagnostic]) -> (added: [Diagnostic], resolved: [Diagnostic]) {
        var left: [FindingChanges.Identity: Int] = [:]
        for finding in old { left[FindingChanges.Identity(finding), default: 0] += 1 }
        let added = new.filter { finding in
            let identity = FindingChanges.Identity(finding)
            guard let count = left[identity], count > 0 else { return true }
            left[identity] = count - 1
            return false
        }
        let resolved = old.filter { finding in
            let identity = FindingChanges.Identity(finding)
            guard let count = left[identity], count > 0 else { return false }
            left[identity] = count - 1
            return true
        }
        return (added, resolved)
    }

    private func finding(
        _ keyPath: String, rule: RuleID, line: Int, severity: Diagnostic.Severity = .warning
    ) -> Diagnostic {
        // A finding about the whole file (no key path) is matched by its words, positions
        // set aside.
        Diagnostic(
            severity: severity, ruleID: rule,
            message: Diagnostic.Message(keyPath.isEmpty ? "the file (first at \(line):3)" : "about \(keyPath)"),
            location: SourceLocation(file: "f.plist", line: line, column: 1), keyPath: keyPath)
    }

    /// A side of findings about a few keys under two rules, repeats included, and a change of
    /// it: a long stretch kept alike at the start, then findings renamed, dropped and added.
    private func sides(_ generator: inout some RandomNumberGenerator) -> (old: [Diagnostic], new: [Diagnostic]) {
        let rules: [RuleID] = ["unknown-style", "duplicate-key"]
        let kinds = Int.random(in: 1...24, using: &generator)
        func random(_ line: Int) -> Diagnostic {
            let key = Int.random(in: 0..<kinds, using: &generator)
            return finding(
                key == 0 ? "" : "k\(key)", rule: rules.randomElement(using: &generator) ?? "x", line: line,
                severity: Int.random(in: 0..<5, using: &generator) == 0 ? .error : .warning)
        }
        let old = (0..<Int.random(in: 0...60, using: &generator)).map(random)
        let kept = Int.random(in: 0...old.count, using: &generator)
        let new = Array(old[..<kept]) + (0..<Int.random(in: 0...20, using: &generator)).map { random(100 + $0) }
        return Bool.random(using: &generator) ? (old, new) : (new, old)
    }

    @Test func matchesAsCountingEveryFindingByKind() {
        var generator = SplitMix64(seed: 2_056)
        for _ in 0..<2_000 {
            let (old, new) = sides(&generator)
            let (added, resolved) = FindingChanges.between(old, new)
            let expected = counted(old, new)
            #expect(added == expected.added)
            #expect(resolved == expected.resolved)
        }
    }

    /// Many kinds left over (more than are looked for one by one): the first of each resolved,
    /// those among the findings both sides start with included.
    @Test func manyKindsLeftOverAreResolvedAtTheirFirst() {
        let kept = (0..<12).map { finding("k\($0)", rule: "duplicate-key", line: $0) }
        let again = (0..<12).map { finding("k\($0)", rule: "duplicate-key", line: 20 + $0) }
        let (added, resolved) = FindingChanges.between(kept + again, kept)
        #expect(added.isEmpty)
        #expect(resolved == kept)
    }

    /// Of a kind the old side has more of, the first are resolved, though they stand among the
    /// findings both sides start with alike.
    @Test func theFirstOfAKindLeftOverAreResolved() {
        let first = finding("k", rule: "duplicate-key", line: 1)
        let second = finding("k", rule: "duplicate-key", line: 2)
        let other = finding("j", rule: "duplicate-key", line: 3)
        let (added, resolved) = FindingChanges.between([first, other, second], [first, other])
        #expect(added.isEmpty)
        #expect(resolved == [first])
    }
}
