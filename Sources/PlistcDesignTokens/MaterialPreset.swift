import PlistcStyleDictionary

/// Material 3's type scale (display, headline, title, body, label × large, medium, small)
/// mapped to iOS's text styles by role and size: the roles in the order of their sizes, each to
/// the next iOS style in the order of Apple's, so that the dictionary keeps Apple's hierarchy.
/// No source publishes such a table (Material Components for iOS says a 1:1 mapping is not
/// possible); this is plistc's. Display roles (36 to 57 sp) and titleSmall have no style left.
enum MaterialPreset {
    /// The name of the preset in `.plistc.json` (`"preset": "material3"`).
    static let name = "material3"

    /// The iOS style of each role, by the role's name folded (`headlinelarge`).
    static let styles: [String: TextStyle] = [
        "headlinelarge": .largeTitle, "headlinemedium": .title, "headlinesmall": .title2, "titlelarge": .title3,
        "titlemedium": .headline, "bodylarge": .body, "labellarge": .callout, "bodymedium": .subheadline,
        "bodysmall": .footnote, "labelmedium": .caption, "labelsmall": .caption2,
    ]

    /// The roles of the scale, folded, in its order.
    static let roles = ["display", "headline", "title", "body", "label"].flatMap { role in
        ["large", "medium", "small"].map { role + $0 }
    }

    /// A folded role as Material writes it: `headlineLarge`.
    static func spelled(_ role: String) -> String {
        for size in ["large", "medium", "small"] where role.hasSuffix(size) {
            return role.dropLast(size.count) + size.prefix(1).uppercased() + size.dropFirst()
        }
        return role
    }

    /// The fewest distinct roles among the typography tokens for the preset to apply by itself.
    static let fewestRoles = 3

    /// The role a token's path names (`md.sys.typescale.headline-large`, `headline.large`,
    /// `Headline/Large`, `headlineLarge`), folded, from its last two parts.
    static func role(of path: String) -> String? {
        let tail = path.split(whereSeparator: { $0 == "." || $0 == "/" }).suffix(2).joined()
        let folded = String(tail.lowercased().filter { $0.isLetter })
        return roles.first { folded.hasSuffix($0) }
    }
}
