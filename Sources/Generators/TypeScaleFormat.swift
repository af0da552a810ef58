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

/// How sizes are written.
enum SizeText {
    /// For people: whole numbers bare, others to three decimals at most (`16.333`, `17.5`).
    static func display(_ size: Double) -> String {
        if size == size.rounded() && abs(size) < 1e15 { return String(Int(size)) }
        let thousandths = (size * 1000).rounded() / 1000
        if thousandths == thousandths.rounded() { return String(Int(thousandths)) }
        var text = String(thousandths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// For machines: whole numbers bare, others exactly (the shortest text that reads back the
    /// same double).
    static func exact(_ size: Double) -> String {
        size == size.rounded() && abs(size) < 1e15 ? String(Int(size)) : String(size)
    }
}
