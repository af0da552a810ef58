import Foundation
import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

/// Inputs crafted to attack a parser. Each must end in a located error, fast and small; the
/// time and memory they take are measured by `Tests/Benchmarks/hostile.sh`, not asserted here.
@Suite("Hostile inputs")
struct HostileInputTests {
    private func onlyProblem(_ document: PlistDocument) -> String? {
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        return document.diagnostics.first?.message.text
    }

    /// A validity error, which libxml2 hands to the error callback with the parser's context
    /// where every other error passes its userData: read as the error it is, located (taking
    /// the context for plistc's own state once crashed the reader).
    @Test func aValidityErrorInTheInternalSubsetIsLocated() {
        let document = read(
            "<!DOCTYPE plist [<!ATTLIST plist version (1.0|1.0) #IMPLIED>]>\n<plist version=\"1.0\"><dict/></plist>\n")
        #expect(document.root == nil)
        #expect(
            problems(document) == [
                "1:50: malformed XML: standalone: attribute enumeration value token 1.0 duplicated; check the markup just before this point"
            ])
    }

    @Test func billionLaughsIsRefusedAtTheFirstDeclaration() {
        let levels = (1...9).map { level in
            "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        let text = "<!DOCTYPE plist [<!ENTITY l0 \"lol\">\(levels.joined())]><plist><string>&l9;</string></plist>"
        let document = read(text)
        #expect(onlyProblem(document)?.contains("declares the entity \"l0\"") == true)
        #expect(document.diagnostics.first?.location.column == 18)
    }

    @Test func quadraticBlowupIsRefused() {
        let big = String(repeating: "x", count: 100_000)
        let references = String(repeating: "&big;", count: 50_000)
        let text = "<!DOCTYPE plist [<!ENTITY big \"\(big)\">]><plist><string>\(references)</string></plist>"
        #expect(onlyProblem(read(text))?.contains("declares the entity \"big\"") == true)
    }

    @Test func parameterEntitiesAreRefusedToo() {
        let text = "<!DOCTYPE plist [<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/x.dtd\"> %remote;]><plist/>"
        #expect(onlyProblem(read(text))?.contains("declares the entity \"remote\"") == true)
    }

    @Test func externalEntityNeverReadsTheFile() throws {
        let secret = "plistc-secret-\(UInt64.random(in: 1...UInt64.max))"
        let folder = try Fixtures.temporaryFolder("secret")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = URL(fileURLWithPath: folder + "/\(secret).txt")
        try secret.write(to: file, atomically: true, encoding: .utf8)
        let text = "<!DOCTYPE plist [<!ENTITY x SYSTEM \"\(file.absoluteString)\">]><plist><string>&x;</string></plist>"
        let document = read(text)
        #expect(document.root == nil)
        #expect(!document.diagnostics.contains { $0.message.text.contains(secret) })
    }

    /// A DOCTYPE naming an external DTD is accepted and never read: the DTD here is garbage
    /// that would fail the parse, and declares an entity the document does not get.
    @Test func externalDTDIsNeverLoaded() throws {
        let folder = try Fixtures.temporaryFolder("garbage-dtd")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dtd = URL(fileURLWithPath: folder + "/garbage.dtd")
        try "<!ENTITY injected \"gotcha\"> this is not a DTD <<<".write(to: dtd, atomically: true, encoding: .utf8)
        let valid = read("<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\"><plist><string>fine</string></plist>")
        #expect(valid.diagnostics.isEmpty)
        #expect(valid.root?.stringValue == "fine")
        let usesEntity = read(
            "<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\"><plist><string>&injected;</string></plist>")
        #expect(usesEntity.root == nil)
        #expect(usesEntity.diagnostics.first?.message.text.contains("&injected; is not an XML entity") == true)
    }

    @Test func hundredThousandLevelsFailCleanly() {
        let depth = 100_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let document = read(text)
        #expect(onlyProblem(document)?.contains("nested more than 512 levels") == true)
        #expect(document.diagnostics.first?.location.column == 8 + 512 * 7)
    }

    @Test(arguments: [1, 16, 512])
    func depthLimitIsExact(limit: Int) {
        func nested(_ depth: Int) -> String {
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</plist>"
        }
        let limits = ReaderLimits(maxDepth: limit)
        #expect(read(nested(limit), limits: limits).diagnostics.isEmpty)
        #expect(read(nested(limit + 1), limits: limits).diagnostics.count == 1)
    }

    @Test func sizeLimitIsEnforcedBeforeParsing() {
        let text = plist("<string>" + String(repeating: "a", count: 1000) + "</string>")
        let limits = ReaderLimits(maxBytes: 500)
        #expect(onlyProblem(read(text, limits: limits))?.contains("larger than plistc's limit of 500 bytes") == true)
        #expect(read(text, limits: ReaderLimits(maxBytes: text.utf8.count)).diagnostics.isEmpty)
    }

    /// Every element that holds text counts its bytes, however libxml2 hands them over (in one
    /// piece, in pieces around references, or as CDATA).
    @Test(arguments: [
        ("string", String(repeating: "a", count: 10)), ("key", String(repeating: "é", count: 5)),
        ("string", "aaaa&amp;aaaaa"), ("string", "<![CDATA[aaaaaaaaaa]]>"), ("data", "AAAAAAAAAAAA"),
    ])
    func textLimitIsExactAndLocated(element: String, content: String) throws {
        let value =
            element == "key" ? "<dict><key>\(content)</key><true/></dict>" : "<\(element)>\(content)</\(element)>"
        let text = plist(value)
        let length = element == "data" ? 12 : 10
        #expect(read(text, limits: ReaderLimits(maxStringBytes: length)).diagnostics.isEmpty)
        let document = read(text, limits: ReaderLimits(maxStringBytes: length - 1))
        let problem = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(
            problem.message.text
                == "<\(element)> holds more than \(length - 1) bytes of text, plistc's limit: is this value meant to be here? raise the limit with --max-string-bytes"
        )
        #expect(problem.ruleID == "plist-syntax")
        // At the element's own <, on the value's line (after "<dict>" for a key).
        #expect(problem.location.line == 3 && problem.location.column == (element == "key" ? 7 : 1))
    }

    @Test func keyLimitIsExactAndLocated() throws {
        func dictionary(_ count: Int) -> String {
            plist("<dict>" + (0..<count).map { "<key>k\($0)</key><true/>" }.joined() + "</dict>")
        }
        let limits = ReaderLimits(maxKeys: 10)
        #expect(read(dictionary(10), limits: limits).diagnostics.isEmpty)
        let document = read(dictionary(11), limits: limits)
        let problem = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(problem.message.text.hasPrefix("this <dict> has more than 10 keys, plistc's limit"))
        #expect(problem.message.text.hasSuffix("raise the limit with --max-keys"))
        // At the eleventh <key>: after "<dict>" and ten 20-character pairs.
        #expect(problem.location.line == 3 && problem.location.column == 7 + 10 * 20)
        // The limit is per dictionary: ten keys in each of two nested ones are fine.
        let nested = plist(
            "<dict>" + (0..<9).map { "<key>k\($0)</key><true/>" }.joined() + "<key>inner</key><dict>"
                + (0..<10).map { "<key>k\($0)</key><true/>" }.joined() + "</dict></dict>")
        #expect(read(nested, limits: limits).diagnostics.isEmpty)
    }

    @Test func defaultLimitsAreDocumented() {
        let limits = ReaderLimits()
        #expect(limits.maxDepth == 512 && limits.maxBytes == 64 << 20)
        #expect(limits.maxStringBytes == 1 << 20 && limits.maxKeys == 100_000)
    }

    @Test func problemCountIsBounded() {
        let body = String(repeating: "<integer>x</integer>", count: 5000)
        let document = read(plist("<array>\(body)</array>"), limits: ReaderLimits(maxDiagnostics: 100))
        // Scalars CoreFoundation rejects count towards the limit, as syntax errors do.
        #expect(document.strictDiagnostics.count == 100)
        #expect(document.diagnostics.last?.message.text == "stopped after 100 problems: fix these and run again")
        #expect(document.hasErrors)
    }

    /// Deferred scalars, warnings and errors share the one limit, in any order.
    @Test func problemsOfEveryKindShareTheLimit() {
        let mixed = (0..<3000).map { index in
            ["<integer>x</integer>", "<date>2020-13-45T00:00:00Z</date>", "<integer>1<!-- c --></integer>"][index % 3]
        }.joined()
        let document = read(plist("<array>\(mixed)</array>"), limits: ReaderLimits(maxDiagnostics: 100))
        #expect(document.strictDiagnostics.count == 100)
        #expect(document.diagnostics.last?.message.text == "stopped after 100 problems: fix these and run again")
    }

    @Test(arguments: 0..<200)
    func randomBytesNeverCrash(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let prefix = Array("<?xml version=\"1.0\"?><plist><dict><key>a</key>".utf8)
        let noise = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
        }
        let document = PlistReader().read(seed.isMultiple(of: 2) ? prefix + noise : noise, path: "noise")
        #expect(document.root == nil || document.diagnostics.isEmpty)
    }
}
