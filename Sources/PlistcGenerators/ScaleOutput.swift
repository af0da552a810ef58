import PlistcDesignTokens
import PlistcJSON
import PlistcStyleDictionary

/// A resolved type scale's output: a format, and the options it may take.
public struct ScaleOutput: Sendable, Hashable {
    /// The format this output is written in.
    public let format: TypeScaleFormat
    /// What the format may take besides the scale.
    public let options: ScaleOutputOptions

    /// The format with `options`; by default each format's own defaults, written by `version`.
    public init(_ format: TypeScaleFormat, options: ScaleOutputOptions) {
        (self.format, self.options) = (format, options)
    }

    /// The format with each format's default options: what `plistc scale --emit` writes. The
    /// Swift, token and HTML outputs name the plistc `version` that wrote them.
    public init(_ format: TypeScaleFormat, version: String) {
        self.init(format, options: ScaleOutputOptions(version: version))
    }

    /// The scale as text.
    public func render(_ scale: TypeScale) -> String { format.generator.render(scale, options: options) }

    /// The scale as a JSON value, for the formats that are one (`nil` for the others): what
    /// `build` puts in one array when several inputs go to standard output.
    public func jsonValue(_ scale: TypeScale) -> JSONValue? {
        format == .json ? JSONGenerator.document(scale) : nil
    }

    /// Where the lines of an array of `jsonValue`s break: each input's scale as on its own.
    public static let jsonArrayLayout = JSONWriter.Layout.lines(depth: 3)
}
