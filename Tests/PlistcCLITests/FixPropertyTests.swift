import Foundation
import PlistcDiagnostics
import PlistcIO
import PlistcPropertyList
import PlistcStyleDictionary
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// `--fix` on inputs nobody wrote for it: every fixture, 1,200 seeded mutations of a style
/// dictionary (`DeviceMutations`: odd spellings of numbers, strings and keys), up to 2,000
/// files of a fuzz run's corpora (`PLISTC_FUZZ_CORPUS`), and the real corpus. After fixing,
/// the file reads with no error left that has no fix; a second fix changes nothing; no
/// fixable finding remains; the value tree differs only under the key paths the fixes named;
/// and a file with nothing to fix is not touched.
@Suite("lint --fix on every input")
struct FixPropertyTests {
    static let runtimes: [DeviceRuntime] = [.ios17, .gewill]

    static func fixer(_ runtime: DeviceRuntime) -> FileFixer {
        FileFixer(
            pipeline: Pipeline(limits: ReaderLimits()),
            configuration: LintConfiguration(options: LintOptions(runtime: runtime)))
    }

    /// What is wrong with fixing `bytes`, one line each.
    static func problems(fixing bytes: [UInt8], runtime: DeviceRuntime, name: String) -> [String] {
        let fixer = Self.fixer(runtime)
        let result = fixer.fix(bytes, path: name)
        guard !result.fixed.isEmpty else {
            return result.bytes == bytes ? [] : ["\(name): changed with no fix applied"]
        }
        var problems: [String] = []
        let after = PlistReader().read(result.bytes, path: name)
        if let error = after.diagnostics.first(where: { $0.severity == .error && $0.fix == nil }) {
            problems.append("\(name): unreadable after fixing: \(error.message)")
        }
        let again = fixer.fix(result.bytes, path: name)
        if !again.fixed.isEmpty || again.bytes != result.bytes {
            problems.append("\(name): a second --fix changes \(again.fixed.map(\.ruleID))")
        }
        let before = PlistReader().read(bytes, path: name)
        if let old = before.root, let new = after.root {
            let allowed = Self.allowedPaths(result.fixed)
            let (oldLeaves, newLeaves) = (Self.leaves(old), Self.leaves(new))
            for path in Set(oldLeaves.keys).union(newLeaves.keys) where oldLeaves[path] != newLeaves[path] {
                if !allowed.contains(where: { path == $0 || path.hasPrefix($0 + ".") || $0.isEmpty }) {
                    problems.append("\(name): '\(path)' changed, which no fix named (fixed: \(allowed.sorted()))")
                }
            }
        }
        return problems
    }

    /// The key paths the fixes may change: each finding's, and a renamed key's new path.
    static func allowedPaths(_ fixed: [Diagnostic]) -> Set<String> {
        var paths: Set<String> = []
        for finding in fixed {
            paths.insert(finding.keyPath)
            guard let fix = finding.fix, case .content = fix.target else { continue }
            var parts = finding.keyPath.split(separator: ".").map(String.init)
            guard !parts.isEmpty else { continue }
            parts[parts.count - 1] = fix.replacement
            paths.insert(parts.joined(separator: "."))
        }
        return paths
    }

    /// Every leaf of a value tree by key path (the last of repeated keys, as it is read).
    static func leaves(_ value: PlistValue, path: String = "") -> [String: String] {
        switch value.content {
        case .dictionary(let dictionary):
            var result: [String: String] = [:]
            for entry in dictionary.entries {
                let child = path.isEmpty ? entry.key : path + "." + entry.key
                result.merge(leaves(entry.value, path: child)) { $1 }
            }
            return result
        case .array(let items):
            var result: [String: String] = [:]
            for (index, item) in items.enumerated() { result.merge(leaves(item, path: path + "[\(index)]")) { $1 } }
            return result
        default:
            return [path: value.jsonText(indent: nil)]
        }
    }

    @Test(arguments: runtimes)
    func everyFixtureFixesCleanly(runtime: DeviceRuntime) {
        var fixedFiles = 0
        for path in Fixtures.allPlists {
            let bytes = Fixtures.bytes(path)
            let problems = Self.problems(fixing: bytes, runtime: runtime, name: Fixtures.relative(path))
            for problem in problems { Issue.record(Comment(rawValue: problem)) }
            if !Self.fixer(runtime).fix(bytes, path: path).fixed.isEmpty { fixedFiles += 1 }
        }
        #expect(fixedFiles >= 9, "the fixtures of Fixtures/fix at least")
    }

    /// A fuzz run's corpora, when `PLISTC_FUZZ_CORPUS` names one (`.ci/run` sets it right after
    /// fuzzing).
    @Test(
        .enabled(
            if: !Fixtures.fuzzCorpus(limit: 1).isEmpty,
            "PLISTC_FUZZ_CORPUS names no fuzz corpus (.ci/run sets it after fuzzing)"))
    func theFuzzCorpusFixesCleanly() {
        for path in Fixtures.fuzzCorpus(limit: 2_000) {
            for problem in Self.problems(fixing: Fixtures.bytes(path), runtime: .ios17, name: path) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test func seededMutationsFixCleanly() {
        var mutations = DeviceMutations(seed: 20_261_201)
        var fixedKinds: [String: Int] = [:]
        for _ in 0..<1_200 {
            let mutation = mutations.next()
            let problems = Self.problems(fixing: mutation.bytes, runtime: .ios17, name: mutation.detail)
            for problem in problems { Issue.record(Comment(rawValue: problem)) }
            if !Self.fixer(.ios17).fix(mutation.bytes, path: "m").fixed.isEmpty {
                fixedKinds[mutation.kind, default: 0] += 1
            }
        }
        #expect(fixedKinds.count >= 3, "fixes happen in several kinds of mutation: \(fixedKinds)")
    }

    @Test(.enabled(if: Fixtures.realCorpus != nil, "../shared/corpus/real is missing: the real corpus is skipped"))
    func theRealCorpusFixesCleanly() throws {
        let corpus = try #require(Fixtures.realCorpus)
        let paths = Fixtures.files(in: corpus, withExtension: "plist")
        #expect(!paths.isEmpty)
        for path in paths {
            for problem in Self.problems(fixing: Fixtures.bytes(path), runtime: .ios17, name: path) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }
}
