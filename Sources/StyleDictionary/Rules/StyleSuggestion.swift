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
        if let style = spellings.matchIgnoringCase(key).flatMap(TextStyle.init(rawValue:)) { return style }
        // Aliases are short: a long key is none of them, and is not lowered whole.
        if key.utf8.count <= 16, let style = aliases[key.lowercased()] { return style }
        return spellings.closest(to: key, within: 2).flatMap(TextStyle.init(rawValue:))
    }

    private static let spellings = SpellingIndex(TextStyle.allCases.map(\.rawValue))
}
