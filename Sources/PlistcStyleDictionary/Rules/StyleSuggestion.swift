import PlistcDiagnostics

/// The text style a mistyped key most likely meant, in any of its spellings: `title1` → title,
/// `Body` → body, `subhead` → subheadline, `captoin` → caption, `UIFontTextStyleBody` (UIKit's
/// constant, not its raw value) → body, `UICTFontTextStyleBodyy` → body.
enum StyleSuggestion {
    private static let aliases: [String: TextStyle] = [
        "title1": .title, "title0": .largeTitle, "caption1": .caption, "subhead": .subheadline,
        "large": .largeTitle, "largetitle1": .largeTitle, "display": .largeTitle, "text": .body,
        "paragraph": .body, "footer": .footnote, "small": .caption, "h1": .largeTitle, "h2": .title,
        "h3": .title2, "h4": .title3,
    ]

    /// The style `key` most likely names, at most `distance` edits away (or in another case, or
    /// an alias).
    static func style(for key: String, within distance: Int = 2) -> TextStyle? {
        spellings.suggestion(for: key, within: distance).flatMap { styles[$0] }
    }

    /// UIKit's name for a style as an Objective-C constant, `UIFontTextStyleBody`: a key that
    /// holds it means the style, though neither format spells it so.
    static func constantName(of style: TextStyle) -> String {
        let name = style.uiKitName.dropFirst()
        return "UIFontTextStyle" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The style each spelling names: SwiftUI's names, UIKit's raw values and constants.
    private static let styles: [String: TextStyle] = {
        var styles: [String: TextStyle] = [:]
        for style in TextStyle.allCases {
            for spelling in [style.rawValue, style.uiKitRawValue, constantName(of: style)] { styles[spelling] = style }
        }
        return styles
    }()

    private static let spellings = SpellingIndex(
        TextStyle.allCases.map(\.rawValue) + TextStyle.allCases.map(\.uiKitRawValue)
            + TextStyle.allCases.map(constantName(of:)),
        aliases: aliases.mapValues(\.rawValue))
}
