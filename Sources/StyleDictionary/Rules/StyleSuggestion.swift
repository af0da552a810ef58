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
        let lowered = key.lowercased()
        if let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return style }
        if let style = aliases[lowered] { return style }
        let scored = TextStyle.allCases.map { ($0, editDistanceIgnoringCase($0.rawValue, key)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistanceIgnoringCase(_ lhs: String, _ rhs: String) -> Int {
        editDistance(lhs.lowercased(), rhs.lowercased())
    }
}
