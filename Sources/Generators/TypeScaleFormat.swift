import StyleDictionary

/// The text formats of a resolved type scale, by name (`plistc build --emit`) or file extension;
/// `ScaleOutput` adds each format's own options.
public enum TypeScaleFormat: String, Sendable, CaseIterable {
    case table, markdown, csv, json, swift, html

    /// The format an output file's extension asks for: `.md`, `.csv`, `.json`, `.txt`, `.swift`,
    /// `.html`.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "csv": self = .csv
        case "json": self = .json
        case "txt", "table": self = .table
        case "swift": self = .swift
        case "html", "htm": self = .html
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
        }
    }

    /// Whether the format holds every content size whatever `--categories` shows: generated
    /// Swift has all twelve, which its public `ContentSize` names.
    public var coversEveryContentSize: Bool { self == .swift }
}
