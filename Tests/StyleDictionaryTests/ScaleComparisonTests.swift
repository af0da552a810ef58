import PlistcDiagnostics
import PlistcPropertyList
import TestSupport
import Testing

@testable import PlistcStyleDictionary

/// `ScaleComparison` and the matching of findings: what `plistc diff` reports, cell by cell.
@Suite("Comparing two resolved scales")
struct ScaleComparisonTests {
    /// The scale of a dictionary written as entries (`StyleText`-like), all twelve sizes.
    private func scale(_ entries: String, model: ScalingModel = .uifontmetrics) -> TypeScale {
        let document = PlistReader().read(Array("<plist><dict>\(entries)</dict></plist>".utf8), path: "x.plist")
        return TypeScale(source: "x.plist", verdict: RuntimeVerdict(StyleDictionaryFile(document)), model: model)
    }

    private func entry(
        _ style: String, font: String = "Brand", size: String = "<integer>17</integer>", extra: String = ""
    )
        -> String
    {
        "<key>\(style)</key><dict><key>fontName</key><string>\(font)</string><key>fontSize</key>\(size)\(extra)</dict>"
    }

    private func compare(_ old: String?, _ new: String?) -> ScaleComparison {
        ScaleComparison(
            old: .init(label: "old", scale: old.map { scale($0) }),
            new: .init(label: "new", scale: new.map { scale($0) }))
    }

    @Test func aScaleComparedWithItselfIsEmpty() {
        let comparison = compare(entry("body") + entry("title"), entry("body") + entry("title"))
        #expect(comparison.isEmpty)
        #expect(comparison.cells.isEmpty && comparison.changedStyles.isEmpty)
        #expect(comparison.presence == .both)
    }

    @Test func aNewSizeChangesTheCellsWhoseRoundedSizeMoves() throws {
        let comparison = compare(entry("body"), entry("body", size: "<integer>18</integer>"))
        let old = scale(entry("body")).rows.first { $0.style == .body }
        let new = scale(entry("body", size: "<integer>18</integer>")).rows.first { $0.style == .body }
        let moved = try zip(#require(old).sizes, #require(new).sizes).filter { $0 != $1 }.count
        #expect(comparison.cells.count == moved && moved > 0)
        #expect(comparison.cells.allSatisfy { $0.style == .body })
        let large = try #require(comparison.cells.first { $0.category == .large })
        #expect(large.old == 17 && large.new == 18 && large.delta == 1)
        #expect(abs(try #require(large.percent) - 100 / 17) < 1e-12)
        #expect(comparison.changedStyles == [.body])
    }

    /// Sizes that are not numbers on both sides are the same size: a `NaN` never reads as a
    /// change of the file against itself.
    @Test func notANumberOnBothSidesIsNoChange() {
        let nan = entry("body", size: "<real>nan</real>")
        let comparison = compare(nan, nan)
        #expect(comparison.cells.isEmpty)
        let changed = compare(nan, entry("body"))
        #expect(!changed.cells.isEmpty)
        #expect(changed.cells.allSatisfy { $0.delta == nil && $0.percent == nil })
    }

    @Test func aStyleThatStartsFallingBackIsAFallbackAddedWithItsFont() throws {
        let comparison = compare(entry("body") + entry("caption1"), entry("caption1"))
        let fallback = try #require(comparison.fallbacksAdded.first)
        #expect(comparison.fallbacksAdded.count == 1 && fallback.style == .body && fallback.font == "Brand")
        #expect(fallback.reason.contains("no entry"))
        #expect(comparison.fallbacksRemoved.isEmpty)
        // The font that changes with the fallback is the fallback's, not a property change.
        #expect(!comparison.properties.contains { $0.property == "fontName" })
        let back = compare(entry("caption1"), entry("body") + entry("caption1"))
        #expect(back.fallbacksRemoved.map(\.style) == [.body] && back.fallbacksRemoved.first?.font == "Brand")
    }

    @Test func propertiesThatChangeAreListedAsText() {
        let comparison = compare(
            entry("body", extra: "<key>lineHeight</key><real>1.2</real>"),
            entry("body", font: "Brand-Bold", extra: "<key>letterSpacing</key><real>0.5</real>"))
        let changes = comparison.properties.map {
            "\($0.style.rawValue) \($0.property) \($0.old ?? "nil") \($0.new ?? "nil")"
        }
        #expect(
            changes == ["body fontName Brand Brand-Bold", "body lineHeight 1.2 nil", "body letterSpacing nil 0.5"])
        #expect(comparison.cells.isEmpty && !comparison.isEmpty)
    }

    @Test func aDictionaryOnOneSideOnlyIsAddedOrRemoved() {
        let added = compare(nil, entry("body"))
        #expect(added.presence == .added && !added.isEmpty)
        #expect(added.cells.count == 11 * 12)
        #expect(added.cells.allSatisfy { $0.old == nil && $0.new != nil })
        // The styles of an added dictionary that fall back are fallbacks added.
        #expect(added.fallbacksAdded.count == 10)
        let removed = compare(entry("body"), nil)
        #expect(removed.presence == .removed && removed.fallbacksRemoved.count == 10)
    }

    @Test func aChangedModelChangesTheCells() {
        let old = ScaleComparison.Side(label: "a", scale: scale(entry("body")))
        let new = ScaleComparison.Side(label: "b", scale: scale(entry("body"), model: .pointsize))
        #expect(!ScaleComparison(old: old, new: new).cells.isEmpty)
    }

    private func finding(_ rule: RuleID, _ message: String, line: Int, keyPath: String = "") -> Diagnostic {
        Diagnostic(
            severity: .warning, ruleID: rule, message: .init(message),
            location: SourceLocation(file: "x.plist", line: line, column: 3), keyPath: keyPath)
    }

    /// A finding about an element is the same on both sides when its rule, severity and key
    /// path are, whatever its words say: a value reworded, a binary file's `byte N:`.
    @Test func findingsAboutAnElementMatchByRuleAndKeyPath() {
        let old = [
            finding("font-size-range", "'body.fontSize' is 9 points", line: 9, keyPath: "body.fontSize"),
            finding("unknown-font", "'A' is not a font", line: 4, keyPath: "title.fontName"),
        ]
        let new = [
            finding("font-size-range", "byte 69: 'body.fontSize' is 8 points", line: 1, keyPath: "body.fontSize"),
            finding("unknown-font", "byte 88: 'A' is not a font", line: 1, keyPath: "caption.fontName"),
        ]
        let comparison = ScaleComparison(
            old: .init(label: "a", scale: scale(""), diagnostics: old),
            new: .init(label: "b", scale: scale(""), diagnostics: new))
        #expect(comparison.findingsAdded.map(\.keyPath) == ["caption.fontName"])
        #expect(comparison.findingsResolved.map(\.keyPath) == ["title.fontName"])
    }

    /// A finding about the whole file matches by its message, a binary file's `byte N:` and
    /// the positions it quotes set aside.
    @Test(arguments: [
        ("byte 8: no entries", "no entries"), ("byte 12345: x", "x"), ("byte : x", "byte : x"),
        ("byte 8:x", "byte 8:x"),
        ("bytes 8: x", "bytes 8: x"), ("byte 8: ", ""),
    ])
    func aBinaryFilesOffsetIsSetAside(message: String, expected: String) {
        #expect(FindingChanges.Identity.withoutByteOffset(message) == expected)
    }

    /// Findings match by rule, severity and message, the positions they quote set aside, and as
    /// many of a kind as both sides have.
    @Test func findingsMatchByWhatTheySayNotWhere() {
        let old = [
            finding("duplicate-key", "'body' is repeated (first at 4:5)", line: 9),
            finding("unknown-style", "'x' is not a style", line: 2),
            finding("unknown-style", "'x' is not a style", line: 3),
        ]
        let new = [
            finding("duplicate-key", "'body' is repeated (first at 14:5)", line: 19),
            finding("unknown-style", "'x' is not a style", line: 7),
            finding("unknown-style", "'y' is not a style", line: 8),
        ]
        let comparison = ScaleComparison(
            old: .init(label: "a", scale: scale(""), diagnostics: old),
            new: .init(label: "b", scale: scale(""), diagnostics: new))
        #expect(comparison.findingsAdded.map(\.message.text) == ["'y' is not a style"])
        // Of findings that say the same, the first ones are those resolved.
        #expect(comparison.findingsResolved.map(\.location.line) == [2])
    }

    @Test func onlyPositionsAreSetAside() {
        let old = [finding("r", "first at 3:4, then 12:5", line: 1)]
        let new = [finding("r", "first at 9:9, then 1:50", line: 1)]
        let comparison = ScaleComparison(
            old: .init(label: "a", scale: scale(""), diagnostics: old),
            new: .init(label: "b", scale: scale(""), diagnostics: new))
        #expect(comparison.findingsAdded.isEmpty && comparison.findingsResolved.isEmpty)
        let other = ScaleComparison(
            old: .init(label: "a", scale: scale(""), diagnostics: [finding("r", "font A", line: 1)]),
            new: .init(label: "b", scale: scale(""), diagnostics: [finding("r", "font B", line: 1)]))
        #expect(other.findingsAdded.count == 1 && other.findingsResolved.count == 1)
    }

    /// Positions are digits, a colon and digits, each run whole; anything else stays.
    @Test(arguments: [
        ("first at 12:5", "first at …"), ("1:2:3", "…:3"), ("a1b:2", "a1b:2"), (":5 and 5:", ":5 and 5:"),
        ("12:5, 3:40.", "…, …."), ("no position", "no position"), ("9:9", "…"), ("x 007:08y", "x …y"),
        ("ratio 3:2.5", "ratio ….5"), ("", ""), ("é 1:2 é", "é … é"), ("1:", "1:"), (":1", ":1"),
    ])
    func positionsAreSetAside(message: String, expected: String) {
        #expect(FindingChanges.Identity.withoutPositions(message) == expected)
    }
}
