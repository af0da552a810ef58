import PlistcDesignTokens
import PlistcDiagnostics
import PlistcJSON
import Testing

/// Tokens Studio's themes: which sets a choice of themes reads, and in what order.
@Suite("Token themes")
struct TokenThemesTests {
    static func themes(_ text: String) throws -> TokenThemes {
        let value = try JSONParser.parse(Array(text.utf8))
        return try #require(TokenThemes(value, at: SourceLocation(file: "$themes.json", line: 1, column: 1)))
    }

    /// Reference-only sets come first, then the enabled ones, each in `tokenSetOrder`'s order
    /// (sets it lacks after, in the theme's order); disabled sets are not read.
    @Test func referenceSetsFirstThenTheSetOrder() throws {
        let themes = try Self.themes(
            #"[{"name": "A", "selectedTokenSets": {"z": "enabled", "b": "enabled", "a": "source", "d": "disabled", "extra": "enabled"}}]"#
        )
        let sets = try themes.sets(for: ["A"], order: ["a", "b", "d", "z"]).get()
        #expect(sets.map(\.name) == ["a", "b", "z", "extra"])
        #expect(sets.map(\.referenceOnly) == [true, false, false, false])
    }

    /// A set two chosen themes name is read as the one that reads more of it.
    @Test func twoThemesReadTheirSetsOnce() throws {
        let themes = try Self.themes(
            #"""
            [{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
             {"name": "Big", "group": "Size", "selectedTokenSets": {"core": "enabled", "big": "enabled"}}]
            """#)
        let sets = try themes.sets(for: ["Light", "Size/Big"], order: ["core", "light", "big"]).get()
        #expect(
            sets == [
                .init(name: "core", referenceOnly: false), .init(name: "light", referenceOnly: false),
                .init(name: "big", referenceOnly: false),
            ])
    }

    /// A name two groups share needs its group; an unknown one gets the nearest name.
    @Test func ambiguousAndUnknownNames() throws {
        let themes = try Self.themes(
            #"[{"name": "Dark", "group": "Web"}, {"name": "Dark", "group": "iOS"}, {"name": "Light"}]"#)
        let ambiguous = themes.sets(for: ["Dark"], order: [])
        #expect(throws: ThemeError.self) { try ambiguous.get() }
        if case .failure(let error) = ambiguous {
            #expect(
                error.diagnostic.message.text
                    == "2 themes are named 'Dark': say which, --theme Web/Dark or --theme iOS/Dark")
        }
        #expect(try themes.sets(for: ["iOS/Dark"], order: []).get().isEmpty)
        if case .failure(let error) = themes.sets(for: ["Ligth"], order: []) {
            #expect(error.diagnostic.message.text.hasPrefix("no theme is named 'Ligth': did you mean --theme Light?"))
        } else {
            Issue.record("an unknown theme was accepted")
        }
    }

    /// What is not an array of named themes is none: a theme without a name is left out.
    @Test func onlyNamedThemesCount() throws {
        #expect(TokenThemes(.object([]), at: SourceLocation(file: "t", line: 1, column: 1)) == nil)
        let themes = try Self.themes(#"[{"id": "x"}, 3, {"name": "Only"}]"#)
        #expect(themes.themes.map(\.name) == ["Only"])
    }
}
