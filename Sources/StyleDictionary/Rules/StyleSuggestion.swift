import PropertyList

/// The text style a mistyped key most likely meant: `title1` → `title`, `Body` → `body`,
/// `subhead` → `subheadline`, `captoin` → `caption`.
enum StyleSuggestion {
    private static let aliases: [String: TextStyle] = [
        "title1": .title, "title0": .largeTitle, "caption1": .caption, "subhead": .subheadline,
        "large": .largeTitle, "largetitle1": .largeTitle, "display": .largeTitle, "text": .body,
        "paragraph": .body, "footer": .footnote, "small": .caption, "h1": .largeTitle, "h2": .title,
        "h3": .title2, "h4": .title3,
    ]

    static func style(for key: String) -> TextStyle? {
        spellings.suggestion(for: key, within: 2).flatMap(TextStyle.init(rawValue:))
    }

    private static let spellings = SpellingIndex(
        TextStyle.allCases.map(\.rawValue), aliases: aliases.mapValues(\.rawValue))
}
