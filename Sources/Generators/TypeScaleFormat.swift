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

/// How sizes are written. A size that is not a finite number (a file's `<real>nan</real>`, or
/// a huge size scaled past the largest double) is written as each syntax allows: `nan` and
/// `inf` for people and CSV, `null` in JSON, `.nan` and `.infinity` in Swift.
enum SizeText {
    /// For people: whole numbers bare, others to three decimals at most (`16.333`, `17.5`).
    static func display(_ size: Double) -> String {
        guard size.isFinite, abs(size) < 1e15 else { return exact(size) }
        if size == size.rounded() { return String(Int(size)) }
        let thousandths = (size * 1000).rounded() / 1000
        if thousandths == thousandths.rounded() { return String(Int(thousandths)) }
        var text = String(thousandths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// For machines: whole numbers bare, others exactly (the shortest text that reads back the
    /// same double); `nan`, `inf` and `-inf` for the others.
    static func exact(_ size: Double) -> String {
        size.isFinite && size == size.rounded() && abs(size) < 1e15 ? String(Int(size)) : String(size)
    }

    /// A JSON number, or `null` for one JSON cannot write.
    static func json(_ size: Double) -> String {
        size.isFinite ? exact(size) : "null"
    }

    /// A Swift `Double` expression.
    static func swift(_ size: Double) -> String {
        if size.isNaN { return ".nan" }
        if size.isInfinite { return size < 0 ? "-.infinity" : ".infinity" }
        return exact(size)
    }
}
