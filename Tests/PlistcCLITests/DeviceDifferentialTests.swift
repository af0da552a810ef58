import Foundation
import TestSupport
import Testing

/// plistc's verdict against the device's: for each style, whether it keeps the file's font or
/// falls back to the system font, as Apple's parsers decide (`DeviceOracle`), on every fixture,
/// the real corpus and seeded mutations of a complete dictionary.
@Suite("Differential: plistc against Apple's parsers")
struct DeviceDifferentialTests {
    /// plistc's verdict: each style's origin in `build --emit json --allow-fallbacks`.
    static func plistcVerdict(_ bytes: [UInt8], runtime: DeviceOracle.Runtime) -> [String: Bool]? {
        let run = CapturedRun(
            ["build", "--emit", "json", "--allow-fallbacks", "--runtime", runtime.rawValue, "-"], input: bytes)
        guard let json = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            let styles = json["styles"] as? [[String: Any]]
        else { return nil }
        var verdict: [String: Bool] = [:]
        for row in styles {
            guard let style = row["style"] as? String, let origin = row["origin"] as? String else { return nil }
            verdict[style] = origin == "custom"
        }
        return verdict
    }

    /// Where plistc and the device disagree on `bytes`, in words; `nil` when they agree.
    static func disagreement(_ bytes: [UInt8], runtime: DeviceOracle.Runtime) -> String? {
        let device = DeviceOracle.customStyles(Data(bytes), runtime: runtime)
        guard let predicted = plistcVerdict(bytes, runtime: runtime) else {
            return "\(runtime): plistc printed no scale"
        }
        let differing = DeviceOracle.styles.filter { device[$0] != predicted[$0] }
        guard !differing.isEmpty else { return nil }
        // The parser's reason, without its line number, so that failures group by kind.
        let parse =
            DeviceOracle.parseError(Data(bytes), runtime: runtime).map {
                " (" + String($0.prefix(90)).split(whereSeparator: \.isNumber).joined(separator: "#") + ")"
            } ?? ""
        func summary(_ verdict: [String: Bool]) -> String {
            let custom = DeviceOracle.styles.filter { verdict[$0] == true }
            return custom.count == DeviceOracle.styles.count
                ? "all custom"
                : custom.isEmpty ? "all system" : "system for \(DeviceOracle.styles.filter { verdict[$0] != true })"
        }
        return "\(runtime): device \(summary(device)), plistc \(summary(predicted))\(parse)"
    }

    /// The seed of the mutations: `PLISTC_DEVICE_SEED` runs them on another, as a check that
    /// the tests were not written to one (`PLISTC_DEVICE_SEED=7 swift test --filter Device`).
    static let seed = ProcessInfo.processInfo.environment["PLISTC_DEVICE_SEED"].flatMap { UInt64($0) } ?? 20_261_130

    @Test func mutationsGetTheDevicesVerdict() {
        var mutations = DeviceMutations(seed: Self.seed)
        var counts: [String: Int] = [:]
        var failures: [String] = []
        var skipped = 0
        for _ in 0..<2_400 {
            let mutation = mutations.next()
            counts[mutation.kind, default: 0] += 1
            if DeviceMutations.knownGaps[mutation.detail] != nil {
                // Still a gap: if plistc now agrees, the entry is stale.
                let stillDiffers = DeviceOracle.Runtime.allCases.contains {
                    Self.disagreement(DeviceMutations.bytes(of: mutation, for: $0), runtime: $0) != nil
                }
                if !stillDiffers { failures.append("known gap now agrees, remove it: \(mutation.detail)") }
                skipped += 1
                continue
            }
            for runtime in DeviceOracle.Runtime.allCases {
                if let problem = Self.disagreement(DeviceMutations.bytes(of: mutation, for: runtime), runtime: runtime)
                {
                    failures.append("[\(mutation.kind)] \(mutation.detail): \(problem)")
                }
            }
        }
        #expect(counts["unread-scalar", default: 0] >= 300, "\(counts)")
        print(
            "device differential (seed \(Self.seed)): "
                + DeviceMutations.kinds.map { "\($0) \(counts[$0, default: 0])" }.joined(separator: ", ")
                + "; \(skipped) known gaps skipped")
        let classes = Set(failures).sorted()
        if let path = ProcessInfo.processInfo.environment["PLISTC_DEVICE_REPORT"] {
            try? classes.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) disagreements of \(classes.count) kinds:\n\(classes.prefix(60).joined(separator: "\n"))")
    }

    @Test func fixturesGetTheDevicesVerdict() {
        var failures: [String] = []
        for path in Fixtures.allPlists {
            for runtime in DeviceOracle.Runtime.allCases {
                if let problem = Self.disagreement(Fixtures.bytes(path), runtime: runtime) {
                    failures.append("\(Fixtures.relative(path)): \(problem)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(
        .enabled(
            if: Fixtures.realCorpus != nil, "../shared/corpus/real is not in this clone: the real corpus is skipped"))
    func realCorpusGetsTheDevicesVerdict() throws {
        let corpus = try #require(Fixtures.realCorpus)
        var failures: [String] = []
        for path in Fixtures.files(in: corpus, withExtension: "plist") {
            for runtime in DeviceOracle.Runtime.allCases {
                if let problem = Self.disagreement(Fixtures.bytes(path), runtime: runtime) {
                    failures.append("\((path as NSString).lastPathComponent): \(problem)")
                }
            }
        }
        let disagreements = failures.count
        #expect(disagreements == 0, "\(failures.joined(separator: "\n"))")
    }
}
