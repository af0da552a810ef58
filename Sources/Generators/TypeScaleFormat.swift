import Diagnostics
import StyleDictionary

/// The text formats of a resolved type scale, by name (`plistc build --emit`) or file extension;
/// `ScaleOutput` adds each format's own options.
public enum TypeScaleFormat: String, Sendable, CaseIterable {
    case table, markdown, csv, json, swift, html, dtcg

    /// The format an output path's extension asks for: `.tokens.json` (and `.tokens`) for design
    /// tokens, else as `init(fileExtension:)`.
    public init?(path: String) {
        if path.lowercased().hasSuffix(".tokens.json") {
            self = .dtcg
            return
        }
        guard let fileExtension = PathText.fileExtension(path) else { return nil }
        self.init(fileExtension: fileExtension)
    }

    /// The format an output file's extension asks for: `.md`, `.csv`, `.json`, `.txt`, `.swift`,
    /// `.html`, `.tokens`.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "csv": self = .csv
        case "json": self = .json
        case "txt", "table": self = .table
        case "swift": self = .swift
        case "html", "htm": self = .html
        case "tokens": self = .dtcg
        default: return nil
        }
    }

    /// The extension of files in this format.
    public var fileExtension: String {
        switch self {
        case .table: "txt"
        case .markdown: "md"
        case .csv: "csv"
        case .json: "json"
        case .swift: "swift"
        case .html: "html"
        case .dtcg: "tokens.json"
        }
    }

    /// Whether the format holds every content size whatever `--categories` shows: generated
    /// Swift has all twelve, which its public `ContentSize` names, and design tokens a group
    /// for each.
    public var coversEveryContentSize: Bool { self == .swift || self == .dtcg }
}
