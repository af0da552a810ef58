import Foundation
import PlistcTextFit
import TestSupport
import Testing

/// plistc's line-break opportunities are ICU's: the same offsets and hard breaks as PyICU's
/// line `BreakIterator` on the same texts, in their locales.
@Suite("Line breaks, against PyICU")
struct LineBreakDifferentialTests {
    static let texts: [(locale: String, text: String)] = [
        ("en", "Office affinity: Wave, AVA, fjord. (Don't stop!) 100 km/h — e-mail"),
        ("de", "Donaudampfschifffahrtsgesellschaftskapitän und Rechts\u{AD}schutz-Versicherung"),
        ("ja", "設定を保存しました。「アカウント」を確認してください！ｶﾀｶﾅ"),
        ("ar", "مرحبا بالعالم، هذا نص تجريبي (١٢٣)"),
        ("hi", "क्षत्रिय हिन्दी भाषा में स्वागत है।"),
        ("en", "First line\nSecond\r\nThird\u{2028}Fourth\u{2029}"),
        ("en", "👩‍👩‍👧 emoji 🇩🇪 flags"),
    ]

    @Test(
        .enabled(if: LineBreaks.isAvailable, "\(LineBreaks.missingLibrary)"),
        .enabled(if: Installed.pyICU != nil, Installed.pyICUMissing))
    func opportunitiesAreICUsOwn() throws {
        let expected = try Self.pyICU(Self.texts)
        for ((locale, text), reference) in zip(Self.texts, expected) {
            let breaks = try LineBreaks(units: Array(text.utf16), locale: locale)
            #expect(breaks.opportunities.map(\.offset) == reference.map(\.offset), "\(locale): \(text)")
            #expect(breaks.opportunities.map(\.isHard) == reference.map(\.isHard), "\(locale): \(text)")
        }
    }

    @Test(.enabled(if: LineBreaks.isAvailable, "\(LineBreaks.missingLibrary)"))
    func hardBreaksAreMarked() throws {
        let breaks = try LineBreaks(units: Array("ab cd\nef".utf16))
        #expect(
            breaks.opportunities == [
                .init(offset: 3, isHard: false), .init(offset: 6, isHard: true), .init(offset: 8, isHard: false),
            ])
        #expect(try LineBreaks(units: []).opportunities.isEmpty)
    }

    /// PyICU's opportunities for each text: one JSON array per text of `[offset, isHard]`.
    static func pyICU(_ texts: [(locale: String, text: String)]) throws -> [[LineBreaks.Opportunity]] {
        let script = """
            import icu, json, sys
            out = []
            for locale, text in json.load(sys.stdin):
                iterator = icu.BreakIterator.createLineInstance(icu.Locale(locale))
                iterator.setText(icu.UnicodeString(text))
                found = []
                for offset in iterator:
                    found.append([offset, 100 <= iterator.getRuleStatus() < 200])
                out.append(found)
            print(json.dumps(out))
            """
        let input = try JSONSerialization.data(withJSONObject: texts.map { [$0.locale, $0.text] })
        let result = try ProcessResult.run(Installed.pyICU ?? "python3", ["-c", script], input: input)
        try #require(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[[Any]]])
        return json.map { text in
            text.map { .init(offset: ($0.first as? Int) ?? -1, isHard: ($0.last as? Bool) ?? false) }
        }
    }
}
