import PlistcDiagnostics

/// `adjusts-font-missing`: a UIKit view given a scaled font that does not follow text-size
/// changes.
public enum AdjustsFontMissingRule: Rule {
    public static let description = RuleDescription(
        id: "adjusts-font-missing", defaultSeverity: .warning,
        summary:
            "a UILabel, UITextField or UITextView the code makes gets a scaled font without adjustsFontForContentSizeCategory = true (with --sources)",
        explanation: """
            A font from UIFontMetrics.scaledFont(for:), UIFont.preferredFont(forTextStyle:) or
            ScaledFont's font(forTextStyle:) is sized for the text size of the moment it is made.
            Unless the view's adjustsFontForContentSizeCategory is true, the text keeps that size
            when the user changes the text size while the app runs. Reported where the code shows
            it: the view is made in the same file (`let label = UILabel()`), nothing in the file
            sets the property to true for it, and the file does not handle text-size changes
            itself (traitCollectionDidChange, registerForTraitChanges,
            UIContentSizeCategory.didChangeNotification). A view from a storyboard, whose
            Automatically Adjusts Font box may be ticked, is never reported.
            """,
        kind: .source,
        triggeringExamples: [
            "let label = UILabel()\nlabel.↓font = UIFont.preferredFont(forTextStyle: .body)",
            "let field = UITextField()\nlet font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)\nfield.↓font = font",
        ],
        nonTriggeringExamples: [
            "let label = UILabel()\nlabel.font = UIFont.preferredFont(forTextStyle: .body)\nlabel.adjustsFontForContentSizeCategory = true",
            "@IBOutlet var label: UILabel!\nfunc configure() { label.font = UIFont.preferredFont(forTextStyle: .body) }",
            "let label = UILabel()\nlabel.font = UIFont.systemFont(ofSize: 17)",
        ])
}
