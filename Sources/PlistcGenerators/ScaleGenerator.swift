import PlistcDesignTokens
import PlistcStyleDictionary

/// A format a type scale is written in: its own generator file, and its line in
/// `ScaleGenerators.all`. `plistc build --emit`, the output file's extension and the library's
/// `rendered(as:)` all find it there.
public protocol ScaleGenerator: Sendable {
    /// Its `--emit` name.
    static var name: String { get }
    /// The file extensions that ask for it, without the dot; the first is the one it writes.
    static var fileExtensions: [String] { get }
    /// Whether it holds every content size whatever `--categories` shows (false unless the
    /// generator says).
    static var coversEveryContentSize: Bool { get }
    /// The scale as text, with whichever of `options` concern this format.
    static func render(_ scale: TypeScale, options: ScaleOutputOptions) -> String
}

extension ScaleGenerator {
    public static var coversEveryContentSize: Bool { false }
}

/// What a format may take besides the scale; each generator reads the options that are its own.
public struct ScaleOutputOptions: Sendable, Hashable {
    /// The plistc version that writes the output, which Swift, tokens and pages name.
    public var version: String
    /// `--type-name`, `--access-level`, `--include-fallbacks`: generated Swift's.
    public var swift: SwiftOptions
    /// A specimen page's findings and fonts.
    public var page: SpecimenContent

    /// Options with every format's defaults, written by `version`.
    public init(version: String, swift: SwiftOptions = SwiftOptions(), page: SpecimenContent = SpecimenContent()) {
        (self.version, self.swift, self.page) = (version, swift, page)
    }
}

/// Every format, in the order `--emit`'s help lists them: the one list a new format joins.
public enum ScaleGenerators {
    public static let all: [any ScaleGenerator.Type] = [
        TableGenerator.self, MarkdownGenerator.self, CSVGenerator.self, JSONGenerator.self, SwiftGenerator.self,
        SpecimenPage.self, DTCGGenerator.self,
    ]
}
