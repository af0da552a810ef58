import PlistcDiagnostics

/// `ib-adjusts-without-text-style`: in a storyboard or XIB, a label, text field or text view whose
/// Automatically Adjusts Font box is ticked shows a font that is no Dynamic Type text style.
public enum IBAdjustsWithoutTextStyleRule: Rule {
    public static let description = RuleDescription(
        id: "ib-adjusts-without-text-style", defaultSeverity: .warning,
        summary:
            "a storyboard or XIB view adjusts its font for the text size, but its font is no text style (with --sources)",
        explanation: """
            Xcode warns "Automatically Adjusts Font requires using a Dynamic Type text style", on a
            Mac and in Xcode only. A label, text field or text view with
            adjustsFontForContentSizeCategory="YES" follows the user's text size only when its
            font is a text style (Body, Headline…); with a custom font or the system font at a
            point size, the box does nothing and the text never grows. plistc reads every
            .storyboard and .xib among --sources and reports each such view at its element,
            including a view whose attributed text's fragments have such fonts. Give the view a
            text style (in Interface Builder's font menu), or scale the font in code and untick
            the box.
            """,
        fixes: """
            the box is unticked: the adjustsFontForContentSizeCategory attribute is removed with
            the space before it, every other byte kept; the view shows what it showed. With
            --fix-ib-text-style, a view whose own font a dictionary linted with it shows for a
            style, at the same size, is given that text style instead
            (style="UICTFontTextStyleHeadline").
            """,
        kind: .interfaceBuilder,
        triggeringExamples: [
            "<document>\n    ↓<label adjustsFontForContentSizeCategory=\"YES\" id=\"a-1\">\n        <fontDescription key=\"fontDescription\" name=\"Inter-SemiBold\" family=\"Inter\" pointSize=\"17\"/>\n    </label>\n</document>",
            "<document>\n    ↓<textView adjustsFontForContentSizeCategory=\"YES\" id=\"t-1\">\n        <attributedString key=\"attributedText\">\n            <fragment content=\"Hi\">\n                <attributes>\n                    <font key=\"NSFont\" metaFont=\"system\" size=\"14\"/>\n                </attributes>\n            </fragment>\n        </attributedString>\n    </textView>\n</document>",
        ],
        nonTriggeringExamples: [
            "<document>\n    <label adjustsFontForContentSizeCategory=\"YES\" id=\"a-1\">\n        <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>\n    </label>\n</document>",
            "<document>\n    <label id=\"a-1\">\n        <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>\n    </label>\n</document>",
        ])
}
