import DesignTokens
import JSON
import StyleDictionary

/// A resolved type scale's output: a format, carrying the options that format alone takes.
public enum ScaleOutput: Sendable, Hashable {
    case table, markdown, csv, json
    /// Design tokens (DTCG 2025.10); the `version` that wrote them goes in the description.
    case dtcg(version: String)
    /// Generated Swift; its header names the plistc `version` that wrote it.
    case swift(SwiftOptions, version: String)
    /// A specimen page with its findings and fonts; its footer names the plistc `version`.
    case html(SpecimenContent, version: String)

    /// The format, with each format's default options: what `plistc scale --emit` writes. The
    /// Swift and HTML outputs name the plistc `version` that wrote them.
    public init(_ format: TypeScaleFormat, version: String) {
        switch format {
        case .table: self = .table
        case .markdown: self = .markdown
        case .csv: self = .csv
        case .json: self = .json
        case .dtcg: self = .dtcg(version: version)
        case .swift: self = .swift(SwiftOptions(), version: version)
        case .html: self = .html(SpecimenContent(), version: version)
        }
    }

    /// The format this output is written in.
    public var format: TypeScaleFormat {
        switch self {
        case .table: .table
        case .markdown: .markdown
        case .csv: .csv
        case .json: .json
        case .dtcg: .dtcg
        case .swift: .swift
        case .html: .html
        }
    }

    /// The scale as text.
    public func render(_ scale: TypeScale) -> String {
        switch self {
        case .table: TableGenerator.render(scale)
        case .markdown: MarkdownGenerator.render(scale)
        case .csv: CSVGenerator.render(scale)
        case .json: JSONGenerator.render(scale)
        case .dtcg(let version): DTCGGenerator.render(scale, version: version)
        case .swift(let options, let version): SwiftGenerator.render(scale, options: options, version: version)
        case .html(let content, let version): SpecimenPage.render(scale, content: content, version: version)
        }
    }

    /// The scale as a JSON value, for the formats that are one (`nil` for the others): what
    /// `build` puts in one array when several inputs go to standard output.
    public func jsonValue(_ scale: TypeScale) -> JSONValue? {
        if case .json = self { JSONGenerator.document(scale) } else { nil }
    }

    /// Where the lines of an array of `jsonValue`s break: each input's scale as on its own.
    public static let jsonArrayLayout = JSONWriter.Layout.lines(depth: 3)
}
