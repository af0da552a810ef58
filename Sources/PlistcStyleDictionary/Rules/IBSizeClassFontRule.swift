import PlistcDiagnostics

/// `ib-size-class-font`: in a storyboard or XIB, a custom font set for a size class (a font in a
/// `<variation>`), which bug reports filed with Apple say shows in the system font at run time.
public enum IBSizeClassFontRule: Rule {
    public static let description = RuleDescription(
        id: "ib-size-class-font", defaultSeverity: .warning,
        summary:
            "a storyboard or XIB view sets a custom font for a size class, which is reported to show the system font (with --sources)",
        explanation: """
            Interface Builder lets a view's font vary by size class (the + beside Font in the
            Attributes inspector), written as a <variation key="heightClass=regular-…"> holding
            a <fontDescription>. With a custom font there, apps have reported for years that the
            built app shows the system font instead (rdar://20201174, rdar://26154959,
            rdar://27955332): Interface Builder shows the custom font, the device does not.
            plistc reports each such font at its element. Set the size class's font in code
            (in traitCollectionDidChange, or with UIFontMetrics for Dynamic Type), and keep one
            font in Interface Builder; plistc does not run the app, so check it on a device.
            """,
        kind: .interfaceBuilder,
        triggeringExamples: [
            "<document>\n    <label id=\"a-1\">\n        <fontDescription key=\"fontDescription\" name=\"Inter-Bold\" family=\"Inter\" pointSize=\"20\"/>\n        <variation key=\"heightClass=regular-widthClass=regular\">\n            ↓<fontDescription key=\"fontDescription\" name=\"Inter-Bold\" family=\"Inter\" pointSize=\"30\"/>\n        </variation>\n    </label>\n</document>"
        ],
        nonTriggeringExamples: [
            "<document>\n    <label id=\"a-1\">\n        <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleTitle1\"/>\n        <variation key=\"heightClass=regular-widthClass=regular\">\n            <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleTitle0\"/>\n        </variation>\n    </label>\n</document>",
            "<document>\n    <constraint firstAttribute=\"height\" constant=\"44\" id=\"c-1\">\n        <variation key=\"heightClass=compact\" constant=\"100\"/>\n    </constraint>\n</document>",
        ])
}
