import Foundation
import TestSupport
import Testing

/// `--runtime scaledfont2017`: a 2017-format dictionary (`Fixtures/runtimes/twin-2017.plist`,
/// UIKit raw values as keys, one bad entry) against its twin in ScaledFont 1.0's format
/// (`twin-new.plist`): the hint when no runtime is chosen, the same findings and verdicts as
/// the twin's once it is, and `--fix` that converts keys only towards the runtime predicted.
@Suite("The 2017 format and --runtime scaledfont2017")
struct ScaledFont2017Tests {
    static let folder = Fixtures.directory + "/runtimes"
    static let old = folder + "/twin-2017.plist"
    static let new = folder + "/twin-new.plist"

    /// The text report of `lint` with `options`, against the golden `NAME.text`.
    @Test(arguments: [
        ("twin-2017", [String]()), ("twin-2017.scaledfont2017", ["--runtime", "scaledfont2017"]),
        ("twin-new.ios17", ["--runtime", "ios17"]), ("twin-new.scaledfont2017", ["--runtime", "scaledfont2017"]),
        ("twin-2017.ios17", ["--runtime", "ios17"]),
    ])
    func reportMatchesItsGolden(golden: String, options: [String]) {
        let input = golden.hasPrefix("twin-2017") ? Self.old : Self.new
        let run = CapturedRun(["lint"] + options + [input])
        #expect(run.status == 1)
        if let difference = Golden.check(run.relativeOutput, against: Self.folder + "/\(golden).text") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// With no runtime chosen, a file all in the 2017 format is read as the 2017 code reads it:
    /// one located note says so and names the runtimes to choose from, and no key is an error
    /// or a missing style.
    @Test func noRuntimeReadsA2017FileAsThe2017CodeDoes() {
        let lines = CapturedRun(["lint", Self.old]).output.split(separator: "\n")
        let notes = lines.filter { $0.hasSuffix("[inferred-runtime]") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("twin-2017.plist:6:2: note: read as the 2017 ScaledFont code reads it") == true)
        #expect(notes.first?.contains("--runtime scaledfont2017 or --runtime scaledfont") == true)
        #expect(
            !lines.contains {
                $0.hasSuffix("[missing-style]") || $0.hasSuffix("[unknown-style]") || $0.hasSuffix("[legacy-style-key]")
            })
    }

    /// `build` with no option shows a 2017 file's fonts, as the app that loads it with the 2017
    /// code shows them; with `--runtime scaledfont` every style falls back.
    @Test func noRuntimeBuildsA2017FileWithItsFonts() throws {
        let fixed = Self.folder + "/twin-2017.fixed"
        let inferred = try Self.verdict([fixed])
        #expect(inferred.count == 11 && inferred.allSatisfy { $0.contains(" custom ") })
        #expect(try Self.verdict([fixed]) == Self.verdict(["--runtime", "scaledfont2017", fixed]))
        #expect(try Self.verdict(["--runtime", "scaledfont", fixed]).allSatisfy { !$0.contains(" custom ") })
    }

    /// Each finding without its place: rule, severity, and key path with the keys written as
    /// ScaledFont 1.0 spells them.
    static func findings(_ arguments: [String]) throws -> [String] {
        let output = CapturedRun(["lint", "--reporter", "json"] + arguments).output
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return list.map { finding in
            var keyPath = finding["keyPath"] as? String ?? ""
            for (style, rawValue) in DeviceOracle.rawValues {
                keyPath = keyPath.replacingOccurrences(of: rawValue, with: style)
            }
            return "\(finding["rule"] ?? "") \(finding["severity"] ?? "") \(keyPath)"
        }
    }

    /// Each style's origin and sizes in `build --emit json`.
    static func verdict(_ arguments: [String]) throws -> [String] {
        let output = CapturedRun(["build", "--emit", "json", "--allow-fallbacks"] + arguments).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let styles = try #require(object["styles"] as? [[String: Any]])
        return styles.map { "\($0["style"] ?? "") \($0["origin"] ?? "") \($0["sizes"] ?? "")" }
    }

    /// The 2017 file under the 2017 code is its twin under ScaledFont 1.0, finding for finding
    /// and style for style; each under the other's code has only the format's findings.
    @Test func the2017FileReadsAsItsTwinDoes() throws {
        let oldRead = ["--runtime", "scaledfont2017", Self.old]
        let twin = ["--runtime", "ios17", Self.new]
        #expect(try Self.findings(oldRead) == Self.findings(twin))
        #expect(try Self.verdict(oldRead) == Self.verdict(twin))
        // Fixed, every style keeps its font.
        try Fixtures.withTemporaryFolder("2017") { folder throws in
            let path = folder + "/fixed.plist"
            let text = try String(contentsOfFile: Self.old, encoding: .utf8)
            try text.replacingOccurrences(of: "<string>12</string>", with: "<integer>12</integer>")
                .write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try Self.verdict(["--runtime", "scaledfont2017", path]).allSatisfy { $0.contains(" custom ") })
            #expect(try Self.verdict(["--runtime", "ios17", path]).allSatisfy { $0.contains(" system ") })
        }
        let mirrored = try Self.findings(["--runtime", "scaledfont2017", Self.new])
        #expect(mirrored.filter { $0.hasPrefix("legacy-style-key error") }.count == 11)
    }

    /// `--fix` renames keys towards the runtime predicted only: to SwiftUI's names under
    /// `ios17`, never under `scaledfont2017` or with no runtime chosen; the bad size is fixed
    /// either way.
    @Test(arguments: [
        ("twin-2017.ios17", ["--runtime", "ios17"]), ("twin-2017.scaledfont2017", ["--runtime", "scaledfont2017"]),
        ("twin-2017", [String]()),
    ])
    func fixConvertsKeysOnlyTowardsTheRuntime(golden: String, options: [String]) throws {
        try Fixtures.withTemporaryFolder("2017-fix") { folder throws in
            let path = folder + "/twin-2017.plist"
            try FileManager.default.copyItem(atPath: Self.old, toPath: path)
            _ = CapturedRun(["lint", "--fix"] + options + [path])
            let fixed = try String(contentsOfFile: path, encoding: .utf8)
            if let difference = Golden.check(fixed, against: Self.folder + "/\(golden).fixed") {
                Issue.record(Comment(rawValue: difference))
            }
            #expect(fixed.contains("<integer>12</integer>"))
            #expect(fixed.contains("<key>UICTFontTextStyleBody</key>") == (options != ["--runtime", "ios17"]))
        }
    }

    /// `plistc explain RUNTIME` says what each runtime predicts; the 2017 code's text, with
    /// SKScaledFont's per-screen-height files, against its golden.
    @Test(arguments: ["ios17", "ios16", "scaledfont", "gewill", "scaledfont2017"])
    func explainSaysWhatEachRuntimePredicts(name: String) {
        let run = CapturedRun(["explain", name])
        #expect(run.status == 0 && run.output.hasPrefix(name + ": "), "\(run.output.prefix(80))")
        guard name == "scaledfont2017" else { return }
        #expect(run.output.contains("CircularStd-568h.plist") && run.output.contains("UICTFontTextStyleTitle0"))
        if let difference = Golden.check(run.output, against: Self.folder + "/explain-scaledfont2017.txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// A style whose entry is under the other format's key falls back for that reason, said so,
    /// not as a style the file lacks.
    @Test func theVerdictSaysTheEntryIsUnderTheOtherFormatsKey() {
        let json = CapturedRun([
            "build", "--emit", "json", "--allow-fallbacks", "--runtime", "scaledfont",
            Fixtures.styles + "/legacy-style-key.plist",
        ])
        .output
        #expect(
            json.contains(
                "its entry is under 'UICTFontTextStyleBody', the 2017 format's key, which ScaledFont 1.0 never looks up (--runtime scaledfont2017 reads it)"
            ))
        #expect(json.contains("the file has no entry for this style"), "title has none")
    }

    /// `--runtime` and `--ios` are checked: a name plistc does not know, a version out of range,
    /// and a contradiction are usage errors (status 2) that say what is accepted.
    @Test(arguments: [
        (["--runtime", "scaledfont2071"], "--runtime has no 'scaledfont2071'; did you mean 'scaledfont2017'?"),
        (["--ios", "9"], "--ios takes an iOS version from 11 to 99"),
        (["--ios", "seventeen"], "--ios takes a whole number, 0 or more, not 'seventeen'"),
        (["--runtime", "ios16", "--ios", "17"], "--runtime ios16 and --ios 17 contradict each other"),
    ])
    func runtimeOptionsAreChecked(options: [String], message: String) {
        let run = CapturedRun(["lint"] + options + [Self.new])
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }

    /// `--ios 16` with a runtime predicts that code on CoreFoundation's parser.
    @Test func iosChoosesTheParserOfAnyRuntime() throws {
        let text = try String(contentsOfFile: Self.old, encoding: .utf8).replacingOccurrences(
            of: "<string>12</string>", with: "<integer>12</integer>"
        ).replacingOccurrences(
            of: "<integer>11</integer>", with: "<integer>11</integer>\n\t\t<key>note</key>\n\t\t<integer>x</integer>")
        let bytes = Array(text.utf8)
        let on17 = CapturedRun(["lint", "--runtime", "scaledfont2017", "-"], input: bytes)
        let on16 = CapturedRun(["lint", "--runtime", "scaledfont2017", "--ios", "16", "-"], input: bytes)
        #expect(on17.status == 0 && on17.output.contains("[device-rejects]"), "\(on17.output)")
        #expect(on16.status == 1 && on16.output.contains("error: <integer> holds \"x\""), "\(on16.output)")
    }
}
