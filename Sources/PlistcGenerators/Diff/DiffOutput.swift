import PlistcStyleDictionary

/// The formats of `plistc diff --emit`.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// The changed rows, as a compact table (the default).
    case text
    /// A pull request comment, GitHub-flavoured.
    case md
    /// The documented JSON schema, for scripts.
    case json
    /// Both specimens side by side.
    case html
}

/// Renders comparisons in one of the diff formats.
public enum DiffOutput {
    /// The comparisons as `format`; `base` names the revision of `--git-base` (the JSON then
    /// holds every dictionary), and `fonts` are the faces an HTML page embeds.
    public static func render(
        _ comparisons: [ScaleComparison], as format: DiffFormat, base: String? = nil,
        fonts: [String: EmbeddedFont] = [:], version: String
    ) -> String {
        switch format {
        case .text:
            comparisons.isEmpty ? "no style dictionary changed\n" : DiffText.render(comparisons)
        case .md: DiffMarkdown.render(comparisons)
        case .json:
            if let base {
                DiffJSON.render(comparisons, base: base)
            } else if let only = comparisons.first {
                DiffJSON.render(only)
            } else {
                DiffJSON.render([], base: "")
            }
        case .html: DiffPage.render(comparisons, fonts: fonts, version: version)
        }
    }
}
