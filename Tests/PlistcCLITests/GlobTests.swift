import PlistcDiagnostics
import PlistcIO
import TestSupport
import Testing

@testable import PlistcCLI
@testable import PlistcKit

/// Configuration patterns: `*` within a component, `**` across them, `?` one character.
@Suite("Glob patterns")
struct GlobTests {
    @Test(arguments: [
        ("Fonts/*.plist", "Fonts/Brand.plist", true), ("Fonts/*.plist", "Fonts/Sub/Brand.plist", false),
        ("**/*.plist", "Brand.plist", true), ("**/*.plist", "a/b/c/Brand.plist", true),
        ("**/Legacy/**", "x/Legacy/y/z.plist", true), ("**/Legacy/**", "x/Legacyy/z.plist", false),
        ("Fonts/**", "Fonts", true), ("Br?nd.plist", "Brand.plist", true), ("Br?nd.plist", "Brnd.plist", false),
        ("*", "", false), ("a*b*c", "abc", true), ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false),
        ("**", "any/thing/at/all", true), ("*é*", "café.plist", true), ("Fonts//*.plist", "Fonts/B.plist", true),
    ])
    func matchesAsAShellDoes(pattern: String, path: String, expected: Bool) {
        #expect(Glob.matches(pattern, path) == expected)
    }

    /// The textbook recursive matcher, exponential but exact: the reference.
    private static func reference(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (0...path.count).contains { reference(Array(pattern.dropFirst()), Array(path.dropFirst($0))) }
        }
        guard let first = path.first, component(Array(head), Array(first)) else { return false }
        return reference(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func component(_ pattern: [Character], _ text: [Character]) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*": return (0...text.count).contains { component(Array(pattern.dropFirst()), Array(text.dropFirst($0))) }
        case "?": return !text.isEmpty && component(Array(pattern.dropFirst()), Array(text.dropFirst()))
        default: return text.first == head && component(Array(pattern.dropFirst()), Array(text.dropFirst()))
        }
    }

    @Test func agreesWithTheReferenceOnRandomPatterns() {
        var generator = SplitMix64(seed: 42)
        func word(_ alphabet: [String], _ length: ClosedRange<Int>) -> String {
            (0..<Int.random(in: length, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a"
            }
            .joined()
        }
        for _ in 0..<3_000 {
            let pattern = word(["a", "b", "*", "?", "/", "**/", "/**"], 0...7)
            let path = word(["a", "b", "/"], 0...8)
            let split = { (text: String) in text.split(separator: "/") }
            #expect(Glob.matches(pattern, path) == Self.reference(split(pattern), split(path)), "\(pattern) \(path)")
        }
    }

    /// Inputs that make a backtracking matcher take exponential time end at once.
    @Test func pathologicalPatternsEndAtOnce() {
        let stars = String(repeating: "*a", count: 40) + "*b"
        #expect(!Glob.matches(stars, String(repeating: "a", count: 5_000)))
        let doubleStars = String(repeating: "**/a/", count: 30) + "b"
        #expect(!Glob.matches(doubleStars, Array(repeating: "a", count: 2_000).joined(separator: "/")))
        #expect(Glob.matches(doubleStars, Array(repeating: "a", count: 40).joined(separator: "/") + "/b"))
    }
}
