import PlistcDesignTokens
import PlistcDiagnostics
import PlistcStyleDictionary

/// A format of a resolved type scale, by name (`plistc build --emit`) or file extension: one of
/// `ScaleGenerators.all`, compared by name.
public struct TypeScaleFormat: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The format's generator.
    public let generator: any ScaleGenerator.Type

    /// The format `generator` writes.
    public init(_ generator: any ScaleGenerator.Type) { self.generator = generator }

    /// The format called `rawValue` (`--emit`'s value), or `nil` when none is.
    public init?(rawValue: String) {
        guard let generator = ScaleGenerators.all.first(where: { $0.name == rawValue }) else { return nil }
        self.generator = generator
    }

    /// The format an output path's extension asks for: `.tokens.json` for design tokens, else
    /// as `init(fileExtension:)`.
    public init?(path: String) {
        let lowercased = path.lowercased()
        for generator in ScaleGenerators.all {
            for compound in generator.fileExtensions
            where compound.contains(".") && lowercased.hasSuffix("." + compound) {
                self.init(generator)
                return
            }
        }
        guard let fileExtension = PathText.fileExtension(path) else { return nil }
        self.init(fileExtension: fileExtension)
    }

    /// The format an output file's extension asks for (`md`, `csv`, `json`, `txt`, `swift`,
    /// `html`, `tokens`), whatever its case.
    public init?(fileExtension: String) {
        let lowercased = fileExtension.lowercased()
        guard let generator = ScaleGenerators.all.first(where: { $0.fileExtensions.contains(lowercased) }) else {
            return nil
        }
        self.generator = generator
    }

    /// Every format, in `ScaleGenerators.all`'s order.
    public static var allCases: [TypeScaleFormat] { ScaleGenerators.all.map(TypeScaleFormat.init) }

    /// Its `--emit` name.
    public var rawValue: String { generator.name }

    public var description: String { rawValue }

    /// The extensions that ask for this format, the first the one it writes.
    public var fileExtensions: [String] { generator.fileExtensions }

    /// The extension of files in this format.
    public var fileExtension: String { fileExtensions.first ?? rawValue }

    /// Whether the format holds every content size whatever `--categories` shows.
    public var coversEveryContentSize: Bool { generator.coversEveryContentSize }

    public static func == (left: TypeScaleFormat, right: TypeScaleFormat) -> Bool { left.rawValue == right.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The formats other code names.
    public static let table = TypeScaleFormat(TableGenerator.self)
    public static let markdown = TypeScaleFormat(MarkdownGenerator.self)
    public static let csv = TypeScaleFormat(CSVGenerator.self)
    public static let json = TypeScaleFormat(JSONGenerator.self)
    public static let swift = TypeScaleFormat(SwiftGenerator.self)
    public static let html = TypeScaleFormat(SpecimenPage.self)
    public static let dtcg = TypeScaleFormat(DTCGGenerator.self)
}
