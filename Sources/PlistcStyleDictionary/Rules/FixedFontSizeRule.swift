import PlistcDiagnostics

/// `fixed-font-size`: the app's Swift sets a font at a size that never grows with Dynamic Type.
public enum FixedFontSizeRule: Rule {
    public static let description = RuleDescription(
        id: "fixed-font-size", defaultSeverity: .warning,
        summary:
            "the app's Swift, a storyboard or a XIB sets a font at a fixed size, which never grows with Dynamic Type (with --sources)",
        explanation: """
            A font made at a number of points stays that size at every content size: text
            shown in it ignores the user's text size, which Apple asks every app to follow.
            Reported at `.system(size: N)` and `Font.system(size: N)`, `Font.custom(_:fixedSize:)`
            with a number, and UIKit's `UIFont(name:size:)` and `UIFont.systemFont(ofSize:)` (and
            its bold and italic forms) with a number, unless the font is handed to
            `UIFontMetrics`'s `scaledFont(for:)` in the same file. The message names the text
            style whose default size is nearest: use it (`.font(.body)`, a dictionary style with
            ScaledFont, or `.custom(_:size:relativeTo:)`), or, for a size that must not grow,
            say so with `// plistc:disable:next fixed-font-size`. In a storyboard or XIB: a
            label, text field, text view or button in a custom font or the system font at a
            point size, which no Swift of --sources gives a scaled font, through an outlet
            that holds the view (the scene's class, an extension or a superclass of it, or
            another object holding it) or in the view's own class; the message names the
            outlet, the nearest text style, and the style of a dictionary shown in the same
            font at the same size.
            """,
        kind: .source,
        triggeringExamples: [
            "Text(\"Hi\").font(↓.system(size: 17))",
            "Text(\"Hi\").font(↓.custom(\"Inter-Regular\", fixedSize: 16))",
            "label.font = UIFont.↓systemFont(ofSize: 13)",
        ],
        nonTriggeringExamples: [
            "Text(\"Hi\").font(.custom(\"Inter-Regular\", size: 17, relativeTo: .body))",
            "let base = UIFont(name: \"Noteworthy-Light\", size: 17)!\nlabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)",
            "// plistc:disable:next fixed-font-size\nText(\"Hi\").font(.system(size: 9))",
        ])
}
