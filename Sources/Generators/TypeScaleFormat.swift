import StyleDictionary

/// The text formats of a resolved type scale (`plistc build --emit`).
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

    /// The scale as text. `swift` and `version` shape generated Swift (its header names the
    /// plistc version); `page` gives a specimen page its findings and fonts.
    public func render(
        _ scale: TypeScale, swift: SwiftOptions = SwiftOptions(), version: String = "",
        page: SpecimenContent = SpecimenContent()
    ) -> String {
        switch self {
        case .table: TableGenerator.render(scale)
        case .markdown: MarkdownGenerator.render(scale)
        case .csv: CSVGenerator.render(scale)
        case .json: JSONGenerator.render(scale)
        case .swift: SwiftGenerator.render(scale, options: swift, version: version)
        case .html: SpecimenPage.render(scale, content: page, version: version)
        }
    }
}

extension SizeText {
    /// A JSON number, or `null` for one JSON cannot write.
    static func json(_ size: Double) -> String {
        size.isFinite ? exact(size) : "null"
    }

    /// A Swift `Double` expression: `.nan` and `.infinity` for sizes that are not finite.
    static func swift(_ size: Double) -> String {
        if size.isNaN { return ".nan" }
        if size.isInfinite { return size < 0 ? "-.infinity" : ".infinity" }
        return exact(size)
    }
}
